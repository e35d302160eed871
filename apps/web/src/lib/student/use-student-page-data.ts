import type { UseQueryResult } from '@tanstack/react-query';
import type {
  ResponseOf,
  StudentProfile,
  StudentProgress,
  getUserInfo,
} from '@gp/api';
import { isProfileComplete } from '@gp/domain';
import { useProgress } from '../api/get-progress';
import { useStudentProfile } from '../api/get-student-profile';
import { useUserInfo } from '../api/get-user-info';
import type { Catalogue } from '../course/catalogue';
import { useCourseCatalogue } from '../course/use-course-catalogue';
import { pageLoadOf, type PageLoad } from './page-queries';
import { useStudent, type SignedInStudent } from './use-student';

/** What a student page loads besides the signed-in student and the profile. */
export interface StudentPageNeeds {
  /** The progress: only once the profile is complete (the default), or always. */
  progress?: 'withProfile' | 'always';
  /** GET StudentProfile/GP/: UserStatus, expiry. */
  userInfo?: boolean;
  /** The grades and modules of the student's city (needs a complete profile). */
  catalogue?: boolean;
}

/** A page's own queries, by name; an undefined entry is not needed this time. */
export type PageQueries = Record<
  string,
  UseQueryResult<unknown, Error> | undefined
>;

type QueryData<Q> = Q extends { data: infer D } ? Exclude<D, undefined> : never;
/** The data of a page's own queries, once loaded (undefined for those not needed). */
export type PageQueryData<X extends PageQueries> = {
  [K in keyof X]: undefined extends X[K]
    ? QueryData<Exclude<X[K], undefined>> | undefined
    : QueryData<X[K]>;
};

type UserInfo = ResponseOf<typeof getUserInfo>;

/** What the page's redirect decision reads: everything asked for has loaded. */
export interface LoadedStudentPage<
  N extends StudentPageNeeds,
  X extends PageQueries,
> {
  student: SignedInStudent;
  profile: StudentProfile;
  /** spec 01 §3: the profile counts as set. */
  hasProfile: boolean;
  progress: N extends { progress: 'always' }
    ? StudentProgress
    : StudentProgress | undefined;
  userInfo: N extends { userInfo: true } ? UserInfo : undefined;
  catalogue: Catalogue | undefined;
  extra: PageQueryData<X>;
}

/** What the page's content gets: a page that needs the catalogue has a profile, its progress and the catalogue. */
export type ReadyStudentPage<
  N extends StudentPageNeeds,
  X extends PageQueries,
> = Omit<LoadedStudentPage<N, X>, 'progress' | 'catalogue'> & {
  progress: N extends { progress: 'always' } | { catalogue: true }
    ? StudentProgress
    : StudentProgress | undefined;
  catalogue: N extends { catalogue: true } ? Catalogue : undefined;
};

export type StudentPageState<
  N extends StudentPageNeeds,
  X extends PageQueries,
> =
  | { status: 'signedOut' }
  | { status: 'pending'; load: PageLoad; student: SignedInStudent }
  | { status: 'loaded'; data: LoadedStudentPage<N, X> };

/**
 * The student's data a page needs (spec 01 §4: every page loads the profile,
 * then the progress once it is set), plus the page's own queries, as one
 * state: signed out, loading or failed (with Retry), or loaded.
 */
export function useStudentPageData<
  N extends StudentPageNeeds,
  X extends PageQueries,
>(needs: N, extra: X): StudentPageState<N, X> {
  const student = useStudent();
  const userId = student?.userId ?? '';
  const profile = useStudentProfile(userId);
  const hasProfile = isProfileComplete(profile.data);
  const withProgress = needs.progress === 'always' || hasProfile;
  const progress = useProgress(userId, withProgress);
  const userInfo = useUserInfo(userId, needs.userInfo === true);
  const course = useCourseCatalogue(
    profile.data?.EducationRegionKey ?? '',
    student?.marketRegion ?? 0,
    needs.catalogue === true && hasProfile,
  );
  if (!student) return { status: 'signedOut' };

  const load = pageLoadOf([
    profile,
    withProgress ? progress : undefined,
    needs.userInfo ? userInfo : undefined,
    ...(needs.catalogue && hasProfile ? course.queries : []),
    ...Object.values(extra),
  ]);
  if (load.status !== 'ready' || !profile.data)
    return { status: 'pending', load, student };
  const extraData = Object.fromEntries(
    Object.entries(extra).map(([name, query]) => [name, query?.data]),
  ) as PageQueryData<X>;
  // The types follow `needs`: pageLoadOf waited for every query asked for.
  const data = {
    student,
    profile: profile.data,
    hasProfile,
    progress: progress.data,
    userInfo: userInfo.data,
    catalogue: course.catalogue,
    extra: extraData,
  } as LoadedStudentPage<N, X>;
  return { status: 'loaded', data };
}
