// @gp/domain: every business rule of Grammar Pro as pure, tested functions (see README.md).

// common
export * from './common/guards';
export * from './common/prng';

// scoring
export * from './scoring/answer-keys';
export * from './scoring/gaps';
export * from './scoring/instructions';
export * from './scoring/question';
export * from './scoring/review-question';
export * from './scoring/score-gap-fill';
export * from './scoring/score-match';
export * from './scoring/score-multiple-select';
export * from './scoring/score-question';
export * from './scoring/score-result';
export * from './scoring/practice-check';

// progress
export * from './progress/classification';
export * from './progress/comparison';
export * from './progress/latest-result';
export * from './progress/learning-path-input';
export * from './progress/learning-path';
export * from './progress/module-access';
export * from './progress/module-scores';
export * from './progress/module-summary';
export * from './progress/progress-groups';
export * from './progress/rounding';
export * from './progress/score-colour';
export * from './progress/score-entry';
export * from './progress/student-progress';
export * from './progress/thresholds';
export * from './progress/weighting';

// lessons
export * from './lessons/activity-kind';
export * from './lessons/lesson-status';
export * from './lessons/module-lessons';
export * from './lessons/practice-sections';
export * from './lessons/explainer-timeline';
export * from './lessons/explainer-duration';
export * from './lessons/lesson-access';
export * from './lessons/quiz-feedback';
export * from './lessons/start-lesson';

// authority
export * from './authority/authority-levels';
export * from './authority/can-remediation-modules';
export * from './authority/sessions';
export * from './authority/user-status';

// custom-test
export * from './custom-test/selection';
export * from './custom-test/start-custom-test';
export * from './custom-test/custom-test-plan';
export * from './custom-test/latest-result';

// navigation
export * from './navigation/attention-popup';
export * from './navigation/coach-marks';
export * from './navigation/gp-cookie';
export * from './navigation/decision';
export * from './navigation/error-catalogue';
export * from './navigation/error-status';
export * from './navigation/learn-page';
export * from './navigation/login-flow';
export * from './navigation/nav-bar';
export * from './navigation/onboarding-redirects';
export * from './navigation/pages';
export * from './navigation/progress-facts';
export * from './navigation/remediation-lesson';
export * from './navigation/set-level';
export * from './navigation/start-points';
export * from './navigation/study-redirects';
export * from './navigation/test-redirects';
export * from './navigation/test-start';

// format
export * from './format/birth-date';
export * from './format/dates';
export * from './format/russian-address';
export * from './format/difficulty';
export * from './format/duration';
export * from './format/help-center';
export * from './format/languages';
export * from './format/messages';
export * from './format/ordinals';
export * from './format/profile';
export * from './format/screen';

// test-composition
export * from './test-composition/compose-test';
export * from './test-composition/quotas';

// validation
export * from './validation/assemble-test';
export * from './validation/birthday';
export * from './validation/clean-lists';
export * from './validation/forms';
export * from './validation/stored-data';

// home-ad
export * from './home-ad/home-page-ad';

// report (issue 13)
export * from './report/active-time';
export * from './report/report-modules';
export * from './report/report-month';
export * from './report/report-plan';
export * from './report/study-report';

// learning-records
export * from './learning-records/statement-queue';
export * from './learning-records/browser-queue';
export * from './learning-records/storage-save';

// xapi (learning-record statements, spec 02 §3)
export * from './xapi/vocabulary';
export * from './xapi/statement';
export * from './xapi/builders';
export * from './xapi/write-limit';
export * from './authority/derive-user-status';
