import type { Db } from '../client';
import { courseRepository } from './course';
import { diagnosticTestsRepository } from './diagnostic-tests';
import { privacyRepository } from './privacy';
import { profilesRepository } from './profiles';
import { sessionsRepository } from './sessions';
import { signInFailuresRepository } from './sign-in-failures';
import { studentsRepository } from './students';

export function createRepositories(db: Db) {
  return {
    students: studentsRepository(db),
    sessions: sessionsRepository(db),
    signInFailures: signInFailuresRepository(db),
    profiles: profilesRepository(db),
    privacy: privacyRepository(db),
    course: courseRepository(db),
    diagnosticTests: diagnosticTestsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
