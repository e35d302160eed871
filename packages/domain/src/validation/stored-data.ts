import {
  isFiniteNumber,
  isNonBlankString,
  isNonEmptyArray,
  isRecord,
} from '../common/guards';

/** spec 02 §3 Stored tests: the key and the modules. */
export interface StoredDiagnosticTest {
  DiagnosticTestKey: string;
  Modules: unknown[];
}

export interface StoredCustomTest {
  CustomTestKey: string;
  Modules: unknown[];
}

// spec 02 §5: a stored diagnostic or custom test is valid only with its key and a non-empty module list.
export function isValidStoredDiagnosticTest(
  value: unknown,
): value is StoredDiagnosticTest {
  return (
    isRecord(value) &&
    isNonBlankString(value.DiagnosticTestKey) &&
    isNonEmptyArray(value.Modules)
  );
}

export function isValidStoredCustomTest(
  value: unknown,
): value is StoredCustomTest {
  return (
    isRecord(value) &&
    isNonBlankString(value.CustomTestKey) &&
    isNonEmptyArray(value.Modules)
  );
}

/** spec 02 §3 Remediation info. */
export interface RemediationInfo {
  lessonKey: string;
  activityKeys: string[];
}

// spec 02 §5: remediation info is valid only with lessonKey and a non-empty activityKeys list.
export function isValidRemediationInfo(
  value: unknown,
): value is RemediationInfo {
  return (
    isRecord(value) &&
    isNonBlankString(value.lessonKey) &&
    isNonEmptyArray(value.activityKeys) &&
    value.activityKeys.every((k) => typeof k === 'string')
  );
}

/** spec 02 §3 Start-review info. */
export interface StartReviewInfo {
  rdStartReviewKey: string;
  rdStartReviewTime: number;
}

// spec 02 §5: start-review info needs a non-empty key and a time above 0.
export function isValidStartReviewInfo(
  value: unknown,
): value is StartReviewInfo {
  return (
    isRecord(value) &&
    isNonBlankString(value.rdStartReviewKey) &&
    isFiniteNumber(value.rdStartReviewTime) &&
    value.rdStartReviewTime > 0
  );
}

// spec 02 §5: a usable learning-activity token has a non-empty Token after trimming.
export function isUsableLearningRecordToken(
  value: unknown,
): value is { Token: string } {
  return isRecord(value) && isNonBlankString(value.Token);
}
