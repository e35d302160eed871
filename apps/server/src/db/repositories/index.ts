import type { Db } from '../client';
import { appMetaRepository } from './app-meta';
import { courseRepository } from './course';
import { diagnosticTestsRepository } from './diagnostic-tests';
import { privacyRepository } from './privacy';
import { profilesRepository } from './profiles';
import { sessionsRepository } from './sessions';
import { signInFailuresRepository } from './sign-in-failures';
import { studentsRepository } from './students';
import { trackingRepository } from './tracking';
import { lessonsRepository } from './lessons';
import { customTestsRepository } from './custom-tests';
import { learningRecordsRepository } from './learning-records';
import { studyReportsRepository } from './study-reports';
import { reportActivityRepository } from './report-activity';
import { homePageAdsRepository } from './home-page-ads';
import { studentHistoryRepository } from './student-history';

export function createRepositories(db: Db) {
  return {
    students: studentsRepository(db),
    sessions: sessionsRepository(db),
    signInFailures: signInFailuresRepository(db),
    profiles: profilesRepository(db),
    privacy: privacyRepository(db),
    course: courseRepository(db),
    diagnosticTests: diagnosticTestsRepository(db),
    tracking: trackingRepository(db),
    appMeta: appMetaRepository(db),
    lessons: lessonsRepository(db),
    customTests: customTestsRepository(db),
    learningRecords: learningRecordsRepository(db),
    studyReports: studyReportsRepository(db),
    reportActivity: reportActivityRepository(db),
    homePageAds: homePageAdsRepository(db),
    studentHistory: studentHistoryRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
