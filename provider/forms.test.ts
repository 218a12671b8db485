// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestProvider, type TestProvider } from '../test/provider';
import type { Submission } from './types';

const newsletter = {
  firstName: 'Şükrü',
  lastName: 'Yılmaz',
  email: 'sukru@example.com',
  propertyId: 4,
  approvedKvkk: true,
};

const contact = {
  firstName: 'Иван',
  lastName: 'Петров',
  email: 'ivan@example.com',
  phoneNumber: '532 123 45 67',
  message: 'Hello,\nwe would like a table for six.',
  propertyId: 4,
  approvedKvkk: true,
  locale: 'ru',
};

const proposal = {
  eventType: 'gala-awards',
  guestCount: '101-250',
  preferredDate: '2027-05-20',
  offerTypes: ['venue', 'fine-dining', 'venue'],
  contactPerson: 'Anna Schmidt',
  companyName: 'Schmidt & Partner GmbH',
  phoneNumber: '+49 (30) 1234-5678',
  email: 'anna@schmidt.example',
  additionalNotes: '',
  consent: true,
  propertyId: 4,
  locale: 'de',
};

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ testHooks: true, rateLimit: 5 });
});

afterAll(async () => {
  await provider.close();
});

beforeEach(async () => {
  await provider.send('POST', '/__test/reset');
});

const submissions = async (type?: string) =>
  json<Submission[]>(await provider.get(`/__test/submissions${type ? `?type=${type}` : ''}`));

