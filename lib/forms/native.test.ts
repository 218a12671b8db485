import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';
import { nativeKey, postedBody, proposalNative, submitNative, typedValues } from './native';
import { typedOver, withoutField } from './native-state';
import { emptyProposal } from './proposal-draft';

// The handler itself is tested in handler.test.ts: here, what a native post becomes on its way.
const submitFormPost = vi.hoisted(() => vi.fn());
vi.mock('./handler', () => ({ submitFormPost }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }),
}));

function formData(entries: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

// A day two months ahead, in Istanbul, as YYYY-MM-DD and as typed in German (mm/dd/yyyy).
const soon = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
  new Date(Date.now() + 60 * 86_400_000),
);
const [year, month, day] = soon.split('-');

const proposalStep1 = (extra: Array<[string, string]> = []) =>
  formData([
    ['locale', 'de'],
    ['eventType', 'gala-awards'],
    ['guestCount', '101-250'],
    ['preferredDate', `${month}/${day}/${year}`],
    ...extra,
  ]);

beforeEach(() => submitFormPost.mockReset());

describe('typedValues', () => {
  it('reads each field as the schema declares it: text, a ticked box, several boxes', () => {
    const values = typedValues(
      'proposal',
      formData([
        ['eventType', 'gala-awards'],
        ['offerTypes', 'venue'],
        ['offerTypes', 'resident-dj'],
        ['consent', 'on'],
        ['additionalNotes', 'one\r\ntwo\rthree'],
        ['$ACTION_KEY', 'k1'],
      ]),
      'en',
    );
    expect(values).toEqual({
      ...emptyProposal,
      eventType: 'gala-awards',
      offerTypes: ['venue', 'resident-dj'],
      consent: true,
      // A browser's CRLF line breaks, as the script sends them.
      additionalNotes: 'one\ntwo\nthree',
    });
    expect(typedValues('newsletter', formData([]), 'en').approvedKvkk).toBe(false);
  });

  it('takes the preferred date in the language’s order, and keeps what is no date as typed', () => {
    const date = (typed: string, locale: 'en' | 'de') =>
      typedValues('proposal', formData([['preferredDate', typed]]), locale).preferredDate;
    expect(date('05/03/2027', 'en')).toBe('2027-03-05');
    expect(date('05/03/2027', 'de')).toBe('2027-05-03');
    expect(date('31/02/2027', 'en')).toBe('31/02/2027');
  });
});

