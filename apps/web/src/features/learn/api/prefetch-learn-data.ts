import type { QueryClient } from '@tanstack/react-query';
import { isProfileComplete, marketLanguage } from '@gp/domain';
import { availableGradesQueryOptions } from '../../../lib/api/get-available-grades';
import { customTestScoresQueryOptions } from '../../../lib/api/get-custom-test-scores';
import { practiceProgressQueryOptions } from '../../../lib/api/get-practice-progress';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import { studentProfileQueryOptions } from '../../../lib/api/get-student-profile';
import { userInfoQueryOptions } from '../../../lib/api/get-user-info';
import { getLocalRecord } from '../../../lib/storage/local-record';
import { homePageAdsQueryOptions } from './home-page-ads';

/**
 * The learn page's requests (use-learn-data.ts, home-ad.tsx), started by
 * main.tsx on a visit to /gl/learn as soon as the stored record is read:
 * they go out together and beside the page's code, not after its first
 * render and the profile's answer (issue 16, Lighthouse on learn). The page's
 * own queries take these answers by their keys, and still decide everything
 * from the profile they read.
 */
export function prefetchScreenData(client: QueryClient): void {
  const { studentInfo, studentProfile } = getLocalRecord();
  if (!studentInfo) return;
  const { UserId: userId, MarketRegion: marketRegion } = studentInfo.UserInfo;
  // prefetchQuery keeps a failure in the cache for the page's query: it never throws.
  void client.prefetchQuery(studentProfileQueryOptions(userId));
  void client.prefetchQuery(userInfoQueryOptions(userId));
  // spec 01 §4: the rest follows a complete profile. The stored one says so
  // now; when the profile read afresh disagrees, the page asks again.
  if (!studentProfile || !isProfileComplete(studentProfile)) return;
  void client.prefetchQuery(customTestScoresQueryOptions(userId));
  void client.prefetchQuery(homePageAdsQueryOptions(userId));
  const regionKey = studentProfile.EducationRegionKey;
  const local = marketLanguage(marketRegion);
  if (regionKey.trim() !== '')
    for (const culture of new Set(['en-US', local] as const))
      void client.prefetchQuery(
        availableGradesQueryOptions(regionKey, culture),
      );
  // spec 02 §2 T2: the recommended modules' practice, once the progress names them.
  client.fetchQuery(progressQueryOptions(userId)).then(
    (progress) => {
      const keys = progress.RemediationProgress.Recommended.map(
        (m) => m.ModuleKey,
      );
      if (keys.length > 0)
        void client.prefetchQuery(practiceProgressQueryOptions(userId, keys));
    },
    () => {
      // The page's own query shows the failure, with Retry.
    },
  );
}
