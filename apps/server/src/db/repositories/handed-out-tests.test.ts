import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ONE_QUESTION,
  oneRecord,
  recordsOf,
  studentIdOf,
} from '../../test/repository-helpers';
import { createRepositories } from '.';

// A handed-out test is stored with its start's learning record in one
// statement (issue 16): one open test a student, even when two starts race,
// and the record of the start that stored it only (DESIGN.md §4).

let t: TestApp;
let repos: ReturnType<typeof createRepositories>;
const idOf = (userName: string) => studentIdOf(t.database.db, userName);
const record = (studentId: string) => oneRecord(studentId, 'attempted');
const composition = ONE_QUESTION;

beforeAll(async () => {
  t = await createTestApp();
  repos = createRepositories(t.database.db);
}, 60_000);
afterAll(() => t.close());

describe('insertOpen', () => {
  it('answers the stored row: the given values, its start time and nulls for what is not set', async () => {
    const studentId = await idOf('regular-cn');
    const row = await repos.diagnosticTests.insertOpen(
      {
        key: 'dt-one',
        studentId,
        seed: 's1',
        composition,
        newModuleKeys: ['M1'],
        verifiedModuleKeys: [],
      },
      record(studentId),
    );
    expect(row).toEqual(await repos.diagnosticTests.find('dt-one'));
    expect(row.startedAt).toBeInstanceOf(Date);
    expect(row.submittedAt).toBeNull();
    expect(await recordsOf(t.database.db, studentId)).toBe(1);
  });

  it('keeps one open test when two starts race, with the record of the one stored', async () => {
    const studentId = await idOf('regular-ru');
    const start = (key: string) =>
      repos.customTests.insertOpen(
        { key, studentId, seed: key, composition, chosenSet: 'M1' },
        record(studentId),
      );
    const [a, b] = await Promise.all([start('ct-a'), start('ct-b')]);
    expect(a.key).toBe(b.key);
    expect(a.answers).toBeNull();
    expect(await repos.customTests.open(studentId)).toEqual(a);
    expect(await recordsOf(t.database.db, studentId)).toBe(1);
  });
});
