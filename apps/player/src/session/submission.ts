import type { ModuleActivityAnswer, QuestionResponse } from '@gp/api';
import { isBlank } from '../question-types/gap-fill/gap-fill-response';
import { emptyResponse } from '../question-types/registry';
import type { Timings } from './question-clock';
import type { QuestionEntry } from './question-entries';

/** packages/api QuestionAnswer caps Duration at a day. */
const MAX_DURATION_MS = 86_400_000;

/** What the student sends: blank gaps go as null, the server reads null as not answered. */
function wireResponse(response: QuestionResponse): QuestionResponse {
  if ('answers' in response)
    return { answers: response.answers.map((a) => (isBlank(a) ? null : a)) };
  return response;
}

/**
 * The submit payload: every question of the test, grouped by module and
 * activity in the order shown, each with its response (empty when not
 * answered) and the time spent on it. Scores are the server's (DESIGN.md §4).
 */
export function buildSubmission(
  entries: readonly QuestionEntry[],
  responses: Readonly<Record<string, QuestionResponse>>,
  timings: Timings,
): ModuleActivityAnswer[] {
  const groups: ModuleActivityAnswer[] = [];
  for (const entry of entries) {
    let group = groups.at(-1);
    if (
      !group ||
      group.ModuleKey !== entry.moduleKey ||
      group.ActivityKey !== entry.activityKey
    ) {
      group = {
        ModuleKey: entry.moduleKey,
        ActivityKey: entry.activityKey,
        TemplateType: entry.activityType,
        QuestionAnswer: [],
      };
      groups.push(group);
    }
    const response = responses[entry.id];
    const timing = timings[entry.id];
    group.QuestionAnswer.push({
      QuestionKey: entry.question.questionKey,
      Response:
        response === undefined
          ? emptyResponse(entry.question)
          : wireResponse(response),
      Duration: Math.min(MAX_DURATION_MS, Math.round(timing?.durationMs ?? 0)),
      ...(timing?.startedAt === undefined
        ? {}
        : { LocalStartStamp: timing.startedAt }),
      ...(timing?.endedAt === undefined
        ? {}
        : { LocalEndStamp: timing.endedAt }),
    });
  }
  return groups;
}
