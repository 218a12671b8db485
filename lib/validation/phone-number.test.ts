import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, serverFieldErrors } from './phone-number';
import { normalisePhone, phone } from './validators';

/** What the server does with a typed number: the shape check, E.164, then the plan check. */
const server = (typed: string) => phone(typed) ?? checkPhoneNumber(normalisePhone(typed));

describe('the server phone check (libphonenumber-js, min metadata)', () => {
  it.each([
    ['a Russian mobile', '+7 912 345 67 89', '+79123456789'],
    ['a Berlin number', '+49 30 1234567', '+49301234567'],
    ['the seed’s Turkish mobile form', '5321234567', '+905321234567'],
    ['a Turkish mobile written internationally', '+90 532 123 45 67', '+905321234567'],
    ['a German mobile with the 00 prefix', '0049 170 1234567', '+491701234567'],
  ])('accepts %s (%j) as %s', (_label, typed, e164) => {
    expect(server(typed)).toBeNull();
    expect(normalisePhone(typed)).toBe(e164);
  });

  it.each([
    ['garbage', 'call me maybe'],
    ['the right shape but no such area code (US 123)', '+1 123 456 7890'],
    ['no such Russian range', '+7 012 345 67 89'],
    ['a German number with its trunk 0 kept', '+49 030 1234567'],
    ['a Russian number one digit short', '+7 912 345 67 8'],
    ['an unassigned country code', '+999 1234 5678'],
    ['a local number without the country', '030 1234567'],
  ])('refuses %s (%j)', (_label, typed) => {
    expect(server(typed)).toBe('phone');
  });

  it('names the phone field only', () => {
    expect(serverFieldErrors({ phoneNumber: '+49123', email: 'x' })).toEqual({
      phoneNumber: 'phone',
    });
    expect(serverFieldErrors({ phoneNumber: '+905321234567' })).toEqual({});
    expect(serverFieldErrors({ email: 'a@b.example' })).toEqual({});
  });
});
