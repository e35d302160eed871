import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTO_WORKERS_MAX, workerCount } from './cluster';
import { ConfigError, loadConfig } from './config';
import { freshPostgresUrl } from './test/test-database';

// Issue 16 "Students per node": one server process per core on PostgreSQL.
const PG = 'postgres://u@127.0.0.1:5432/gp';

describe('how many worker processes the server runs', () => {
  it('runs one per core on PostgreSQL by default, at most AUTO_WORKERS_MAX', () => {
    const config = loadConfig({ DATABASE_URL: PG });
    expect(config.workers).toBe('auto');
    expect(workerCount(config, 2)).toEqual({ count: 2 });
    expect(workerCount(config, 1)).toEqual({ count: 1 });
    expect(workerCount(config, 32).count).toBe(AUTO_WORKERS_MAX);
  });

  it('runs the number WORKERS names on PostgreSQL, more than the cores if asked', () => {
    expect(
      workerCount(loadConfig({ DATABASE_URL: PG, WORKERS: '1' }), 8),
    ).toEqual({ count: 1 });
    expect(
      workerCount(loadConfig({ DATABASE_URL: PG, WORKERS: '6' }), 2),
    ).toEqual({ count: 6 });
  });

  it('runs one process on the embedded PGlite, and says why when asked for more', () => {
    expect(workerCount(loadConfig({}), 8)).toEqual({ count: 1 });
    const asked = workerCount(loadConfig({ WORKERS: '2' }), 8);
    expect(asked.count).toBe(1);
    expect(asked.note).toMatch(/PGlite.*one.*DATABASE_URL/);
  });

  it('refuses a WORKERS that is not auto or 1 to 64, with one readable line', () => {
    for (const bad of ['0', '65', 'two', '1.5', '-1'])
      expect(() => loadConfig({ WORKERS: bad })).toThrow(
        new ConfigError(
          'Invalid configuration:\n  WORKERS: must be auto or a whole number from 1 to 64',
        ),
      );
  });
});

const serverDir = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The live node processes whose parent is `pid` (not tsx's esbuild service). */
function workersOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return stat.includes('(node)') && Number(f[1]) === pid && f[0] !== 'Z';
      } catch {
        return false;
      }
    })
    .map(Number);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// A server process of its own on PostgreSQL (CI runs the server tests there).
const fresh = await freshPostgresUrl('course');
describe.runIf(fresh)('WORKERS=2 on PostgreSQL', () => {
  // Every primary started, so that one a failed test left running is
  // stopped too (its workers leave with it: cluster's IPC closes).
  const primaries: ChildProcess[] = [];
  afterAll(async () => {
    for (const p of primaries) if (p.exitCode === null) p.kill('SIGKILL');
    await fresh?.drop();
  });

  /**
   * The server's primary process with two workers on the fresh database:
   * its pid, what it has printed so far, and its exit code once it exits.
   */
  function startPrimary(port: number) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server.ts'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: fresh!.url,
          WORKERS: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    primaries.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    return { child, pid: child.pid!, output: () => out, exited };
  }

  it('serves from two worker processes, replaces one that crashes, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const { child, pid, output, exited } = startPrimary(port);
    const url = `http://127.0.0.1:${port}`;
    const ready = async () => {
      try {
        return (await fetch(`${url}/api/health/ready`)).ok || undefined;
      } catch {
        return undefined;
      }
    };
    // The primary says so once both listen.
    await until('the workers to listen', () =>
      output().includes('"msg":"2 workers are listening"') ? true : undefined,
    );
    expect(await ready()).toBe(true);
    const workers = workersOf(pid);

    const signIn = await fetch(`${url}/api/v2/Authentication/GP/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        UserName: 'regular',
        Password: 'grammar',
        Platform: 16,
      }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { Token: string }).Token).not.toBe('');

    // A worker that dies is replaced; the node keeps answering.
    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until('a new worker', async () => {
      const now = workersOf(pid);
      return now.length === 2 &&
        !now.includes(workers[0]!) &&
        output().includes('"msg":"a new worker is listening"') &&
        (await ready())
        ? now
        : undefined;
    });
    expect(replaced).toContain(workers[1]);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(replaced.filter(alive)).toEqual([]);
  }, 120_000);

  it('stops cleanly on a SIGTERM that comes while the first worker is still starting', async () => {
    const { child, pid, output, exited } = startPrimary(await freePort());
    // The first worker exists but does not listen yet (tsx alone takes a second).
    await until('the first worker', () =>
      workersOf(pid).length > 0 ? true : undefined,
    );
    expect(output()).not.toContain('listening');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).not.toContain('did not start');
  }, 60_000);
});
