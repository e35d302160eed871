import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { holdDataDir } from './db/data-dir-lock';
import { seedDemoAccounts } from './db/seed';
import { loadCourseIntoDatabase } from './content/load-course';
import { buildApp } from './app';
import { startWorkersIfMany } from './cluster';
import { scheduleRetention } from './lib/retention';
import { scheduleStudyReports } from './report/report-service';

/** Starts Grammar Pro: config, database (migrated and seeded), HTTP; stops gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // On PostgreSQL, one worker process per core (cluster.ts); this one then only supervises.
  if (await startWorkersIfMany(config)) return;
  const release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: config.paths.migrations,
  });
  const app = await buildApp(config, database);
  app.log.info(
    database.kind === 'pglite'
      ? { dataDir: config.dataDir }
      : { database: 'postgres' },
    `database ready (${database.kind}), migrations applied`,
  );
  await seedDemoAccounts(database.db, app.log);
  await loadCourseIntoDatabase(database.db, app.log, config.paths);
  // The privacy policy's retention (decision 010): now, then every 6 hours.
  const stopRetention = scheduleRetention(database.db, app.log);
  // Monthly study reports (issue 13): at start, then hourly; made once per student and month.
  const stopReports = scheduleStudyReports(app);

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
      await stopRetention();
      await stopReports();
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
}

main().catch((err: unknown) => {
  console.error('Grammar Pro could not start:', err);
  process.exit(1);
});
