import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../db/client';
import { createRepositories } from '../db/repositories';
import { seedDemoAccounts } from '../db/seed';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';
import { freshDatabase } from '../test/test-database';
import {
  activities,
  courseModules,
  diagnosticItems,
  lessons,
  studentProfiles,
} from '../db/schema';
import { importCourse } from './import-course';
import { buildCourse, L } from './course.testdata';

/**
 * Each test of the import starts from a database of its own with no course:
 * the import needs no app, so none is built (about 1.5 s of CPU a test).
 */
let database: Database;
let drop: () => Promise<void>;
const log = Fastify({ logger: false }).log;

const count = async (
  table:
    | typeof lessons
    | typeof activities
    | typeof diagnosticItems
    | typeof courseModules,
) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!
    .n;

/** A renamed alpha and a new gamma: beta leaves the course. */
function updatedCourse() {
  const course = buildCourse(['alpha', 'gamma']);
  course.modules[0]!.module.name = L('Alpha renamed');
  return course;
}

describe('importCourse', () => {
  beforeEach(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterEach(async () => {
    await database.close();
    await drop();
  });

  it('loads modules, lessons, activities and the item bank, and records the version', async () => {
    expect(
      await importCourse(database.db, buildCourse(['alpha', 'beta']), log),
    ).toBe(true);
    expect(await count(courseModules)).toBe(2);
    expect(await count(lessons)).toBe(8);
    expect(await count(activities)).toBe(16);
    expect(await count(diagnosticItems)).toBe(6);
    const [lesson] = await database.db
      .select()
      .from(lessons)
      .where(eq(lessons.key, 'alpha.l2'));
    expect(lesson).toMatchObject({
      moduleKey: 'alpha',
      sequence: 2,
      activityKeys: ['alpha.l2-p1', 'alpha.l2-quiz1'],
    });
  });

  it('does nothing when the same content is imported again', async () => {
    const course = buildCourse(['alpha', 'beta']);
    expect(await importCourse(database.db, course, log)).toBe(true);
    const before = await database.db.select().from(courseModules);
    expect(await importCourse(database.db, course, log)).toBe(false);
    expect(await database.db.select().from(courseModules)).toEqual(before);
  });

  it('updates changed content, retires what left, and leaves students alone', async () => {
    await seedDemoAccounts(database.db, log);
    const repos = createRepositories(database.db);
    const studentId = (await repos.students.findByUserName('regular-ru'))!.id;
    await repos.profiles.upsert(studentId, {
      educationRegionKey: 'ru-a',
      educationGradeKey: 'grade-4',
    });
    expect(
      await importCourse(database.db, buildCourse(['alpha', 'beta']), log),
    ).toBe(true);
    expect(await importCourse(database.db, updatedCourse(), log)).toBe(true);
    const mods = await database.db.select().from(courseModules);
    expect(mods.find((m) => m.key === 'alpha')).toMatchObject({
      retired: false,
      name: L('Alpha renamed'),
    });
    expect(mods.find((m) => m.key === 'beta')).toMatchObject({ retired: true });
    const [profile] = await database.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.studentId, studentId));
    expect(profile).toMatchObject({
      educationRegionKey: 'ru-a',
      educationGradeKey: 'grade-4',
    });
  });
});

describe('GET /api/v2/RegionAndGrade/ and /api/v2/AvailableGradeList/', () => {
  // Read-only tests over one catalogue: alpha and beta, then the update.
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signInAs(t.app, 'regular-ru')).body.Token;
    await importCourse(
      t.database.db,
      buildCourse(['alpha', 'beta']),
      t.app.log,
    );
    await importCourse(t.database.db, updatedCourse(), t.app.log);
  });
  afterAll(() => t.close());

  it('lists the cities of a market region with local names and grades in the asked culture', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/RegionAndGrade/?marketRegion=2&cultureCode=ru-RU',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.map((r: { Region: { CityName: string } }) => r.Region.CityName),
    ).toEqual(['Москва', 'Казань']);
    expect(body[0].Grades[0]).toEqual({
      Ordinal: 3,
      Grade: { Key: 'grade-3', Name: 'Grade 3 (ru)', CultureCode: 'ru-RU' },
    });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/v2/RegionAndGrade/?marketRegion=2&cultureCode=en-US',
      headers: bearer(token),
    });
    expect(en.json()[0].Region).toMatchObject({
      CityName: 'Moscow',
      MarketRegion: 2,
    });
  });

  it("lists a city's grades with their modules, without retired ones", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/AvailableGradeList/?regionKey=ru-a&cultureCode=zh-CN',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        Grade: { Key: 'grade-4', Name: 'Grade 4 (zh)', CultureCode: 'zh-CN' },
        GradeOrdinal: 4,
        Modules: [
          expect.objectContaining({
            Key: 'alpha',
            Name: 'Alpha renamed (zh)',
            DifficultyLevel: 1,
            DifficultyLevelName: 'beginner',
            Sample: ['One.', 'Two.'],
          }),
          expect.objectContaining({ Key: 'gamma' }),
        ],
      },
    ]);
  });

  it('answers 404 for an unknown region and 400 naming bad query fields', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v2/AvailableGradeList/?regionKey=nowhere&cultureCode=en-US',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v2/RegionAndGrade/?marketRegion=3&cultureCode=fr',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['query.cultureCode', 'query.marketRegion']);
  });

  it('serves the intro, welcome and marketing texts in the asked language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/CourseTexts/?cultureCode=id-ID',
      headers: bearer(token),
    });
    expect(res.json()).toEqual({
      Intro: [
        { Title: 'Welcome (id)', Body: 'A test finds what you know. (id)' },
      ],
      Welcome: [{ Title: 'Two steps (id)', Body: 'Profile, then test. (id)' }],
      Marketing: [
        {
          Key: 'efficient',
          Title: 'Efficient (id)',
          Body: 'Short lessons. (id)',
        },
      ],
    });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/AvailableGradeList/?regionKey=ru-a&cultureCode=en-US',
    });
    expect(res.statusCode).toBe(401);
  });
});
