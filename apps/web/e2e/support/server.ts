import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (apps/web/e2e/support -> ../../../..). */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

export interface TestServer {
  url: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) ok();
    else child.once('exit', () => ok());
  });
}

/**
 * Starts the compiled server (apps/server/dist/server.js, what `npm start`
 * runs) on a fresh DATA_DIR and a free port, with extra environment
 * (MAINTENANCE=1, FIXED_MARKET_REGION=1, ...), and resolves once GET
 * /api/health answers 200.
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<TestServer> {
  for (const built of [
    'apps/web/dist/index.html',
    'apps/player/dist/index.html',
    'apps/server/dist/server.js',
  ]) {
    if (!existsSync(join(REPO_ROOT, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first.`);
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'gp-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, dataDir, logs, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await stop();
  throw new Error(
    `The server did not start; the end of its log:\n${logs.join('').slice(-4000)}`,
  );
}
