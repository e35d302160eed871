/**
 * Seeding before a bench's server starts: a database with the course
 * imported, and students who share one password, with a complete profile.
 */
import { loadCourse } from '@gp/content';
import { openDatabase, type Db } from '../src/db/client';
import { createRepositories } from '../src/db/repositories';
import { studentProfiles } from '../src/db/schema';
import { importCourse } from '../src/content/import-course';
import { hashPassword } from '../src/lib/passwords';

export interface SeedTarget {
  databaseUrl?: string;
  dataDir: string;
}

/** Opens the database, imports the course, runs `fill` and closes the database. */
export async function seedDatabase<T>(
  target: SeedTarget,
  fill: (db: Db) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(target);
  try {
    const { course } = loadCourse();
    await importCourse(database.db, course!, { info: () => {} } as never);
    return await fill(database.db);
  } finally {
    await database.close();
  }
}

/** A grade-4 student in Singapore who has set up their profile. */
export const PROFILE = {
  birthday: '2014-05-31',
  educationRegionKey: 'intl-singapore',
  educationGradeKey: 'grade-4',
  cultureCode: 'en-US',
  startPointGradeKey: 'grade-4',
};

/**
 * Creates `count` students named `nameOf(i)` (first name `firstNameOf(i)`),
 * all with one password and, unless `profiles` is false, PROFILE; a
 * thousand rows at a time.
 */
export async function insertStudents(
  db: Db,
  opts: {
    count: number;
    password: string;
    nameOf: (i: number) => string;
    firstNameOf: (i: number) => string;
    profiles?: boolean;
  },
): Promise<void> {
  const passwordHash = await hashPassword(opts.password);
  const expireTime = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  for (let from = 0; from < opts.count; from += 1000) {
    // Through the repository: user names stored as sign-in looks them up.
    const rows = await createRepositories(db).students.insertMany(
      Array.from({ length: Math.min(1000, opts.count - from) }, (_, i) => ({
        userName: opts.nameOf(from + i),
        passwordHash,
        englishFirstName: opts.firstNameOf(from + i),
        marketRegion: 0,
        status: 1,
        expireTime,
      })),
    );
    if (opts.profiles !== false)
      await db
        .insert(studentProfiles)
        .values(rows.map((r) => ({ studentId: r.id, ...PROFILE })));
  }
}
