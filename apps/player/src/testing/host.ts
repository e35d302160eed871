import {
  PLAYER_CHANNEL,
  type CultureCode,
  type HostToPlayer,
  type PlayerModule,
  type PlayerToHost,
  type TestModule,
} from '@gp/api';
import { act } from './testing-library';
import { vi } from 'vitest';
import { gapFillQuestion } from '../question-types/gap-fill/gap-fill.testdata';
import { matchQuestion } from '../question-types/match/match.testdata';
import {
  multipleSelectQuestion,
  twoAnswerQuestion,
} from '../question-types/multiple-select/multiple-select.testdata';

export const LESSON_ID = 'dt-key-1|student-7|diagnostic_test';

type WithoutEnvelope<T> = T extends unknown
  ? Omit<T, 'channel' | 'lessonId'>
  : never;

/** Delivers a message as the host (our parent, same origin) would, unless told otherwise. */
export function sendFromHost(
  message: WithoutEnvelope<HostToPlayer> | Record<string, unknown>,
  {
    origin = window.location.origin,
    source = window.parent as MessageEventSource | null,
    lessonId = LESSON_ID,
  } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: PLAYER_CHANNEL, lessonId, ...message },
        origin,
        source,
      }),
    );
  });
}

/** Records what the player posts to its parent (in jsdom the parent is the window itself). */
export function spyOnHost() {
  const spy = vi
    .spyOn(window.parent, 'postMessage')
    .mockImplementation(() => {});
  // A second player in the same test (a reload) gets the same spy: count from here.
  spy.mockClear();
  const messages = () => spy.mock.calls.map(([data]) => data as PlayerToHost);
  const ofType = <T extends PlayerToHost['type']>(type: T) =>
    messages().filter(
      (m): m is Extract<PlayerToHost, { type: T }> => m.type === type,
    );
  const tracks = (event?: string) =>
    ofType('track').filter((m) => event === undefined || m.event === event);
  return { spy, messages, ofType, tracks };
}

/** A small test: two modules, one activity of each type, five questions. */
export function sampleModules(): TestModule[] {
  return [
    {
      ModuleKey: 'M01',
      Activitys: [
        {
          Key: 'A-ms',
          Type: 'multipleSelectDt',
          Instruction: 'Choose the correct answers.',
          Questions: [multipleSelectQuestion(), twoAnswerQuestion()],
        },
        {
          Key: 'A-gf',
          Type: 'gapFillDt',
          Instruction: 'Complete the sentences.',
          Questions: [gapFillQuestion()],
        },
      ],
    },
    {
      ModuleKey: 'M02',
      Activitys: [
        {
          Key: 'A-mt',
          Type: 'matchTextToText',
          Instruction: 'Match the correct answers.',
          Questions: [matchQuestion(), matchQuestion({ questionKey: 'mt-2' })],
        },
      ],
    },
  ];
}

export function lessonData(
  modules: PlayerModule[] = sampleModules(),
  language: CultureCode = 'en-US',
) {
  return {
    type: 'lessonData',
    kind: 'diagnostic_test',
    modules,
    language,
  } as const;
}
