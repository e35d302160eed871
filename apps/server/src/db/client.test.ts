import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase on a PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true })));

  it('opens it with a 32 MB buffer cache, not PostgreSQL’s 128 MB that would all be resident at start (issue 10 §6)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gp-client-'));
    dirs.push(dataDir);
    // A data directory as a first start leaves it, without running initdb here.
    const seeded = new PGlite(join(dataDir, 'pgdata'), {
      loadDataDir: new Blob([readFileSync(inject('testDatabases').empty)]),
    });
    await seeded.waitReady;
    await seeded.close();
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
