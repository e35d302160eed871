import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Config } from './config';

/**
 * Several server processes on one node (issue 16). A Node process runs its
 * JavaScript on one core, so on PostgreSQL `npm start` runs one worker per
 * core (WORKERS=auto, at most AUTO_WORKERS_MAX) sharing the port through
 * node:cluster; the database holds every piece of state, as it does for
 * instances on several machines (README "Several instances"). The embedded
 * PGlite belongs to one process (its DATA_DIR is locked), so it runs one.
 */

/** WORKERS=auto takes one worker per core up to this: each opens up to 10 database connections. */
export const AUTO_WORKERS_MAX = 4;

/** How many server processes to run, and why fewer than asked when so. */
export function workerCount(
  config: Pick<Config, 'workers' | 'databaseUrl'>,
  cores = availableParallelism(),
): { count: number; note?: string } {
  if (!config.databaseUrl)
    return {
      count: 1,
      note:
        config.workers === 'auto' || config.workers === 1
          ? undefined
          : `WORKERS=${config.workers} asks for several processes, but the embedded PGlite database belongs to one: running one. Set DATABASE_URL to run several.`,
    };
  return {
    count:
      config.workers === 'auto'
        ? Math.max(1, Math.min(cores, AUTO_WORKERS_MAX))
        : config.workers,
  };
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50 };

/** The primary's log lines, in the JSON shape the workers' logger (pino) writes. */
function primaryLog(logLevel: string) {
  const threshold =
    logLevel === 'silent'
      ? Infinity
      : ((LEVELS as Record<string, number>)[logLevel] ?? 60);
  return (level: keyof typeof LEVELS, msg: string, extra = {}) => {
    if (LEVELS[level] < threshold) return;
    const line = JSON.stringify({
      level: LEVELS[level],
      time: Date.now(),
      pid: process.pid,
      role: 'primary',
      ...extra,
      msg,
    });
    (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
}

/** A worker's end: listening (started) or the exit code it ended with. */
function started(worker: Worker): Promise<true | number> {
  return new Promise((resolve) => {
    worker.once('listening', () => resolve(true));
    worker.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Restarts of a crashed worker allowed within RESTART_WINDOW_MS before the primary gives up. */
const RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** A worker still running this long after SIGTERM is killed (each forces its own exit at 15 s). */
const STOP_GRACE_MS = 20_000;

/**
 * In the primary process: forks `count` workers (the first alone, since it
 * applies migrations, seeds and loads the course; the others then find that
 * done), restarts one that crashes, and on SIGTERM or SIGINT stops them all
 * gracefully (each finishes its requests in flight) before exiting.
 */
export async function runPrimary(count: number, logLevel: string) {
  const log = primaryLog(logLevel);
  let stopping = false;
  const restarts: number[] = [];
  const live = () => Object.values(cluster.workers ?? {}).filter(Boolean);

  const stopAll = (signal: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping the workers', { signal, workers: live().length });
    const force = setTimeout(() => {
      for (const w of live()) w?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS);
    force.unref();
    let failed = code;
    const exits = live().map(
      (w) =>
        new Promise<void>((resolve) => {
          if (w!.isDead()) return resolve();
          // Ended by this SIGTERM before its own handler was set (still starting): a clean stop.
          w!.once('exit', (c, sig) => {
            if (c !== 0 && sig !== 'SIGTERM') failed = 1;
            resolve();
          });
          w!.process.kill('SIGTERM');
        }),
    );
    void Promise.all(exits).then(() => {
      log('info', 'stopped');
      process.exit(failed);
    });
  };
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  process.on('SIGINT', () => stopAll('SIGINT', 0));

  // Set before any fork: a worker may die while the others still start.
  const listened = new WeakSet<Worker>();
  let startingUp = true;
  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    // At start-up, one that never listened failed to start: `started` reports it.
    if (stopping || (startingUp && !listened.has(worker))) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > RESTARTS) {
      log('error', 'workers keep crashing: stopping', { code, signal });
      return stopAll('crashes', 1);
    }
    log('error', 'a worker exited: starting another', {
      worker: worker.process.pid,
      code,
      signal,
    });
    const next = cluster.fork();
    next.once('listening', () =>
      log('info', 'a new worker is listening', { worker: next.process.pid }),
    );
  });

  const first = await started(cluster.fork());
  // A SIGTERM during start-up ended the workers: stopAll exits, cleanly.
  if (stopping) return;
  if (first !== true) {
    log('error', 'the first worker did not start', { code: first });
    process.exit(first || 1);
  }
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, () => started(cluster.fork())),
  );
  if (stopping) return;
  if (rest.some((r) => r !== true)) {
    log('error', 'a worker did not start', { codes: rest });
    return stopAll('start', 1);
  }
  startingUp = false;
  log('info', `${count} workers are listening`, { workers: count });
}

/**
 * At start: true when this process became the primary of several workers
 * (the caller then does nothing more), false when it should serve itself
 * (a worker, or a single process).
 */
export async function startWorkersIfMany(config: Config): Promise<boolean> {
  if (cluster.isWorker) return false;
  const { count, note } = workerCount(config);
  if (note) primaryLog(config.logLevel)('warn', note);
  if (count <= 1) return false;
  await runPrimary(count, config.logLevel);
  return true;
}
