import { describe, expect, it } from 'vitest';
import {
  addYears,
  alpha,
  checkbox,
  dateOrder,
  email,
  firstFailure,
  formatTypedDate,
  futureDate,
  isIsoDate,
  maxLength,
  normalisePhone,
  oneOf,
  parseTypedDate,
  phone,
  required,
  venueToday,
} from './validators';

describe('required', () => {
  it.each(['a', 'Şükrü', 'Иван', '0', ' x '])('passes %j', (value) => {
    expect(required(value)).toBeNull();
  });
  it.each(['', ' ', '\t\n', '\u00a0'])('fails %j with the required key', (value) => {
    expect(required(value)).toBe('required');
  });
});

describe('alpha: letters of every script, space, hyphen, apostrophe', () => {
  it.each([
    ['Latin', 'John'],
    ['Latin with apostrophe', "O'Neil"],
    ['typographic apostrophe (phone keyboards)', 'O’Neil'],
    ['hyphenated', 'Anna-Lena'],
    ['two words', 'Mary Ann'],
    ['German', 'Jürgen Groß'],
    ['Turkish', 'Şükrü'],
    ['Turkish dotted and dotless i', 'İlkay Işık Ağaoğlu'],
    ['French', 'Hélène Côté'],
    ['Cyrillic', 'Иван'],
    ['Cyrillic with hyphen', 'Анна-Мария Сергеевна'],
    ['Greek', 'Αλέξανδρος'],
    ['Arabic', 'محمد'],
    ['Hebrew', 'דוד'],
    ['Chinese', '李小龙'],
    ['Japanese', 'さくら'],
    ['Devanagari with combining signs', 'अमित'],
    ['decomposed accents', 'Jose\u0301'],
    ['surrounding spaces are trimmed', '  Ivan  '],
    ['empty (required is a separate rule)', ''],
  ])('passes %s: %j', (_label, value) => {
    expect(alpha(value)).toBeNull();
  });

  it.each([
    ['digits', 'John3'],
    ['only digits', '12345'],
    ['Cyrillic with digit', 'Иван2'],
    ['Turkish with symbol', 'Şükrü!'],
    ['Arabic-Indic digits', 'محمد٣'],
    ['at sign', 'ivan@mail'],
    ['dot', 'Dr. Smith'],
    ['underscore', 'John_Smith'],
    ['emoji', 'Anna 🎭'],
    ['leading hyphen', '-Anna'],
    ['trailing apostrophe', "Anna'"],
    ['only punctuation', "' -"],
    ['angle brackets', '<script>'],
  ])('fails %s: %j with the alpha key', (_label, value) => {
    expect(alpha(value)).toBe('alpha');
  });
});

describe('email', () => {
  it.each([
    'guest@example.com',
    'first.last+tag@sub.example.co.uk',
    'şükrü@örnek.com.tr',
    'иван@пример.рф',
    'ALL.CAPS@EXAMPLE.DE',
    '  padded@example.com  ',
    '',
  ])('passes %j', (value) => {
    expect(email(value)).toBeNull();
  });
  it.each([
    'plain',
    'no-at.example.com',
    'two@@example.com',
    'a@b@example.com',
    'space in@example.com',
    'user@localhost',
    'user@example.c',
    'user@.com',
    'user@example..com',
    'иван@пример',
    `${'a'.repeat(250)}@example.com`,
  ])('fails %j with the email key', (value) => {
    expect(email(value)).toBe('email');
  });
});

describe('phone: a Turkish mobile (10 digits starting with 5) or an international number', () => {
  it.each([
    '5321234567',
    '532 123 45 67',
    '(532) 123-45-67',
    '532-123-4567',
    ' 532.123.45.67 ',
    '[532] 1234567',
    '+90 532 123 45 67',
    // As Turks type a mobile: the trunk 0 first (issue 31 item 9).
    '0532 123 45 67',
    '0 (532) 123 45 67',
    '05321234567',
    '+7 912 345 67 89',
    '+7 912 345-67-89',
    '+49 30 1234567',
    '+49 (170) 123-4567',
    '0049 30 1234567',
    '+12345678',
    '+123456789012345',
    '',
  ])('passes %j', (value) => {
    expect(phone(value)).toBeNull();
  });
  it.each([
    ['0 before a landline', '0242 123 45 67'],
    ['nine digits', '532123456'],
    ['eleven digits', '53212345678'],
    ['starts with 4', '4321234567'],
    ['letters', '532 ABC 45 67'],
    ['garbage', 'call me maybe'],
    ['Cyrillic letters', '532 абв 45 67'],
    ['Arabic-Indic digits', '٥٣٢١٢٣٤٥٦٧'],
    ['too short', '+1234567'],
    ['too long', '+1234567890123456'],
    ['country code 0', '+0123456789'],
    ['plus in the middle', '49+1701234567'],
    ['two pluses', '++491701234567'],
  ])('fails %s: %j with the phone key', (_label, value) => {
    expect(phone(value)).toBe('phone');
  });
  it('normalises to E.164', () => {
    expect(normalisePhone('(532) 123-45 67')).toBe('+905321234567');
    expect(normalisePhone('0532 123 45 67')).toBe('+905321234567');
    expect(normalisePhone('0 (532) 123 45 67')).toBe('+905321234567');
    expect(normalisePhone('+49 170 123 45 67')).toBe('+491701234567');
    expect(normalisePhone('0049 30 1234567')).toBe('+49301234567');
    expect(normalisePhone('+7 912 345 67 89')).toBe('+79123456789');
  });
});

