import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pageTimeStatement,
  type StatementSendOutcome,
  type XapiStatement,
} from '@gp/domain';
import { browserEventBase, uuidV4 } from './event-base';
import {
  forgetLearningRecordStore,
  openLearningRecordStore,
} from './queue-store';
import { createStatementQueue, type StatementQueue } from './statement-queue';

// spec 02 §4 Learning-activity sending; DESIGN.md §4 "queued in IndexedDB until stored".
const ME = '7d1a0f7e-0000-4000-8000-000000000001';
const OTHER = '7d1a0f7e-0000-4000-8000-000000000002';

const statement = (student = ME, pageId = 'learn'): XapiStatement =>
  pageTimeStatement(browserEventBase(student), { pageId, seconds: 3 });

interface Harness {
  queue: StatementQueue;
  sent: { token: string; id: string }[];
  logs: string[];
  tokens: { fresh: boolean }[];
  clock: { now: number };
  inFlight: { now: number; max: number };
}

const queues: StatementQueue[] = [];

function harness(
  reply: (
    id: string,
    token: string,
  ) => StatementSendOutcome | Promise<StatementSendOutcome>,
  token: (fresh: boolean) => string | null = (fresh) =>
    fresh ? 'fresh' : 'cached',
): Harness {
  const h = {
    sent: [] as { token: string; id: string }[],
    logs: [] as string[],
    tokens: [] as { fresh: boolean }[],
    clock: { now: 1_000_000 },
    inFlight: { now: 0, max: 0 },
  };
  const queue = createStatementQueue({
    store: openLearningRecordStore,
    token: async (_student, fresh) => {
      h.tokens.push({ fresh });
      return token(fresh);
    },
    send: async (t, s) => {
      h.inFlight.now += 1;
      h.inFlight.max = Math.max(h.inFlight.max, h.inFlight.now);
      h.sent.push({ token: t, id: s.id });
      try {
        return await reply(s.id, t);
      } finally {
        h.inFlight.now -= 1;
      }
    },
    log: (m) => h.logs.push(m),
    now: () => h.clock.now,
    random: () => 1,
  });
  queues.push(queue);
  return { ...h, queue };
}

const queued = async (student?: string) =>
  (await openLearningRecordStore()).count(student);

beforeEach(() => forgetLearningRecordStore());
afterEach(() => {
  for (const q of queues.splice(0)) q.stop();
});

describe('the browser learning-record queue', () => {
  it('sends one statement at a time, oldest first, and removes each once stored', async () => {
    const h = harness(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return { kind: 'stored' };
    });
    const statements = [statement(), statement(), statement()];
    for (const [i, s] of statements.entries()) {
      h.clock.now += i;
      await h.queue.enqueue(ME, s);
    }
    h.queue.setStudent(ME);
    await h.queue.idle();
    await h.queue.idle();
    expect(h.sent.map((s) => s.id)).toEqual(statements.map((s) => s.id));
    expect(h.inFlight.max).toBe(1);
    expect(await queued()).toBe(0);
  });

  it('keeps a statement through a lost connection and a 5xx, waits with a back-off, then sends it', async () => {
    let down = 2;
    const h = harness(() => {
      if (down-- === 2) return { kind: 'network' };
      if (down === 0) return { kind: 'status', status: 503 };
      return { kind: 'stored' };
    });
    const s = statement();
    h.queue.setStudent(ME);
    await h.queue.enqueue(ME, s);
    await h.queue.idle();
    const store = await openLearningRecordStore();
    expect(await store.head(ME)).toMatchObject({
      id: s.id,
      failures: 1,
      notBefore: h.clock.now + 2_000,
    });
    // Before the wait is over nothing is sent.
    h.clock.now += 1_000;
    await h.queue.kick();
    expect(h.sent).toHaveLength(1);
    h.clock.now += 1_000;
    await h.queue.kick();
    expect(await store.head(ME)).toMatchObject({ failures: 2 });
    // Back online: the wait is skipped.
    await h.queue.kick({ now: true });
    expect(h.sent.map((x) => x.id)).toEqual([s.id, s.id, s.id]);
    expect(await queued()).toBe(0);
    expect(h.logs).toEqual([]);
  });

  it('refetches the token on an invalid token and sends the same statement again (spec 02 §4)', async () => {
    const h = harness((_id, token) =>
      token === 'cached' ? { kind: 'status', status: 401 } : { kind: 'stored' },
    );
    const s = statement();
    h.queue.setStudent(ME);
    await h.queue.enqueue(ME, s);
    await h.queue.idle();
    expect(h.sent).toEqual([
      { token: 'cached', id: s.id },
      { token: 'fresh', id: s.id },
    ]);
    expect(h.tokens).toEqual([{ fresh: false }, { fresh: true }]);
    expect(await queued()).toBe(0);
  });

  it.each([400, 409])(
    'logs and drops a statement the store refuses for good (%i), then sends the next',
    async (status) => {
      const bad = statement();
      const good = statement();
      const h = harness((id) =>
        id === bad.id ? { kind: 'status', status } : { kind: 'stored' },
      );
      await h.queue.enqueue(ME, bad);
      h.clock.now += 1;
      await h.queue.enqueue(ME, good);
      h.queue.setStudent(ME);
      await h.queue.idle();
      expect(h.sent.map((x) => x.id)).toEqual([bad.id, good.id]);
      expect(h.logs).toHaveLength(1);
      expect(h.logs[0]).toContain(bad.id);
      expect(h.logs[0]).toContain(String(status));
      expect(await queued()).toBe(0);
    },
  );

  it('keeps statements while no token can be had (spec 02 §5 blank token), sending nothing', async () => {
    const h = harness(
      () => ({ kind: 'stored' }),
      () => null,
    );
    h.queue.setStudent(ME);
    await h.queue.enqueue(ME, statement());
    await h.queue.idle();
    expect(h.sent).toEqual([]);
    expect(await queued(ME)).toBe(1);
  });

  it("sends only the signed-in student's statements; another student's wait for them", async () => {
    const h = harness(() => ({ kind: 'stored' }));
    const theirs = statement(OTHER);
    await h.queue.enqueue(OTHER, theirs);
    h.queue.setStudent(ME);
    await h.queue.enqueue(ME, statement());
    await h.queue.idle();
    expect(h.sent).toHaveLength(1);
    expect(await queued(OTHER)).toBe(1);
    h.queue.setStudent(OTHER);
    await h.queue.idle();
    expect(h.sent.map((x) => x.id)).toContain(theirs.id);
    expect(await queued()).toBe(0);
  });

  it('survives a closed tab: what was queued is sent by the next page load', async () => {
    // The first page queues two statements and is closed while the first is on its way.
    const first = harness(() => new Promise<StatementSendOutcome>(() => {}));
    const a = statement();
    const b = statement(ME, 'module_lesson');
    first.queue.setStudent(ME);
    await first.queue.enqueue(ME, a);
    first.clock.now += 1;
    await first.queue.enqueue(ME, b);
    expect(first.sent.map((x) => x.id)).toEqual([a.id]);
    first.queue.stop();

    // The next page load: a new queue on the same IndexedDB.
    forgetLearningRecordStore();
    const next = harness(() => ({ kind: 'stored' }));
    next.queue.setStudent(ME);
    await next.queue.idle();
    expect(next.sent.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(await queued()).toBe(0);
  });

  it('makes version-4 UUID statement ids', () => {
    expect(uuidV4()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