describe('POST /v1/web/*', () => {
  it.each([
    ['/v1/web/subscribe-newsletter', newsletter, 'newsletter'],
    ['/v1/web/contact', contact, 'contact'],
    ['/v1/web/proposal-request', proposal, 'proposal'],
  ])('%s stores a valid submission and answers 201', async (path, body, type) => {
    const response = await provider.send('POST', path, body, {
      'X-Forwarded-For': '203.0.113.7, 10.0.0.1',
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const stored = await submissions(type);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id, type, clientIp: '203.0.113.7' });
  });

  it('normalises what it stores: trimmed strings, unique offer types, unknown fields dropped', async () => {
    await provider.send('POST', '/v1/web/proposal-request', {
      ...proposal,
      contactPerson: '  Anna Schmidt ',
      extra: 'ignored',
    });
    const [stored] = await submissions('proposal');
    expect(stored?.payload).toMatchObject({
      contactPerson: 'Anna Schmidt',
      offerTypes: ['venue', 'fine-dining'],
      phoneNumber: '+493012345678',
    });
    expect(stored?.payload).not.toHaveProperty('extra');
  });

  it('stores a Turkish mobile typed as 10 digits in E.164', async () => {
    await provider.send('POST', '/v1/web/contact', contact);
    const [stored] = await submissions('contact');
    expect(stored?.payload).toMatchObject({ phoneNumber: '+905321234567' });
  });

  it('answers 400 with one message per invalid field', async () => {
    const response = await provider.send('POST', '/v1/web/proposal-request', {
      ...proposal,
      eventType: 'birthday',
      guestCount: '20',
      preferredDate: '2027-02-30',
      offerTypes: ['venue', 'helicopter'],
      email: 'not-an-email',
      phoneNumber: '12',
      consent: false,
      propertyId: 5,
      companyName: '   ',
      locale: 'fr',
    });
    expect(response.status).toBe(400);
    const { errors } = await json<{ errors: Record<string, string> }>(response);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'companyName',
        'consent',
        'email',
        'eventType',
        'guestCount',
        'locale',
        'offerTypes',
        'phoneNumber',
        'preferredDate',
        'propertyId',
      ].sort(),
    );
    expect(errors.companyName).toBe('This field is required.');
    expect(Object.values(errors).every((message) => typeof message === 'string')).toBe(true);
    expect(await submissions()).toHaveLength(0);
  });

  it('reports missing fields as required', async () => {
    const response = await provider.send('POST', '/v1/web/subscribe-newsletter', { propertyId: 4 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        firstName: 'This field is required.',
        lastName: 'This field is required.',
        email: 'This field is required.',
        approvedKvkk: expect.any(String),
      },
    });
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await provider.send('POST', '/v1/web/contact', '{"firstName": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: { body: 'Malformed JSON' } });
    const list = await provider.send('POST', '/v1/web/contact', '[1, 2]');
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual({ errors: { body: expect.any(String) } });
  });

  it('answers 413 beyond 64 KB', async () => {
    const response = await provider.send('POST', '/v1/web/contact', {
      ...contact,
      message: 'x'.repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Payload too large' });
  });

  describe('Idempotency-Key', () => {
    const key = 'b2c0f3de-6f1e-4c39-9a8e-2f7c1d0a4e11';

    it('stores a keyed submission once and answers a repeat with the same id', async () => {
      const first = await provider.send('POST', '/v1/web/contact', contact, {
        'Idempotency-Key': key,
      });
      const second = await provider.send('POST', '/v1/web/contact', contact, {
        'Idempotency-Key': key,
      });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      const { id } = await json<{ id: number }>(first);
      expect(await json(second)).toEqual({ id });
      expect(await submissions('contact')).toHaveLength(1);
    });

    it('scopes keys per endpoint', async () => {
      const newsletterAnswer = await provider.send(
        'POST',
        '/v1/web/subscribe-newsletter',
        newsletter,
        {
          'Idempotency-Key': key,
        },
      );
      const contactAnswer = await provider.send('POST', '/v1/web/contact', contact, {
        'Idempotency-Key': key,
      });
      expect(newsletterAnswer.status).toBe(201);
      expect(contactAnswer.status).toBe(201);
      expect((await json<{ id: number }>(contactAnswer)).id).not.toBe(
        (await json<{ id: number }>(newsletterAnswer)).id,
      );
      expect(await submissions('newsletter')).toHaveLength(1);
      expect(await submissions('contact')).toHaveLength(1);
    });

    it('stores every unkeyed post, as before', async () => {
      await provider.send('POST', '/v1/web/contact', contact);
      await provider.send('POST', '/v1/web/contact', contact);
      expect(await submissions('contact')).toHaveLength(2);
    });

    it('refuses a key reused with another body (422) and a malformed key (400)', async () => {
      await provider.send('POST', '/v1/web/contact', contact, { 'Idempotency-Key': key });
      const reused = await provider.send(
        'POST',
        '/v1/web/contact',
        { ...contact, message: 'Something else.' },
        { 'Idempotency-Key': key },
      );
      expect(reused.status).toBe(422);
      const malformed = await provider.send('POST', '/v1/web/contact', contact, {
        'Idempotency-Key': 'k'.repeat(101),
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ errors: { 'Idempotency-Key': expect.any(String) } });
      expect(await submissions('contact')).toHaveLength(1);
    });
  });

  it('answers 429 past the limit per client, counting each client apart', async () => {
    const post = (client: string) =>
      provider.send('POST', '/v1/web/subscribe-newsletter', newsletter, {
        'X-Forwarded-For': client,
      });
    for (let i = 0; i < 5; i += 1) expect((await post('198.51.100.1')).status).toBe(201);
    const refused = await post('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many requests' });
    expect((await post('198.51.100.2')).status).toBe(201);
    await provider.send('POST', '/__test/reset');
    expect((await post('198.51.100.1')).status).toBe(201);
  });
});

