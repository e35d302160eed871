import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dumpToDataDir } from '../test/dump-file';
import { migrationsFolder as realMigrations } from '../test/global-setup';
import { freshPostgresUrl } from '../test/test-database';
import { migrationsApplied, openDatabase } from './client';

describe('openDatabase on a PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true })));

  it('opens it with a 32 MB buffer cache, not PostgreSQL’s 128 MB that would all be resident at start (issue 10 §6)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gp-client-'));
    dirs.push(dataDir);
    // A data directory as a first start leaves it, without running initdb here.
    await dumpToDataDir(inject('testDatabases').empty, join(dataDir, 'pgdata'));
    // No migrations to apply: this checks how the database is opened.
    const migrationsFolder = join(dataDir, 'migrations');
    mkdirSync(join(migrationsFolder, 'meta'), { recursive: true });
    writeFileSync(
      join(migrationsFolder, 'meta/_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
    );

    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      const { rows } = (await database.db.execute(
        sql`show shared_buffers`,
      )) as unknown as { rows: { shared_buffers: string }[] };
      expect(database.kind).toBe('pglite');
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});

describe('openDatabase on a database that holds every migration (issue 10 §6)', () => {
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    dirs.forEach((d) => rmSync(d, { recursive: true }));
    for (const drop of drops) await drop();
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'gp-client-'));
    dirs.push(dir);
    return dir;
  };

  /** Where a migrated database is: a PGlite data directory, or a PostgreSQL URL. */
  async function migratedDatabase() {
    const dataDir = tempDir();
    const fresh = await freshPostgresUrl('migrated');
    if (fresh) {
      drops.push(fresh.drop);
      return { dataDir, databaseUrl: fresh.url, onIdleError: () => {} };
    }
    const dbs = inject('testDatabases');
    if (dbs.kind !== 'pglite') throw new Error('unreachable');
    await dumpToDataDir(dbs.migrated, join(dataDir, 'pgdata'));
    return { dataDir };
  }

  it('does not run the migrator: an unchanged start reads no migration file', async () => {
    const where = await migratedDatabase();
    // The journal alone: the migrator would fail on the missing SQL files.
    const migrationsFolder = join(tempDir(), 'migrations');
    mkdirSync(join(migrationsFolder, 'meta'), { recursive: true });
    cpSync(
      join(realMigrations, 'meta/_journal.json'),
      join(migrationsFolder, 'meta/_journal.json'),
    );
    const database = await openDatabase({ ...where, migrationsFolder });
    try {
      expect(await migrationsApplied(database.db, migrationsFolder)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('applies a migration newer than the newest applied one, then counts it as applied', async () => {
    const where = await migratedDatabase();
    const migrationsFolder = join(tempDir(), 'migrations');
    cpSync(realMigrations, migrationsFolder, { recursive: true });
    const journalFile = join(migrationsFolder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({
      ...last,
      idx: last.idx + 1,
      when: last.when + 1000,
      tag: '9999_client_test',
    });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(
      join(migrationsFolder, '9999_client_test.sql'),
      'CREATE TABLE "client_test_probe" ("id" integer);',
    );

    const database = await openDatabase({ ...where, migrationsFolder });
    try {
      const { rows } = (await database.db.execute(
        sql`select to_regclass('client_test_probe') is not null as present`,
      )) as unknown as { rows: { present: boolean }[] };
      expect(rows[0]?.present).toBe(true);
      expect(await migrationsApplied(database.db, migrationsFolder)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
