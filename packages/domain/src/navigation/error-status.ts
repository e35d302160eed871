import type { PageId } from './pages';

/** Page error states: 0 none, 1, 2 (spec 01 §9); the remediation lesson also uses 3 and 4. */
export type PageErrorStatus = 0 | 1 | 2 | 3 | 4;

/** 'profile': the student's profile could not be read (ct_testing reports it as a submit-type failure). */
export type FailureKind = 'load' | 'submit' | 'profile';

// spec 01 §4 / spec 02 §4: errorStatus 1 is a load failure and 2 a submit failure, except
// where a page says otherwise (the page-specific reading wins): testing and the custom
// test page use 2 for load and 1 for submit; ct_testing uses 1 for submit or profile
// failures and 2 for other data failures.
const LOAD_2_SUBMIT_1: readonly PageId[] = [
  'testing',
  'custom_test',
  'ct_testing',
];

export function errorStatusFor(page: PageId, failure: FailureKind): 1 | 2 {
  const swapped = LOAD_2_SUBMIT_1.includes(page);
  if (failure === 'profile')
    return page === 'ct_testing' ? 1 : errorStatusFor(page, 'load');
  if (failure === 'load') return swapped ? 2 : 1;
  return swapped ? 1 : 2;
}

export type RetryAction =
  | 'none'
  | 'reload'
  | 'clearError'
  | 'retryStartQuiz'
  | 'retryLoad'
  | 'retrySubmit';

// spec 02 §4 Error states: 1 reloads, 2 clears the error (per page, the load status reloads
// and the submit status clears). The remediation lesson also uses 3 (retry load) and 4
// (retry submit), with 2 being retry start quiz: that page's more specific reading wins.
export function retryAction(
  page: PageId,
  status: PageErrorStatus,
): RetryAction {
  if (status === 0) return 'none';
  if (page === 'remediation_lesson') {
    const actions: Record<1 | 2 | 3 | 4, RetryAction> = {
      1: 'reload',
      2: 'retryStartQuiz',
      3: 'retryLoad',
      4: 'retrySubmit',
    };
    return actions[status];
  }
  if (status !== 1 && status !== 2) return 'none';
  return status === errorStatusFor(page, 'load') ? 'reload' : 'clearError';
}
