import { instructionText } from '@gp/domain';
import type { TFunction } from '../i18n/i18n';
import type { QuestionEntry } from '../session/question-entries';

/**
 * The activity's instruction in the interface language. The forced texts
 * (spec 01 §5) arrive in English and are shown translated; any other text is
 * course content and is shown as written.
 */
export function instructionFor(entry: QuestionEntry, t: TFunction): string {
  const type = entry.question.type;
  return entry.instruction === instructionText(type)
    ? t(`instruction.${type}`)
    : entry.instruction;
}