describe('checkbox', () => {
  it('passes only when ticked', () => {
    expect(checkbox(true)).toBeNull();
    expect(checkbox(false)).toBe('consent');
    expect(checkbox(undefined)).toBe('consent');
    expect(checkbox('true')).toBe('consent');
    expect(checkbox('on')).toBe('consent');
  });
  it('names the newsletter message for the newsletter consent', () => {
    expect(checkbox(false, 'newsletterConsent')).toBe('newsletterConsent');
    expect(checkbox(true, 'newsletterConsent')).toBeNull();
  });
});

describe('small checks', () => {
  it('maxLength counts trimmed characters', () => {
    expect(maxLength(3)(' abc ')).toBeNull();
    expect(maxLength(3)('abcd')).toBe('tooLong');
  });
  it('oneOf allows the listed values and the empty choice', () => {
    expect(oneOf(['a', 'b'])('a')).toBeNull();
    expect(oneOf(['a', 'b'])('')).toBeNull();
    expect(oneOf(['a', 'b'])('c')).toBe('option');
  });
  it('firstFailure answers with the first failing check in order', () => {
    expect(firstFailure('', [required, alpha])).toBe('required');
    expect(firstFailure('Ivan3', [required, alpha])).toBe('alpha');
    expect(firstFailure('Ivan', [required, alpha])).toBeNull();
  });
});

describe('dates in the venue time zone', () => {
  it("uses Istanbul's calendar day whatever the host zone", () => {
    // 21:30 UTC on 31 December is already 1 January in Istanbul (UTC+3).
    expect(venueToday(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(venueToday(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
  });
  it('recognises real calendar days only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('27-01-01')).toBe(false);
    expect(isIsoDate('2027-1-1')).toBe(false);
  });
  it('adds years, 29 February falling back to 28', () => {
    expect(addYears('2026-05-10', 3)).toBe('2029-05-10');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
  it('futureDate: today or later, within three years', () => {
    const now = new Date('2026-12-31T21:30:00Z'); // 1 January 2027 in Istanbul
    expect(futureDate('2027-01-01', now)).toBeNull();
    expect(futureDate('2027-06-15', now)).toBeNull();
    expect(futureDate('2030-01-01', now)).toBeNull();
    expect(futureDate('2026-12-31', now)).toBe('datePast');
    expect(futureDate('2030-01-02', now)).toBe('dateFar');
    expect(futureDate('2027-02-30', now)).toBe('date');
    expect(futureDate('01/02/2027', now)).toBe('date');
    expect(futureDate('', now)).toBeNull();
  });
});

describe('typed dates', () => {
  it('orders day first except in German (placeholder mm/dd/yyyy)', () => {
    expect(dateOrder('en')).toBe('dmy');
    expect(dateOrder('tr')).toBe('dmy');
    expect(dateOrder('ru')).toBe('dmy');
    expect(dateOrder('de')).toBe('mdy');
  });
  it('parses day/month/year with slashes, dots, dashes or spaces', () => {
    expect(parseTypedDate('05/03/2027', 'dmy')).toBe('2027-03-05');
    expect(parseTypedDate('5.3.2027', 'dmy')).toBe('2027-03-05');
    expect(parseTypedDate(' 05-03-2027 ', 'dmy')).toBe('2027-03-05');
    expect(parseTypedDate('05 03 2027', 'dmy')).toBe('2027-03-05');
  });
  it('parses month/day/year for German', () => {
    expect(parseTypedDate('03/05/2027', 'mdy')).toBe('2027-03-05');
    expect(parseTypedDate('12/31/2027', 'mdy')).toBe('2027-12-31');
    expect(parseTypedDate('31/12/2027', 'mdy')).toBeNull();
  });
  it('reads dotted German input day first: 5.3.2027 is 5 March', () => {
    expect(parseTypedDate('5.3.2027', dateOrder('de'))).toBe('2027-03-05');
    expect(parseTypedDate('31.12.2027', 'mdy')).toBe('2027-12-31');
    expect(parseTypedDate(' 05 . 03 . 2027 ', 'mdy')).toBe('2027-03-05');
    // Slashes and dashes keep the placeholder's month/day order.
    expect(parseTypedDate('5/3/2027', 'mdy')).toBe('2027-05-03');
    expect(parseTypedDate('5-3-2027', 'mdy')).toBe('2027-05-03');
    // A mixed separator is not dotted input.
    expect(parseTypedDate('5.3/2027', 'mdy')).toBe('2027-05-03');
  });
  it('refuses what is not a real day', () => {
    expect(parseTypedDate('31/02/2027', 'dmy')).toBeNull();
    expect(parseTypedDate('2027-03-05', 'dmy')).toBeNull();
    expect(parseTypedDate('5/3/27', 'dmy')).toBeNull();
    expect(parseTypedDate('tomorrow', 'dmy')).toBeNull();
  });
  it('formats back in the field order', () => {
    expect(formatTypedDate('2027-03-05', 'dmy')).toBe('05/03/2027');
    expect(formatTypedDate('2027-03-05', 'mdy')).toBe('03/05/2027');
    expect(formatTypedDate('not a date', 'dmy')).toBe('not a date');
  });
});
