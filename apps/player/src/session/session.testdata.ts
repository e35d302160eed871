import { sampleModules } from '../testing/host';
import { toQuestionEntries, type QuestionEntry } from './question-entries';

/** The sample test's five questions as entries. */
export function sampleEntries(): QuestionEntry[] {
  return toQuestionEntries(sampleModules());
}
