import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .default('0')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A whole number in decimal digits: z.coerce would read "1e3" or "0x50" too. */
const integer = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

const WORKERS_MESSAGE = 'must be auto or a whole number from 1 to 64';

const EnvSchema = z.object({
  PORT: integer(0, 65535, 8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The repository checkout: built web app, player, help pages, migrations, course. */
  ROOT_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  PUBLIC_ORIGIN: z
    .url({
      message: 'must be an absolute URL such as https://grammar.example.com',
    })
    .optional(),
  FIXED_MARKET_REGION: z
    .enum(['0', '1', '2', '4'], {
      message: 'must be 0, 1, 2 or 4 (or empty)',
    })
    .optional()
    .transform((v) => (v === undefined ? null : (Number(v) as 0 | 1 | 2 | 4))),
  CHINA_DOMAIN: bool,
  FILING_NUMBER: z.string().default(''),
  PORTAL_LOGIN_URL: z.string().default(''),
  HELP_CENTER_URL: z.string().default('/help/'),
  CHINA_BUSINESS_UNIT: z.string().default('GP-CN'),
  MAINTENANCE: bool,
  TRUST_PROXY: bool,
  /** An external error-logging search service (spec 01 §7); logs only when unset. */
  ERROR_LOG_ENDPOINT: z.url().optional(),
  /** An external learning record store (DESIGN.md §4 Learning records). */
  LRS_ENDPOINT: z.url().optional(),
  /** Basic credentials for LRS_ENDPOINT (the statement outbox sends with them). */
  LRS_USERNAME: z.string().optional(),
  LRS_PASSWORD: z.string().optional(),
  /** The outbox's first retry wait after a failed send; it doubles up to 5 minutes. */
  LRS_RETRY_BASE_MS: integer(10, 600_000, 1_000),
  /** Failed sign-ins of an account from one address (or one device cookie) before 429 (decision 015). */
  SIGNIN_ACCOUNT_LIMIT: integer(1, 1_000_000, 10),
  /** Failed sign-ins of an account from all untrusted clients before 429 for those without a device cookie. */
  SIGNIN_ACCOUNT_SPREAD_LIMIT: integer(1, 1_000_000, 100),
  /** Failed sign-ins from one address before its attempts slow down (never refused: a class shares one address). */
  SIGNIN_ADDRESS_LIMIT: integer(1, 1_000_000, 300),
  /** The longest an attempt from a busy address is held back. */
  SIGNIN_ADDRESS_DELAY_MAX_MS: integer(0, 60_000, 3_000),
  /** Slow clients (issue 14): a request's headers and body must arrive within this. */
  REQUEST_TIMEOUT_MS: integer(1_000, 600_000, 30_000),
  /** Headers alone must arrive within this (Node's headersTimeout); at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: integer(1_000, 600_000, 20_000),
  /** An idle kept-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: integer(1_000, 600_000, 10_000),
  /** A connection with no bytes moving for this long is closed. */
  CONNECTION_TIMEOUT_MS: integer(1_000, 600_000, 60_000),
  /** Tracking events one student may store a minute, over every instance. */
  TRACKING_EVENTS_PER_MINUTE: integer(1, 1_000_000, 600),
  /** The Retry-After of a maintenance 503: when clients and proxies should ask again. */
  MAINTENANCE_RETRY_AFTER_SECONDS: integer(1, 86_400, 300),
  /** Server processes on PostgreSQL (cluster.ts): auto (one per core, at most 4) or a number; PGlite runs one. */
  WORKERS: z
    .string()
    .trim()
    .regex(/^(auto|\d+)$/, WORKERS_MESSAGE)
    .transform((v) => (v === 'auto' ? 'auto' : Number(v)))
    .pipe(
      z.union([
        z.literal('auto'),
        z.number().int().min(1, WORKERS_MESSAGE).max(64, WORKERS_MESSAGE),
      ]),
    )
    .default('auto'),
});

/**
 * `PORT=` in a .env file or a container spec means "not set", not "empty":
 * left in, it would become port 0 or fail a URL check, so blank values are
 * dropped before parsing and every variable falls back to its default.
 */
function withoutBlankValues(env: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(env).filter(
      (e): e is [string, string] => e[1] !== undefined && e[1].trim() !== '',
    ),
  );
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads and checks the environment; throws one readable message for every bad value. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
) {
  const parsed = EnvSchema.safeParse(withoutBlankValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // npm runs workspace scripts in the workspace folder; DATA_DIR is relative to
  // where the command was typed (the repository root for `npm start`).
  const base = env.INIT_CWD?.trim() || process.cwd();
  const rootDir = c.ROOT_DIR ? resolve(base, c.ROOT_DIR) : defaultRootDir();
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: isAbsolute(c.DATA_DIR) ? c.DATA_DIR : resolve(base, c.DATA_DIR),
    rootDir,
    paths: pathsUnder(rootDir),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    publicOrigin: c.PUBLIC_ORIGIN,
    fixedMarketRegion: c.FIXED_MARKET_REGION,
    chinaDomain: c.CHINA_DOMAIN,
    filingNumber: c.FILING_NUMBER,
    portalLoginUrl: c.PORTAL_LOGIN_URL,
    helpCenterUrl: c.HELP_CENTER_URL,
    chinaBusinessUnit: c.CHINA_BUSINESS_UNIT,
    maintenance: c.MAINTENANCE,
    trustProxy: c.TRUST_PROXY,
    errorLogEndpoint: c.ERROR_LOG_ENDPOINT,
    lrsEndpoint: c.LRS_ENDPOINT,
    lrsUsername: c.LRS_USERNAME,
    lrsPassword: c.LRS_PASSWORD,
    lrsRetryBaseMs: c.LRS_RETRY_BASE_MS,
    signInAccountLimit: c.SIGNIN_ACCOUNT_LIMIT,
    signInAccountSpreadLimit: c.SIGNIN_ACCOUNT_SPREAD_LIMIT,
    signInAddressLimit: c.SIGNIN_ADDRESS_LIMIT,
    signInAddressDelayMaxMs: c.SIGNIN_ADDRESS_DELAY_MAX_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(c.HEADERS_TIMEOUT_MS, c.REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: c.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeoutMs: c.CONNECTION_TIMEOUT_MS,
    trackingEventsPerMinute: c.TRACKING_EVENTS_PER_MINUTE,
    maintenanceRetryAfterSeconds: c.MAINTENANCE_RETRY_AFTER_SECONDS,
    workers: c.WORKERS,
  };
}

export class ConfigError extends Error {}

/** Where the server finds the files it serves and loads, under the root directory. */
export function pathsUnder(rootDir: string) {
  return {
    webDist: join(rootDir, 'apps/web/dist'),
    playerDist: join(rootDir, 'apps/player/dist'),
    helpDir: join(rootDir, 'apps/web/help'),
    migrations: join(rootDir, 'apps/server/drizzle'),
    courseDir: join(rootDir, 'packages/content/course'),
    /** The code that checks the course: a change to it invalidates the artifact. */
    contentCode: join(rootDir, 'packages/content/src'),
    /** The validated course the build writes (decision 014). */
    courseArtifact: join(rootDir, 'apps/server/dist/course.json'),
  };
}
export type AppPaths = ReturnType<typeof pathsUnder>;

let foundRoot: string | undefined;

/**
 * The checkout this module runs from: the nearest folder above it that holds
 * apps/server. The same answer from src/config.ts (tsx, tests) and from the
 * bundle in dist/, so no other module computes paths from its own location.
 */
export function defaultRootDir(): string {
  if (foundRoot) return foundRoot;
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()])
    for (let dir = start; ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'apps/server/package.json')))
        return (foundRoot = dir);
      if (dirname(dir) === dir) break;
    }
  throw new ConfigError(
    'Cannot find the Grammar Pro checkout above the server: set ROOT_DIR.',
  );
}
