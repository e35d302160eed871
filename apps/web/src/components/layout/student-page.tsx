import type { ReactNode } from 'react';
import type { Decision } from '@gp/domain';
import type { SignedInStudent } from '../../lib/student/use-student';
import {
  useStudentPageData,
  type LoadedStudentPage,
  type PageQueries,
  type ReadyStudentPage,
  type StudentPageNeeds,
} from '../../lib/student/use-student-page-data';
import { GradesMissingAlert } from '../course/grades-missing-alert';
import { DecisionRedirect } from './decision-redirect';
import { PageLoadState } from './page-load-state';

export interface StudentPageProps<
  N extends StudentPageNeeds,
  X extends PageQueries,
> {
  /** What the page loads besides the profile (progress, user info, catalogue). */
  needs: N;
  /** The page's own queries by name; the content gets their data under `extra`. */
  queries?: X;
  /** The page's redirect rule from packages/domain, once everything has loaded. */
  decide: (data: LoadedStudentPage<N, X>) => Decision;
  /** The page around every state: its layout and heading. */
  frame: (body: ReactNode, student: SignedInStudent) => ReactNode;
  /** The page itself, with everything it asked for. */
  children: (data: ReadyStudentPage<N, X>) => ReactNode;
}

const NO_QUERIES = {};

/**
 * One way for a student page to load its data, follow its redirect decision
 * and show what is missing (STYLE.md 12): loading, then the load error with
 * Retry (spec 01 §4, §8), then the domain's redirect, then the missing-data
 * alerts (a page that needs the catalogue goes to welcome without a profile
 * and alerts when its grade list is empty, spec 01 §8), then the content.
 */
export function StudentPage<
  const N extends StudentPageNeeds,
  X extends PageQueries = Record<never, never>,
>({
  needs,
  queries = NO_QUERIES as X,
  decide,
  frame,
  children,
}: StudentPageProps<N, X>) {
  const state = useStudentPageData(needs, queries);
  if (state.status === 'signedOut') return null;
  if (state.status === 'pending')
    return frame(<PageLoadState load={state.load} />, state.student);
  const { data } = state;
  const decision = decide(data);
  if (decision.type === 'redirect')
    return <DecisionRedirect decision={decision} />;
  if (needs.catalogue) {
    if (!data.hasProfile || !data.catalogue)
      return (
        <DecisionRedirect decision={{ type: 'redirect', to: 'welcome' }} />
      );
    if (data.catalogue.grades.length === 0)
      return frame(<GradesMissingAlert />, data.student);
  }
  // The checks above are what the ready type promises.
  return children(data as ReadyStudentPage<N, X>);
}
