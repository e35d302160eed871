/**
 * The school's students, created before the server starts: each run of the
 * search gets students of its own (a student signed in and tested once is
 * not a fresh one), all with one password hash and a complete profile.
 */
import { insertStudents, seedDatabase, type SeedTarget } from '../seed';

export async function seedSchool(
  target: SeedTarget,
  count: number,
): Promise<void> {
  await seedDatabase(target, (db) =>
    insertStudents(db, {
      count,
      password: 'school-pass',
      nameOf: (i) => `school-${i}`,
      firstNameOf: (i) => `Pupil ${i}`,
    }),
  );
}
