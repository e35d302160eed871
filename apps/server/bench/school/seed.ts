/**
 * The school's students, created before the server starts: each run of the
 * search gets students of its own (a student signed in and tested once is
 * not a fresh one), all with one password hash and a complete profile.
 */
import { loadCourse } from '@gp/content';
import { openDatabase } from '../../src/db/client';
import { students, studentProfiles } from '../../src/db/schema';
import { importCourse } from '../../src/content/import-course';
import { hashPassword } from '../../src/lib/passwords';

export async function seedSchool(
  target: { databaseUrl?: string; dataDir: string },
  count: number,
): Promise<void> {
  const database = await openDatabase(target);
  try {
    const { course } = loadCourse();
    await importCourse(database.db, course!, { info: () => {} } as never);
    const passwordHash = await hashPassword('school-pass');
    const expireTime = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    for (let from = 0; from < count; from += 1000) {
      const rows = await database.db
        .insert(students)
        .values(
          Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
            userName: `school-${from + i}`,
            passwordHash,
            englishFirstName: `Pupil ${from + i}`,
            marketRegion: 0,
            status: 1,
            expireTime,
          })),
        )
        .returning({ id: students.id });
      await database.db.insert(studentProfiles).values(
        rows.map((r) => ({
          studentId: r.id,
          birthday: '2014-05-31',
          educationRegionKey: 'intl-singapore',
          educationGradeKey: 'grade-4',
          cultureCode: 'en-US',
          startPointGradeKey: 'grade-4',
        })),
      );
    }
  } finally {
    await database.close();
  }
}
