import { loadConfig, ConfigError } from './config';
import { startWorkersIfMany } from './cluster';

/** Starts Grammar Pro: config, then one serving process (serve.ts) or a primary over several. */
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
  // Loaded here, not above: a primary that only supervises holds none of the app (about 60 MB).
  const { serve } = await import('./serve');
  await serve(config);
}

main().catch((err: unknown) => {
  console.error('Grammar Pro could not start:', err);
  process.exit(1);
});