describe('nativeKey', () => {
  it('is the same for the same post and a valid Idempotency-Key, else another', () => {
    const body = postedBody({ email: 'a@example.com' }, 'tr');
    expect(nativeKey('newsletter', body)).toBe(nativeKey('newsletter', { ...body }));
    expect(nativeKey('newsletter', body)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(nativeKey('contact', body)).not.toBe(nativeKey('newsletter', body));
    expect(nativeKey('newsletter', { ...body, email: 'b@example.com' })).not.toBe(
      nativeKey('newsletter', body),
    );
  });
});

describe('submitNative', () => {
  it('posts through the handler with the visitor address and the digest as its key', async () => {
    submitFormPost.mockResolvedValue(Response.json({ ok: true }));
    const form = formData([
      ['locale', 'tr'],
      ['firstName', 'Şükrü'],
      ['lastName', 'Yılmaz'],
      ['email', 'sukru@example.com'],
      ['approvedKvkk', 'on'],
    ]);
    expect(await submitNative('newsletter', form)).toEqual({ ok: true });
    const [kind, post, ip] = submitFormPost.mock.calls[0]!;
    expect(kind).toBe('newsletter');
    expect(post.body).toEqual({
      firstName: 'Şükrü',
      lastName: 'Yılmaz',
      email: 'sukru@example.com',
      approvedKvkk: true,
      locale: 'tr',
    });
    expect(post.locale).toBe('tr');
    expect(post.idempotencyKey).toBe(nativeKey('newsletter', post.body));
    expect(ip).toBe('203.0.113.9');
  });

  it('answers a refusal with the values as typed and the handler’s messages', async () => {
    submitFormPost.mockResolvedValueOnce(
      Response.json({ errors: { email: 'Enter a valid e-mail address' } }, { status: 400 }),
    );
    const form = formData([
      ['email', 'anna@'],
      ['firstName', 'Anna'],
    ]);
    const refused = await submitNative('newsletter', form);
    expect(refused).toEqual({
      ok: false,
      state: {
        values: { firstName: 'Anna', lastName: '', email: 'anna@', approvedKvkk: false },
        errors: { email: 'Enter a valid e-mail address' },
      },
    });
    submitFormPost.mockResolvedValueOnce(
      Response.json({ message: 'Too many requests.' }, { status: 429 }),
    );
    expect(await submitNative('newsletter', form)).toMatchObject({
      state: { errors: {}, message: 'Too many requests.' },
    });
    // An answer without a body still says something went wrong, in the visitor's language.
    submitFormPost.mockResolvedValueOnce(new Response('', { status: 502 }));
    expect(await submitNative('newsletter', form)).toMatchObject({
      state: { message: en.Forms.status.failure },
    });
  });
});

describe('proposalNative: the server leads through the steps', () => {
  it('Next checks only the step shown, in the visitor’s language, and draws the next step', async () => {
    const empty = await proposalNative(
      formData([
        ['locale', 'de'],
        ['intent', 'next'],
      ]),
    );
    expect(empty).toMatchObject({ ok: false, state: { step: 0 } });
    const { errors } = (empty as { state: { errors: Record<string, string> } }).state;
    expect(errors).toEqual({
      eventType: de.Forms.errors.required,
      guestCount: de.Forms.errors.required,
      preferredDate: de.Forms.errors.required,
    });

    const next = await proposalNative(proposalStep1([['intent', 'next']]));
    expect(next).toMatchObject({
      ok: false,
      state: { step: 1, values: { preferredDate: soon } },
    });
    expect((next as { state: { errors: object } }).state.errors).toEqual({});
    expect(submitFormPost).not.toHaveBeenCalled();
  });

  it('Back and a step’s Edit draw an earlier step, never a later one', async () => {
    const at = (step: number, intent: string) =>
      proposalNative(
        proposalStep1([
          ['step', String(step)],
          ['intent', intent],
        ]),
      );
    expect(await at(2, 'back')).toMatchObject({ state: { step: 1 } });
    expect(await at(0, 'back')).toMatchObject({ state: { step: 0 } });
    expect(await at(3, 'step-0')).toMatchObject({ state: { step: 0 } });
    expect(await at(1, 'step-3')).toMatchObject({ state: { step: 1 } });
    expect(await at(9, 'back')).toMatchObject({ state: { step: 2 } });
  });

  it('sends on the last step only; a refusal goes to the first step with a refused field', async () => {
    submitFormPost.mockResolvedValueOnce(
      Response.json({ errors: { email: 'E-Mail?', consent: 'Zustimmung?' } }, { status: 400 }),
    );
    const sent = await proposalNative(
      proposalStep1([
        ['step', '3'],
        ['intent', 'send'],
      ]),
    );
    expect(submitFormPost).toHaveBeenCalledTimes(1);
    expect(sent).toMatchObject({ ok: false, state: { step: 2, errors: { email: 'E-Mail?' } } });

    // Enter on an earlier step means Next, never a post of half a request.
    await proposalNative(
      proposalStep1([
        ['step', '0'],
        ['intent', 'send'],
      ]),
    );
    expect(submitFormPost).toHaveBeenCalledTimes(1);
    submitFormPost.mockResolvedValueOnce(Response.json({ ok: true }));
    expect(await proposalNative(proposalStep1([['step', '3']]))).toEqual({ ok: true });
  });
});

describe('the state a form is drawn from', () => {
  it('takes typed values over the blank ones only where the kinds agree', () => {
    expect(
      typedOver(emptyProposal, { eventType: 'gala-awards', offerTypes: 'venue', consent: true }),
    ).toEqual({ ...emptyProposal, eventType: 'gala-awards', consent: true });
    expect(withoutField({ a: 'x', b: 'y' }, 'a')).toEqual({ b: 'y' });
  });
});
