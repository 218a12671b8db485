import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventTypes, guestCounts, offerTypes } from './choices';
import {
  contactSchema,
  envelopeSchema,
  newsletterSchema,
  proposalSchema,
  validate,
} from './schemas';
import { proposalSteps } from './proposal-steps';
import { locales } from '@/lib/i18n/locales';

const newsletter = {
  firstName: 'Şükrü',
  lastName: "O'Neil",
  email: 'sukru@example.com',
  approvedKvkk: true,
};
const contact = {
  firstName: 'Иван',
  lastName: 'Петров',
  email: 'ivan@example.ru',
  phoneNumber: '(532) 123-45 67',
  message: 'We would like to book a table for ten.',
  approvedKvkk: true,
};
const proposal = {
  eventType: 'gala-awards',
  guestCount: '101-250',
  preferredDate: '2027-06-15',
  offerTypes: ['venue', 'fine-dining'],
  contactPerson: 'Jürgen Groß',
  companyName: 'Müller & Söhne GmbH',
  phoneNumber: '+49 170 123 45 67',
  email: 'jg@mueller.example',
  additionalNotes: '',
  consent: true,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-10T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('newsletter schema', () => {
  it('accepts a visitor of any script', () => {
    expect(validate('newsletter', newsletter)).toEqual({ ok: true, data: newsletter });
    expect(
      validate('newsletter', { ...newsletter, firstName: 'Иван', lastName: 'Αλέξης' }).ok,
    ).toBe(true);
  });
  it('gives the first message key per field', () => {
    expect(
      validate('newsletter', { firstName: '', lastName: 'John3', email: 'x', approvedKvkk: false }),
    ).toEqual({
      ok: false,
      errors: {
        firstName: 'required',
        lastName: 'alpha',
        email: 'email',
        approvedKvkk: 'newsletterConsent',
      },
    });
  });
  it('calls missing fields required and refuses a consent that is not a boolean true', () => {
    expect(validate('newsletter', {})).toEqual({
      ok: false,
      errors: {
        firstName: 'required',
        lastName: 'required',
        email: 'required',
        approvedKvkk: 'newsletterConsent',
      },
    });
    expect(validate('newsletter', { ...newsletter, approvedKvkk: 'true' }).ok).toBe(false);
  });
  it('trims and drops unknown fields', () => {
    const parsed = newsletterSchema.parse({ ...newsletter, firstName: '  Ali ', admin: true });
    expect(parsed).toEqual({ ...newsletter, firstName: 'Ali' });
  });
});

describe('contact schema', () => {
  it('normalises the phone number and is idempotent', () => {
    const parsed = contactSchema.parse(contact);
    expect(parsed.phoneNumber).toBe('+905321234567');
    expect(contactSchema.parse(parsed)).toEqual(parsed);
  });
  it('requires every field and the privacy consent', () => {
    expect(validate('contact', { approvedKvkk: false })).toEqual({
      ok: false,
      errors: {
        firstName: 'required',
        lastName: 'required',
        email: 'required',
        phoneNumber: 'required',
        message: 'required',
        approvedKvkk: 'consent',
      },
    });
  });
  it('stores a Turkish mobile typed with its trunk 0 in E.164, in both forms', () => {
    for (const typed of ['0532 123 45 67', '0 (532) 123 45 67']) {
      const sent = validate('contact', { ...contact, phoneNumber: typed });
      expect(sent.ok && sent.data.phoneNumber).toBe('+905321234567');
      const requested = validate('proposal', { ...proposal, phoneNumber: typed });
      expect(requested.ok && requested.data.phoneNumber).toBe('+905321234567');
    }
  });
  it('accepts a foreign guest’s number, refuses garbage and an overlong message', () => {
    const german = validate('contact', { ...contact, phoneNumber: '+49 170 1234567' });
    expect(german.ok && german.data.phoneNumber).toBe('+491701234567');
    const russian = validate('contact', { ...contact, phoneNumber: '+7 912 345 67 89' });
    expect(russian.ok && russian.data.phoneNumber).toBe('+79123456789');
    expect(validate('contact', { ...contact, phoneNumber: 'garbage' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'phone' },
    });
    expect(validate('contact', { ...contact, message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: { message: 'tooLong' },
    });
  });
});

describe('proposal schema', () => {
  it('accepts a full request and is idempotent', () => {
    const parsed = proposalSchema.parse(proposal);
    expect(parsed.phoneNumber).toBe('+491701234567');
    expect(proposalSchema.parse(parsed)).toEqual(parsed);
  });
  it('treats offerTypes and additionalNotes as optional', () => {
    const rest: Partial<typeof proposal> = { ...proposal };
    delete rest.offerTypes;
    delete rest.additionalNotes;
    expect(proposalSchema.parse(rest)).toMatchObject({ offerTypes: [], additionalNotes: '' });
  });
  it('names each required field', () => {
    const result = validate('proposal', {
      eventType: '',
      guestCount: '',
      preferredDate: '',
      contactPerson: '',
      companyName: '',
      phoneNumber: '',
      email: '',
      consent: false,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        eventType: 'required',
        guestCount: 'required',
        preferredDate: 'required',
        contactPerson: 'required',
        companyName: 'required',
        phoneNumber: 'required',
        email: 'required',
        consent: 'consent',
      },
    });
  });
  it('refuses values outside the fixed lists', () => {
    expect(validate('proposal', { ...proposal, eventType: 'birthday' })).toEqual({
      ok: false,
      errors: { eventType: 'option' },
    });
    expect(validate('proposal', { ...proposal, guestCount: '2000' })).toEqual({
      ok: false,
      errors: { guestCount: 'option' },
    });
    expect(validate('proposal', { ...proposal, offerTypes: ['venue', 'helicopter'] })).toEqual({
      ok: false,
      errors: { offerTypes: 'option' },
    });
    expect(validate('proposal', { ...proposal, offerTypes: ['venue', 'venue'] }).ok).toBe(false);
    expect(validate('proposal', { ...proposal, offerTypes: 'venue' }).ok).toBe(false);
  });
  it('wants a date from today (Istanbul) on', () => {
    expect(validate('proposal', { ...proposal, preferredDate: '2027-01-10' }).ok).toBe(true);
    expect(validate('proposal', { ...proposal, preferredDate: '2027-01-09' })).toEqual({
      ok: false,
      errors: { preferredDate: 'datePast' },
    });
    expect(validate('proposal', { ...proposal, preferredDate: '15/06/2027' })).toEqual({
      ok: false,
      errors: { preferredDate: 'date' },
    });
  });
  it('accepts a Turkish mobile and refuses a short number', () => {
    expect(validate('proposal', { ...proposal, phoneNumber: '532 123 45 67' }).ok).toBe(true);
    expect(validate('proposal', { ...proposal, phoneNumber: '12345' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'phone' },
    });
  });
  it('has the six event types, thirteen offer types and six guest counts', () => {
    expect(eventTypes).toHaveLength(6);
    expect(offerTypes).toHaveLength(13);
    expect(guestCounts).toEqual(['1-50', '51-100', '101-250', '251-500', '501-1000', '1000+']);
  });
  it('splits every field into exactly one step', () => {
    const stepFields = proposalSteps.flat();
    expect(new Set(stepFields).size).toBe(stepFields.length);
    expect([...stepFields].sort()).toEqual(Object.keys(proposalSchema.shape).sort());
  });
});

describe('envelope', () => {
  it('accepts the four locales only', () => {
    for (const locale of locales) {
      expect(envelopeSchema.safeParse({ locale }).success).toBe(true);
    }
    expect(envelopeSchema.safeParse({ locale: 'fr' }).success).toBe(false);
    expect(envelopeSchema.safeParse({}).success).toBe(false);
  });
});