describe('test hooks', () => {
  it('injects a 500 on matching paths only', async () => {
    await provider.send('POST', '/__test/faults', { mode: '500', paths: ['/v1/menus'] });
    const menus = await provider.get('/v1/menus?property-id=4&lang=en');
    expect(menus.status).toBe(500);
    expect(await menus.json()).toEqual({ message: 'boom' });
    expect((await provider.get('/v1/events/slider?property-id=4&locale=en')).status).toBe(200);
    expect((await provider.get('/health')).status).toBe(200);
  });

  it('serves malformed and wrong-shape bodies', async () => {
    await provider.send('POST', '/__test/faults', { mode: 'malformed' });
    const malformed = await provider.get('/v1/menus?property-id=4&lang=en');
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toBe('{"oops');
    await provider.send('POST', '/__test/faults', { mode: 'wrong-shape' });
    expect(await json(await provider.get('/v1/menus?property-id=4&lang=en'))).toEqual([{ foo: 1 }]);
    expect(
      await json(await provider.get('/v1/pages/url-lang?property-network-id=4&url=/&lang=en')),
    ).toEqual({
      unexpected: true,
    });
  });

  it('drops the connection when down and never answers when hanging', async () => {
    await provider.send('POST', '/__test/faults', { mode: 'down' });
    await expect(provider.get('/v1/menus?property-id=4&lang=en')).rejects.toThrow();
    await provider.send('POST', '/__test/faults', { mode: 'hang' });
    await expect(
      provider.get('/v1/menus?property-id=4&lang=en', { signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    await provider.send('POST', '/__test/faults', { mode: 'none' });
    expect((await provider.get('/v1/menus?property-id=4&lang=en')).status).toBe(200);
  });

  it('answers at once but trickles a body that never ends when trickling', async () => {
    await provider.send('POST', '/__test/faults', { mode: 'trickle' });
    // The client gives up when the test says so (a timer would cut a slow machine's trickle short).
    const client = new AbortController();
    const response = await provider.get('/v1/menus?property-id=4&lang=en', {
      signal: client.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    // A few chunks of whitespace, and no end.
    for (let chunks = 0; chunks < 3; chunks++) {
      const chunk = await reader.read();
      expect(chunk.done).toBe(false);
      received += Buffer.from(chunk.value!).toString();
    }
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.trim()).toBe('');
    client.abort();
    await expect(reader.read()).rejects.toThrow();
    await provider.send('POST', '/__test/faults', { mode: 'none' });
  });

  it('keys faults by path-and-query prefix so parallel tests do not clobber each other', async () => {
    const ruCookies = '/v1/pages/url-lang?property-network-id=4&url=%2Fcookies&lang=ru';
    await provider.send('POST', '/__test/faults', { mode: '500', paths: [ruCookies] });
    await provider.send('POST', '/__test/faults', { mode: 'wrong-shape', paths: ['/v1/menus'] });
    expect((await provider.get(ruCookies)).status).toBe(500);
    expect(
      (await provider.get('/v1/pages/url-lang?property-network-id=4&url=%2Fcookies&lang=en'))
        .status,
    ).toBe(200);
    expect(await json(await provider.get('/v1/menus?property-id=4&lang=en'))).toEqual([{ foo: 1 }]);
    await provider.send('POST', '/__test/faults', { mode: 'none', paths: ['/v1/menus'] });
    expect((await provider.get('/v1/menus?property-id=4&lang=en')).status).toBe(200);
    expect((await provider.get(ruCookies)).status).toBe(500);
    await provider.send('POST', '/__test/faults', { mode: 'none' });
    expect((await provider.get(ruCookies)).status).toBe(200);
  });

  it('stores a form at once but answers late when slow', async () => {
    await provider.send('POST', '/__test/faults', {
      mode: 'slow',
      paths: ['/v1/web'],
      delayMs: 400,
    });
    await expect(
      provider.get('/v1/web/subscribe-newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(newsletter),
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow();
    await expect.poll(async () => (await submissions('newsletter')).length).toBe(1);
    const started = Date.now();
    expect((await provider.send('POST', '/v1/web/contact', contact)).status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect((await provider.get('/v1/menus?property-id=4&lang=en')).status).toBe(200);
    await provider.send('POST', '/__test/faults', { mode: 'none' });
  });

  it('rejects an unknown fault mode', async () => {
    const response = await provider.send('POST', '/__test/faults', { mode: 'explode' });
    expect(response.status).toBe(400);
  });
});
