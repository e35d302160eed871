import { describe, expect, it } from 'vitest';
import { buildSubmission } from './submission';
import { sampleEntries } from './session.testdata';

describe('submit payload', () => {
  it('groups every question by module and activity, unanswered ones with empty responses', () => {
    const payload = buildSubmission(sampleEntries(), {}, {});
    expect(payload).toEqual([
      {
        ModuleKey: 'M01',
        ActivityKey: 'A-ms',
        TemplateType: 'multipleSelectDt',
        QuestionAnswer: [
          { QuestionKey: 'ms-1', Response: { selected: [] }, Duration: 0 },
          { QuestionKey: 'ms-2', Response: { selected: [] }, Duration: 0 },
        ],
      },
      {
        ModuleKey: 'M01',
        ActivityKey: 'A-gf',
        TemplateType: 'gapFillDt',
        QuestionAnswer: [
          {
            QuestionKey: 'gf-1',
            Response: { answers: [null, null] },
            Duration: 0,
          },
        ],
      },
      {
        ModuleKey: 'M02',
        ActivityKey: 'A-mt',
        TemplateType: 'matchTextToText',
        QuestionAnswer: [
          {
            QuestionKey: 'mt-1',
            Response: { links: [null, null, null] },
            Duration: 0,
          },
          {
            QuestionKey: 'mt-2',
            Response: { links: [null, null, null] },
            Duration: 0,
          },
        ],
      },
    ]);
  });

  it('sends answers as given, blank gaps as null, with rounded durations and local stamps', () => {
    const payload = buildSubmission(
      sampleEntries(),
      {
        'M01|A-gf|gf-1': { answers: ['drinks', '   '] },
        'M02|A-mt|mt-2': { links: [2, 0, 1] },
      },
      {
        'M01|A-gf|gf-1': {
          durationMs: 1234.6,
          startedAt: '2025-01-01T10:00:00.000Z',
          endedAt: '2025-01-01T10:00:01.235Z',
        },
      },
    );
    expect(payload[1]?.QuestionAnswer[0]).toEqual({
      QuestionKey: 'gf-1',
      Response: { answers: ['drinks', null] },
      Duration: 1235,
      LocalStartStamp: '2025-01-01T10:00:00.000Z',
      LocalEndStamp: '2025-01-01T10:00:01.235Z',
    });
    expect(payload[2]?.QuestionAnswer[1]?.Response).toEqual({
      links: [2, 0, 1],
    });
  });
});
