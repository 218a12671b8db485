import { timingSafeEqual } from 'node:crypto';

/** The header the revalidation webhook's caller presents REVALIDATE_SECRET in. */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** Constant-time comparison of a presented secret with the configured one (unset = never equal). */
export function secretMatches(
  presented: string | null | undefined,
  expected: string | undefined,
): boolean {
  if (!expected || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only same-site paths: one leading slash, no scheme, no protocol-relative or backslash tricks. */
export function isInternalPath(path: string | null | undefined): path is string {
  return !!path && /^\/(?![/\\])/.test(path) && !/[\\\r\n\t]/.test(path) && !/%2f|%5c/i.test(path);
}
