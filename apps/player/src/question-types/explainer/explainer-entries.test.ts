import { HostToPlayer, ModuleActivityAnswer, PLAYER_CHANNEL } from '@gp/api';
import { describe, expect, it } from 'vitest';
import { toQuestionEntries } from '../../session/question-entries';
import { sampleModules } from '../../testing/host';
import {
  explainerEntries,
  explainerPages,
  localized,
  pageName,
} from './explainer-entries';
import { explainerActivity, mixedLesson } from './explainer.testdata';

const envelope = { channel: PLAYER_CHANNEL, lessonId: 'L1' };

describe('the explainer on the wire (packages/api player-protocol)', () => {
  it('accepts lesson data with an explainer, and lesson data without one as before', () => {
    for (const modules of [mixedLesson(), sampleModules()])
      expect(
        HostToPlayer.safeParse({
          ...envelope,
          type: 'lessonData',
          kind: 'practice',
          modules,
          language: 'en-US',
        }).success,
      ).toBe(true);
  });

  it('refuses an explainer without slides', () => {
    expect(
      HostToPlayer.safeParse({
        ...envelope,
        type: 'lessonData',
        kind: 'practice',
        modules: [
          {
            ModuleKey: 'M01',
            Activitys: [explainerActivity({ Slides: [] })],
          },
        ],
        language: 'en-US',
      }).success,
    ).toBe(false);
  });

  it('has no scored answer type for an explainer, so one can never be submitted', () => {
    expect(
      ModuleActivityAnswer.safeParse({
        ModuleKey: 'M01',
        ActivityKey: 'L1-explainer',
        TemplateType: 'video',
        QuestionAnswer: [],
      }).success,
    ).toBe(false);
  });
});

describe('explainer entries', () => {
  it('takes the explainers out of a mixed lesson and leaves only the questions to answer', () => {
    const modules = mixedLesson();
    expect(toQuestionEntries(modules).map((e) => e.id)).toEqual([
      'M01|A-ms|ms-1',
      'M01|A-ms|ms-2',
    ]);
    expect(
      explainerEntries(modules).map((e) => [e.moduleKey, e.activity.Key]),
    ).toEqual([['M01', 'L1-explainer']]);
  });

  it('steps through every slide of every explainer, each tracked as its own page', () => {
    const pages = explainerPages([
      { moduleKey: 'M01', activity: explainerActivity() },
      {
        moduleKey: 'M01',
        activity: explainerActivity({ Key: 'L2-explainer' }),
      },
    ]);
    expect(pages.map(pageName)).toEqual([
      'L1-explainer#1',
      'L1-explainer#2',
      'L1-explainer#3',
      'L2-explainer#1',
      'L2-explainer#2',
      'L2-explainer#3',
    ]);
    const long = explainerPages([
      { moduleKey: 'M', activity: explainerActivity({ Key: 'k'.repeat(150) }) },
    ]);
    expect(long.map(pageName).every((p) => p.length <= 100)).toBe(true);
    expect(long[2] && pageName(long[2])).toMatch(/#3$/);
  });

  it('shows a course text in the interface language, English when that one is empty', () => {
    const title = { en: 'Tip', zh: '小贴士', ru: '', id: 'Tips' };
    expect(localized(title, 'zh-CN')).toBe('小贴士');
    expect(localized(title, 'id-ID')).toBe('Tips');
    expect(localized(title, 'ru-RU')).toBe('Tip');
    expect(localized(title, 'fr-FR')).toBe('Tip');
  });
});
