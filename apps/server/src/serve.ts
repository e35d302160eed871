import type { Config } from './config';
import { openDatabase } from './db/client';
import { holdDataDir } from './db/data-dir-lock';

/**
 * The app's code (Fastify, the routes, the contract's schemas), loaded while
 * the database opens: PGlite spends much of its open waiting for its files
 * and for its WebAssembly to compile on other threads, and this thread
 * evaluates the app's modules meanwhile instead of before (decision 014).
 */
async function loadAppCode() {
  const [app, seed, course, retention, reports] = await Promise.all([
    import('./app'),
    import('./db/seed'),
    import('./content/load-course'),
    import('./lib/retention'),
    import('./report/report-service'),
  ]);
  return {
    buildApp: app.buildApp,
    seedDemoAccounts: seed.seedDemoAccounts,
    loadCourseIntoDatabase: course.loadCourseIntoDatabase,
    scheduleRetention: retention.scheduleRetention,
    scheduleStudyReports: reports.scheduleStudyReports,
  };
}

/**
 * One serving process: database (migrated and seeded), course, HTTP, the
 * scheduled jobs, and a graceful stop. server.ts loads this module only in a
 * process that serves, so a primary that only supervises workers never holds
 * the app (Fastify, Drizzle, the contract's schemas).
 */
export async function serve(config: Config): Promise<void> {
  const release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
  // Both at once: the open first, so its file reads and compiling start
  // before this thread is busy evaluating the app's code.
  const [database, code] = await Promise.all([
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsFolder: config.paths.migrations,
    }),
    loadAppCode(),
  ]);
  const {
    buildApp,
    seedDemoAccounts,
    loadCourseIntoDatabase,
    scheduleRetention,
    scheduleStudyReports,
  } = code;
  const app = await buildApp(config, database);
  app.log.info(
    database.kind === 'pglite'
      ? { dataDir: config.dataDir }
      : { database: 'postgres' },
    `database ready (${database.kind}), migrations applied`,
  );
  await seedDemoAccounts(database.db, app.log);
  await loadCourseIntoDatabase(database.db, app.log, config.paths);
  // The scheduled jobs start once the server listens (below): their first
  // runs' queries would otherwise hold PGlite's one connection while the
  // server starts listening.
  let stopJobs = async () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(
      { signal },
      'shutting down: no new connections, finishing requests in flight',
    );
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await stopJobs();
      await database.close();
      release();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Grammar Pro is at http://localhost:${config.port}/gl/login`);
  if (stopping) return;
  void app.warmUp().then(
    (report) => app.log.info(report, 'warmed up'),
    (err: unknown) => app.log.warn({ err }, 'warm-up failed'),
  );
  // The privacy policy's retention (decision 010): now, then every 6 hours.
  const stopRetention = scheduleRetention(database.db, app.log);
  // Monthly study reports (issue 13): at start, then hourly; made once per student and month.
  const stopReports = scheduleStudyReports(app);
  stopJobs = async () => {
    await stopRetention();
    await stopReports();
  };
}
