// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openDatabase } from './open-database';
import { publishTarget } from './publishing';
import type { RevalidateNotice } from './revalidate';
import { Scheduler, type Clock } from './scheduler';
import { resolveTarget, type Target } from './targets';
import { savePageDraft, getPage } from './pages';
import { listVersions } from './versions';
import {
  bearer,
  json,
  startStubServer,
  startTestProvider,
  type StubServer,
  type TestClient,
  type TestProvider,
} from '../test/provider';
import type { Page } from './types';

// Issue 45 item 3: a publish set for a moment happens at that moment, through restarts.

/** A clock moved by hand: timers run when it passes their moment. */
class FakeClock implements Clock {
  private timers = new Map<number, { at: number; run: () => void }>();
  private next = 1;
  constructor(public time: number) {}
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  };
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  /** Moves the clock on, running every timer that falls due (and letting their work settle). */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].run();
      await settle();
    }
    this.time = end;
    await settle();
  }
  get pending() {
    return this.timers.size;
  }
}

/** Lets a timer's publish (database, then the notice) run to its end. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('Scheduler on a fake clock', () => {
  let db: Db;
  let clock: FakeClock;
  let notices: RevalidateNotice[];
  let scheduler: Scheduler;
  let target: Target;
  const start = Date.parse('2026-12-30T12:00:00+03:00');

  beforeEach(() => {
    db = openDatabase(':memory:');
    clock = new FakeClock(start);
    notices = [];
    const notify = async (notice: RevalidateNotice) => void notices.push(notice);
    scheduler = new Scheduler(
      db,
      async (job, markDone) =>
        (await publishTarget(db, notify, job, { note: 'scheduled', alsoInTransaction: markDone }))
          .status,
      clock,
    );
    target = resolveTarget(db, { kind: 'page', url: '/hakkimizda', lang: 'tr' })!;
  });
  afterEach(() => {
    scheduler.stop();
    db.close();
  });

  it('publishes at its moment, not a second before, with the webhook of a publish now', async () => {
    savePageDraft(db, '/hakkimizda', 'tr', { title: 'Yılbaşı galası' });
    scheduler.start();
    const job = scheduler.schedule(target, '2027-01-01T00:00:00+03:00');
    expect(job).toMatchObject({ kind: 'page', url: '/hakkimizda', lang: 'tr', state: 'pending' });

    await clock.advance(Date.parse('2027-01-01T00:00:00+03:00') - start - 1000);
    expect(getPage(db, '/hakkimizda', 'tr', false)!.title).toBe('Hakkımızda');
    expect(notices).toEqual([]);

    await clock.advance(1000);
    expect(getPage(db, '/hakkimizda', 'tr', false)!.title).toBe('Yılbaşı galası');
    expect(notices).toEqual([{ type: 'page', lang: 'tr', url: '/hakkimizda' }]);
    expect(scheduler.get(job.id)).toMatchObject({ state: 'done' });
    expect(listVersions(db, target)[0]).toMatchObject({ version: 2, note: 'scheduled' });
    expect(scheduler.list()).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('publishes the draft as it stands at the moment, and one new time replaces the old', async () => {
    savePageDraft(db, '/hakkimizda', 'tr', { title: 'Birinci' });
    scheduler.start();
    scheduler.schedule(target, '2026-12-31T00:00:00+03:00');
    const moved = scheduler.schedule(target, '2026-12-30T18:00:00+03:00');
    expect(scheduler.list().map((job) => job.id)).toEqual([moved.id]);
    savePageDraft(db, '/hakkimizda', 'tr', { title: 'İkinci' });
    await clock.advance(6 * 3_600_000);
    expect(getPage(db, '/hakkimizda', 'tr', false)!.title).toBe('İkinci');
    await clock.advance(6 * 3_600_000);
    expect(notices).toHaveLength(1);
  });

  it('reports a publish that found no draft, and a cancelled one never runs', async () => {
    scheduler.start();
    const other = resolveTarget(db, { kind: 'page', url: '/about-us', lang: 'en' })!;
    savePageDraft(db, '/about-us', 'en', { title: 'Later' });
    const cancelled = scheduler.schedule(other, '2026-12-30T13:00:00+03:00');
    expect(scheduler.cancel(cancelled.id)).toBe(true);
    expect(scheduler.cancel(cancelled.id)).toBe(false);
    const empty = scheduler.schedule(target, '2026-12-30T13:00:00+03:00');
    await clock.advance(3_600_000);
    expect(getPage(db, '/about-us', 'en', false)!.title).not.toBe('Later');
    expect(scheduler.get(empty.id)).toMatchObject({
      state: 'failed',
      outcome: 'Nothing was published: there was no draft any more.',
    });
    // A failure stays on the list for a week: someone must hear the gala was not announced.
    expect(scheduler.list().map((job) => job.id)).toEqual([empty.id]);
    await clock.advance(8 * 86_400_000);
    expect(scheduler.list()).toEqual([]);
  });

  it('on start, publishes at once what fell due while it was stopped, and what a crash left running', async () => {
    savePageDraft(db, '/hakkimizda', 'tr', { title: 'Kaçırılan' });
    const job = scheduler.schedule(target, '2026-12-30T11:00:00+03:00');
    db.prepare(`UPDATE scheduled_publishes SET state = 'running' WHERE id = ?`).run(job.id);
    scheduler.start();
    await settle();
    expect(getPage(db, '/hakkimizda', 'tr', false)!.title).toBe('Kaçırılan');
    expect(scheduler.get(job.id)!.state).toBe('done');
  });

  it('wakes at least every minute, so a clock moved on is noticed', async () => {
    savePageDraft(db, '/hakkimizda', 'tr', { title: 'Sonra' });
    scheduler.start();
    scheduler.schedule(target, '2026-12-30T15:00:00+03:00');
    clock.time += 3 * 3_600_000;
    await clock.advance(60_000);
    expect(getPage(db, '/hakkimizda', 'tr', false)!.title).toBe('Sonra');
  });
});

describe('scheduled publishing through the editor API', () => {
  const TOKEN = 'editor-token';
  let site: StubServer;
  let notices: { at: number; body: Record<string, unknown> }[] = [];
  let provider: TestProvider;
  let admin: TestClient;
  let dir: string;

  beforeAll(async () => {
    site = await startStubServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        notices.push({ at: Date.now(), body: JSON.parse(text) });
        res.writeHead(200).end('{}');
      });
    });
    dir = mkdtempSync(path.join(tmpdir(), 'provider-schedule-'));
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const options = (dbPath = ':memory:') => ({
    adminToken: TOKEN,
    dbPath,
    revalidateUrl: `${site.url}/api/revalidate`,
  });

  afterEach(async () => {
    await provider?.close();
    notices = [];
  });

  const inMs = (ms: number) => {
    // With Istanbul's offset, as the workspace sends it.
    const local = new Date(Date.now() + ms + 3 * 3_600_000).toISOString().slice(0, 23);
    return `${local}+03:00`;
  };
  const title = async (url: string, lang: string) =>
    (
      await json<Page>(
        await provider.get(`/v1/pages/url-lang?property-network-id=4&url=${url}&lang=${lang}`),
      )
    ).title;

  it('answers 202, lists and cancels; refuses a past moment, one without offset, and nothing to publish', async () => {
    provider = await startTestProvider(options());
    admin = provider.as(bearer(TOKEN));
    const query = 'url=/hakkimizda&lang=tr';
    const noDraft = await admin.post(
      `/admin/pages/publish?${query}&at=${encodeURIComponent(inMs(3_600_000))}`,
    );
    expect(noDraft.status).toBe(409);
    expect(await noDraft.json()).toEqual({ message: 'No draft to publish: save a draft first.' });
    await admin.put(`/admin/pages?${query}`, { title: 'Gala' });
    for (const [at, message] of [
      [
        '2026-12-31T00:00',
        'Give the moment as a date and time with its offset, e.g. 2026-12-31T00:00:00+03:00.',
      ],
      ['2020-01-01T00:00:00+03:00', 'This moment has passed: pick a time in the future.'],
      ['2099-01-01T00:00:00+03:00', 'Pick a moment within a year from now.'],
    ] as const) {
      const refused = await admin.post(
        `/admin/pages/publish?${query}&at=${encodeURIComponent(at)}`,
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ errors: { at: message } });
    }

    const at = inMs(3_600_000);
    const scheduled = await admin.post(
      `/admin/pages/publish?${query}&at=${encodeURIComponent(at)}`,
    );
    expect(scheduled.status).toBe(202);
    const job = await json<{ id: number }>(scheduled);
    expect(job).toMatchObject({
      kind: 'page',
      url: '/hakkimizda',
      lang: 'tr',
      at,
      state: 'pending',
      title: 'Gala',
    });
    expect(await json(await admin.get('/admin/scheduled'))).toEqual([job]);
    const entry = await json<{ scheduled: unknown }>(
      await admin.get(`/admin/pages/entry?${query}`),
    );
    expect(entry.scheduled).toEqual({ id: job.id, at });
    const listed = await json<{ url: string; scheduled: unknown }[]>(
      await admin.get('/admin/pages?lang=tr'),
    );
    expect(listed.find((page) => page.url === '/hakkimizda')!.scheduled).toEqual({
      id: job.id,
      at,
    });

    const cancelled = await admin.delete(`/admin/scheduled/${job.id}`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      state: 'cancelled',
      outcome: 'Cancelled by an editor.',
    });
    expect((await admin.delete(`/admin/scheduled/${job.id}`)).status).toBe(409);
    expect((await admin.delete('/admin/scheduled/99999')).status).toBe(404);
    expect(await json(await admin.get('/admin/scheduled'))).toEqual([]);
    expect(await title('/hakkimizda', 'tr')).toBe('Hakkımızda');

    // Discarding the draft, or publishing it now, drops its publish set for later.
    await admin.post(`/admin/pages/publish?${query}&at=${encodeURIComponent(at)}`);
    expect((await admin.delete(`/admin/pages/draft?${query}`)).status).toBe(200);
    expect(await json(await admin.get('/admin/scheduled'))).toEqual([]);
    await admin.put('/admin/settings', { phone: '+90 242 555 00 00' });
    expect((await admin.post(`/admin/settings/publish?at=${encodeURIComponent(at)}`)).status).toBe(
      202,
    );
    expect((await admin.post('/admin/settings/publish')).status).toBe(200);
    expect(await json(await admin.get('/admin/scheduled'))).toEqual([]);
  });

  it('publishes at the moment with the webhook, on the real clock', async () => {
    provider = await startTestProvider(options());
    admin = provider.as(bearer(TOKEN));
    const events = await json<{ slug: string }[]>(await admin.get('/admin/events?lang=de'));
    const query = `slug=${events[0]!.slug}&lang=de`;
    await admin.put(`/admin/events?${query}`, { title: 'Pünktlich' });
    // Far enough ahead that the request, however slow the machine, arrives before the moment.
    const at = inMs(2_000);
    expect(
      (await admin.post(`/admin/events/publish?${query}&at=${encodeURIComponent(at)}`)).status,
    ).toBe(202);
    // The moment itself is checked below and, to the millisecond, on the fake clock above.
    await expect.poll(() => notices.length, { timeout: 15_000 }).toBe(1);
    expect(notices[0]!.body).toEqual({ type: 'event', slug: events[0]!.slug, lang: 'de' });
    expect(notices[0]!.at).toBeGreaterThanOrEqual(Date.parse(at));
    const entry = await json<{ published: { title: string }; scheduled: unknown }>(
      await admin.get(`/admin/events/entry?${query}`),
    );
    expect(entry.published.title).toBe('Pünktlich');
    expect(entry.scheduled).toBeNull();
  });

  it('survives a restart: a publish due while the provider was down happens when it starts', async () => {
    const dbPath = path.join(dir, 'provider.db');
    provider = await startTestProvider(options(dbPath));
    admin = provider.as(bearer(TOKEN));
    await admin.put('/admin/pages?url=/about-us&lang=ru', { title: 'После перезапуска' });
    const at = inMs(2_000);
    expect(
      (await admin.post(`/admin/pages/publish?url=/about-us&lang=ru&at=${encodeURIComponent(at)}`))
        .status,
    ).toBe(202);
    await provider.close();
    // Down until the moment has passed.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 300));
    expect(notices).toEqual([]);

    provider = await startTestProvider(options(dbPath));
    await expect
      .poll(() => notices.map((notice) => notice.body), { timeout: 15_000 })
      .toEqual([{ type: 'page', lang: 'ru', url: '/about-us' }]);
    expect(await title('/about-us', 'ru')).toBe('После перезапуска');
  });
});
