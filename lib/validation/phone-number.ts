import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isTurkishMobile, type ErrorKey } from './validators';

/**
 * The server's full phone check, after the browser's shape check (validators.ts `phone`): an
 * international number must exist in its country's numbering plan (libphonenumber-js with its
 * `min` metadata). Server-only: the metadata costs browsers about 30 KB gzipped, so they check the
 * shape alone. A Turkish mobile in the seed's form (10 digits starting with 5) is accepted as it is.
 */
export function checkPhoneNumber(e164: string): ErrorKey | null {
  if (isTurkishMobile(e164)) return null;
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.isValid() && parsed.number === e164 ? null : 'phone';
}

/** The fields of a parsed form that fail the server-only checks, with their message keys. */
export function serverFieldErrors(data: object): Record<string, ErrorKey> {
  const errors: Record<string, ErrorKey> = {};
  if ('phoneNumber' in data && typeof data.phoneNumber === 'string') {
    const key = checkPhoneNumber(data.phoneNumber);
    if (key) errors.phoneNumber = key;
  }
  return errors;
}
