/**
 * Several instances (issue 16): two server processes on one PostgreSQL
 * behind the bench's round-robin proxy. A student signs in on one, starts
 * the diagnostic test on the other and submits on the first; the session
 * limit, sign-in throttling, tracking limit and a logout hold across both,
 * because the database, not the instance, holds that state.
 */
import type { DiagnosticTest } from '@gp/api';
import { createDatabase } from '../support';
import { startProxy } from './proxy';
import { startServer, type ServerProcess } from './processes';
import { seedSchool } from './seed';
import { testAnswers } from '../answers';
import { runTrial, type Trial } from './trial';

export interface InstancesCheck {
  pass: boolean;
  checks: { name: string; pass: boolean; detail?: string }[];
  /** A school run through the proxy, when BENCH_SCHOOL_INSTANCES_N is set. */
  load?: Trial;
}

interface Answer {
  status: number;
  upstream: string;
  body: Record<string, unknown>;
}

export async function checkInstances(
  adminUrl: string,
): Promise<InstancesCheck> {
  const name = `gp_instances_${Date.now()}`;
  const url = await createDatabase(adminUrl, name);
  const loadN = Number(process.env.BENCH_SCHOOL_INSTANCES_N ?? 0);
  await seedSchool({ databaseUrl: url, dataDir: '' }, Math.max(10, loadN + 10));
  const env = { DATABASE_URL: url, TRACKING_EVENTS_PER_MINUTE: '100' };
  const servers: ServerProcess[] = [];
  const checks: InstancesCheck['checks'] = [];
  const check = (label: string, pass: boolean, detail?: string) =>
    checks.push({ name: label, pass, detail });
  let load: Trial | undefined;
  try {
    servers.push(await startServer(env), await startServer(env));
    const proxy = await startProxy(servers.map((s) => s.url));
    try {
      const call = async (
        method: string,
        path: string,
        token?: string,
        body?: unknown,
      ): Promise<Answer> => {
        const res = await fetch(`${proxy.url}${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        return {
          status: res.status,
          upstream: res.headers.get('x-bench-upstream') ?? '?',
          body: (text.startsWith('{') ? JSON.parse(text) : { text }) as Record<
            string,
            unknown
          >,
        };
      };
      const signIn = (user: string, password = 'school-pass') =>
        call('POST', '/api/v2/Authentication/GP/', undefined, {
          UserName: user,
          Password: password,
          Platform: 16,
        });

      // One student's test over both instances: sign in, start, submit.
      const a = await signIn('school-0');
      const token = String(a.body.Token);
      const start = await call(
        'PUT',
        '/api/v2/StudentDiagnosticTest/Start/',
        token,
      );
      const test = start.body as unknown as DiagnosticTest;
      const save = await call(
        'PUT',
        '/api/v2/StudentDiagnosticTest/Save/',
        token,
        {
          DiagnosticTestKey: test.DiagnosticTestKey,
          StudentId: (a.body.UserInfo as { UserId: string }).UserId,
          IdempotencyKey: 'instances-check-save',
          StudentModuleActivityAnswer: testAnswers(test, 1000),
        },
      );
      check(
        'signed in on one instance, started the test on the other, submitted on the first',
        a.status === 200 &&
          start.status === 200 &&
          save.status === 200 &&
          a.upstream === save.upstream &&
          a.upstream !== start.upstream,
        `instances ${a.upstream}, ${start.upstream}, ${save.upstream}; answers ${a.status}, ${start.status}, ${save.status}`,
      );

      // Five sessions over both instances; the sixth is refused on either.
      for (let i = 0; i < 5; i++) await signIn('school-1');
      const sixth = await signIn('school-1');
      check(
        'a sixth session is refused (empty Token, 5 sessions listed) though the five were opened on both instances',
        sixth.status === 200 &&
          sixth.body.Token === '' &&
          (sixth.body.SessionList as unknown[]).length === 5,
        `answered ${sixth.status} on instance ${sixth.upstream} with ${(sixth.body.SessionList as unknown[] | undefined)?.length ?? 0} sessions`,
      );

      // Ten failures spread over both instances hold the account here.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await signIn('school-2', `wrong-${i}`)).status);
      const held = await signIn('school-2');
      check(
        'ten failed sign-ins spread over both instances: the next attempt answers 429 on either',
        statuses.slice(0, 10).every((s) => s === 401) &&
          statuses[10] === 429 &&
          held.status === 429,
        `statuses ${statuses.join(' ')}, then ${held.status} with the right password from the same address`,
      );

      // The tracking limit (100 events a minute here) counts over both instances.
      const s3 = String((await signIn('school-3')).body.Token);
      const batch = Array.from({ length: 50 }, () => ({
        TrackType: 'Duration',
        LocalStamp: new Date().toISOString(),
      }));
      const t1 = await call('POST', '/api/v2/Tracking/', s3, { Events: batch });
      const t2 = await call('POST', '/api/v2/Tracking/', s3, { Events: batch });
      const t3 = await call('POST', '/api/v2/Tracking/', s3, { Events: batch });
      check(
        'the tracking limit (100 events a minute) counts both instances: the third batch of 50 answers 429',
        t1.status === 200 &&
          t2.status === 200 &&
          t3.status === 429 &&
          t1.upstream !== t2.upstream,
        `statuses ${t1.status} ${t2.status} ${t3.status} on instances ${t1.upstream} ${t2.upstream} ${t3.upstream}`,
      );

      // A logout on one instance ends the session on the other at once.
      const out = await call('DELETE', '/api/v1/Token/', token);
      const after = await call('GET', '/api/v2/StudentProfile/', token);
      check(
        'a logout on one instance is refused on the other on the very next call',
        out.status === 200 &&
          after.status === 401 &&
          out.upstream !== after.upstream,
        `logout ${out.status} on ${out.upstream}, then ${after.status} on ${after.upstream}`,
      );

      if (loadN > 0)
        load = await runTrial({
          servers,
          url: proxy.url,
          n: loadN,
          firstIndex: 10,
          phase: 'start',
        });
    } finally {
      await proxy.close();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  return { pass: checks.every((c) => c.pass), checks, load };
}
