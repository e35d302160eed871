import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pageTimeStatement } from '@gp/domain';
import { buildApp } from '../app';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';
import { backoffMs, MAX_BACKOFF_MS } from './lrs-outbox';

/** A small LRS: refuses with 503 while `down`, then counts each statement it takes. */
class FakeLrs {
  down = true;
  refused = 0;
  readonly arrivals = new Map<string, number>();
  readonly problems: string[] = [];
  private server: Server = createServer((req, res) => {
    void this.take(req).then((status) => {
      res.writeHead(status);
      res.end();
    });
  });

  private async take(req: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (this.down) {
      this.refused++;
      return 503;
    }
    const url = new URL(req.url ?? '/', 'http://lrs');
    const id = url.searchParams.get('statementId') ?? '';
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      id?: string;
    };
    if (req.method !== 'PUT' || url.pathname !== '/xapi/statements')
      this.problems.push(`${req.method} ${url.pathname}`);
    if (body.id !== id) this.problems.push(`body id ${body.id} for ${id}`);
    if (req.headers['x-experience-api-version'] !== '1.0.3')
      this.problems.push('no version header');
    if (
      req.headers.authorization !==
      `Basic ${Buffer.from('lrs-user:lrs-secret').toString('base64')}`
    )
      this.problems.push('wrong credentials');
    this.arrivals.set(id, (this.arrivals.get(id) ?? 0) + 1);
    return 204;
  }

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/xapi/`;
  }

  close() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
}

const until = async (what: () => Promise<boolean> | boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the LRS outbox retry wait', () => {
  it('doubles from the base with a quarter of jitter, up to 5 minutes', () => {
    expect(backoffMs(1, 1000, () => 0.5)).toBe(1000);
    expect(backoffMs(3, 1000, () => 0.5)).toBe(4000);
    expect(backoffMs(3, 1000, () => 0)).toBe(3000);
    expect(backoffMs(40, 1000, () => 0.5)).toBe(MAX_BACKOFF_MS);
  });
});

describe('the outbox to an external LRS (DESIGN.md §4 Learning records)', () => {
  const lrs = new FakeLrs();
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    const endpoint = await lrs.listen();
    t = await createTestApp({
      LRS_ENDPOINT: endpoint,
      LRS_USERNAME: 'lrs-user',
      LRS_PASSWORD: 'lrs-secret',
      LRS_RETRY_BASE_MS: '40',
    });
    // A second instance on the same database, sending from the same outbox.
    second = await buildApp(t.app.config, t.database, { logger: false });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await t.close();
    await lrs.close();
  });

  it('sends every statement exactly once through an outage, from two instances', async () => {
    // Statements the server records itself (sign-ins, on either instance)...
    const students: { token: string; id: string }[] = [];
    for (const [i, user] of [
      'regular',
      'demo',
      'regular-cn',
      'regular-ru',
    ].entries()) {
      const { body } = await signInAs(i % 2 ? second : t.app, user);
      students.push({ token: body.Token, id: body.UserInfo.UserId });
    }
    // ...and statements a browser sends to the store.
    const regular = students[0]!;
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v2/xAPI/AccessToken/',
      headers: bearer(regular.token),
    });
    const basic = (token.json() as { Token: string }).Token;
    const sent = Array.from({ length: 30 }, (_, i) =>
      pageTimeStatement(
        {
          statementId: randomUUID(),
          studentId: regular.id,
          timestamp: new Date().toISOString(),
          version: '0.1.0',
          platform: 'web',
        },
        { pageId: `page-${i}`, seconds: i },
      ),
    );
    for (const [i, s] of sent.entries()) {
      const res = await (i % 2 ? second : t.app).inject({
        method: 'PUT',
        url: `/xapi/statements?statementId=${s.id}`,
        headers: {
          'x-experience-api-version': '1.0.3',
          authorization: `Basic ${basic}`,
        },
        payload: s,
      });
      expect(res.statusCode).toBe(204);
    }
    // A resend by the browser is stored once, so it is forwarded once.
    await t.app.inject({
      method: 'PUT',
      url: `/xapi/statements?statementId=${sent[0]!.id}`,
      headers: {
        'x-experience-api-version': '1.0.3',
        authorization: `Basic ${basic}`,
      },
      payload: sent[0],
    });

    // The LRS is down: the outbox keeps trying, and nothing is lost.
    await until(() => lrs.refused >= 6);
    expect(lrs.arrivals.size).toBe(0);
    const during = await t.app.repos.learningRecords.outboxCounts();
    expect(during.sent).toBe(0);
    expect(during.waiting).toBe(4 + 30);

    lrs.down = false;
    await until(
      async () =>
        (await t.app.repos.learningRecords.outboxCounts()).waiting === 0,
    );

    const stored = await t.app.repos.learningRecords.outboxCounts();
    expect(stored).toEqual({ waiting: 0, sent: 34 });
    expect(lrs.arrivals.size).toBe(34);
    expect([...lrs.arrivals.values()].every((n) => n === 1)).toBe(true);
    for (const s of sent) expect(lrs.arrivals.get(s.id)).toBe(1);
    expect(lrs.problems).toEqual([]);
  }, 60_000);
});
