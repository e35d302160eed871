import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { createRepositories } from './repositories';
import { appMetaRepository } from './repositories/app-meta';
import { hashPassword } from '../lib/passwords';

/** The demo accounts of DESIGN.md §3, all with the password `grammar`. */
export const DEMO_ACCOUNTS = [
  {
    userName: 'regular',
    englishFirstName: 'Riley',
    marketRegion: 0,
    status: 1,
  },
  { userName: 'demo', englishFirstName: 'Dana', marketRegion: 0, status: 4 },
  { userName: 'expired', englishFirstName: 'Eli', marketRegion: 0, status: 2 },
  {
    userName: 'regular-cn',
    englishFirstName: 'Lily',
    marketRegion: 1,
    status: 1,
  },
  {
    userName: 'regular-ru',
    englishFirstName: 'Sasha',
    marketRegion: 2,
    status: 1,
  },
  {
    userName: 'regular-id',
    englishFirstName: 'Putri',
    marketRegion: 4,
    status: 1,
  },
] as const;
export const DEMO_PASSWORD = 'grammar';

/** Creates the demo accounts once, on the first start of an empty database. */
export async function seedDemoAccounts(
  db: Db,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await appMetaRepository(db).get('demo_accounts_seeded')) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const year = 365 * 24 * 3600 * 1000;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const repos = createRepositories(tx);
    const existing = new Set(
      (await repos.students.list()).map((s) => s.userName),
    );
    const rows = DEMO_ACCOUNTS.filter((a) => !existing.has(a.userName)).map(
      (a) => ({
        ...a,
        passwordHash,
        startTime: new Date(now - 30 * 24 * 3600 * 1000),
        // The expired account ended yesterday; the others run for ten years.
        expireTime:
          a.status === 2
            ? new Date(now - 24 * 3600 * 1000)
            : new Date(now + 10 * year),
      }),
    );
    await repos.students.insertMany(rows);
    await repos.appMeta.set('demo_accounts_seeded', {
      at: new Date().toISOString(),
    });
    log.info(
      { accounts: rows.map((r) => r.userName) },
      `seeded ${rows.length} demo accounts (their password is in the README)`,
    );
  });
}
