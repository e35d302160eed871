import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPglite } from '../test/test-database';

const folder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The migrations folder as it stood after migration `last` (by index). */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-migrations-'));
  cpSync(folder, dir, { recursive: true });
  const journalFile = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migrations (nothing stored is lost by an upgrade)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true })));

  it('moves per-question answers into one answer sheet per test, in the order asked (0003)', async () => {
    const client = await emptyPglite();
    const db = drizzle(client);
    const before = migrationsUpTo(2);
    dirs.push(before);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into students (id, user_name, password_hash, english_first_name, market_region, status, expire_time)
        values ('00000000-0000-4000-8000-000000000001', 'old', 'x', 'Old', 0, 1, now());
      insert into diagnostic_tests (key, student_id, seed, composition, new_module_keys, verified_module_keys, submitted_at)
        values ('dt-old', '00000000-0000-4000-8000-000000000001', 's', '[]', '[]', '[]', now());
      insert into diagnostic_answers (test_key, module_key, activity_key, question_key, position, response, score, total_score, duration_ms)
        values ('dt-old', 'm', 'a1', 'q2', 1, null, 0, 1, null),
               ('dt-old', 'm', 'a1', 'q1', 0, '{"selected":[1]}', 1, 1, 4200);
    `);
    await migrate(db, { migrationsFolder: folder });
    const { rows } = await client.query<{ answers: unknown }>(
      `select answers from diagnostic_answer_sheets where test_key = 'dt-old'`,
    );
    expect(rows[0]?.answers).toEqual([
      {
        moduleKey: 'm',
        activityKey: 'a1',
        questionKey: 'q1',
        response: { selected: [1] },
        score: 1,
        totalScore: 1,
        durationMs: 4200,
      },
      {
        moduleKey: 'm',
        activityKey: 'a1',
        questionKey: 'q2',
        response: null,
        score: 0,
        totalScore: 1,
        durationMs: null,
      },
    ]);
    const old = await client.query(
      `select to_regclass('diagnostic_answers') as t`,
    );
    expect(old.rows[0]).toEqual({ t: null });
    await client.close();
  });

  it('keeps the students and tests stored before the lessons migration and stores quiz results for them (0005)', async () => {
    const client = await emptyPglite();
    const db = drizzle(client);
    const before = migrationsUpTo(4);
    dirs.push(before);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into students (id, user_name, password_hash, english_first_name, market_region, status, expire_time)
        values ('00000000-0000-4000-8000-000000000001', 'old', 'x', 'Old', 0, 1, now());
      insert into diagnostic_tests (key, student_id, seed, composition, new_module_keys, verified_module_keys, submitted_at)
        values ('dt-old', '00000000-0000-4000-8000-000000000001', 's', '[]', '[]', '[]', now());
    `);
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into lesson_starts (key, student_id, module_key, lesson_key, part, submitted_at, idempotency_key, score, total_score)
        values ('q1', '00000000-0000-4000-8000-000000000001', 'm', 'm.l1', 'quiz', now() - interval '1 hour', 'i1', 2, 8),
               ('q2', '00000000-0000-4000-8000-000000000001', 'm', 'm.l1', 'quiz', now(), 'i2', 7, 8);
    `);
    const { rows } = await client.query(
      `select distinct on (lesson_key) lesson_key, score from lesson_starts
       where student_id = '00000000-0000-4000-8000-000000000001' and submitted_at is not null
       order by lesson_key, submitted_at desc`,
    );
    expect(rows).toEqual([{ lesson_key: 'm.l1', score: 7 }]);
    const tests = await client.query(`select key from diagnostic_tests`);
    expect(tests.rows).toEqual([{ key: 'dt-old' }]);
    await client.close();
  });
});
