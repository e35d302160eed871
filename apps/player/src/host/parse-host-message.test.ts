import { HostToPlayer, PLAYER_CHANNEL } from '@gp/api';
import { describe, expect, it } from 'vitest';
import { chooseActivity, practiceData } from '../practice/practice.testdata';
import { LESSON_ID, lessonData, sampleModules } from '../testing/host';
import { parseHostMessage } from './parse-host-message';

const envelope = { channel: PLAYER_CHANNEL, lessonId: LESSON_ID };
const testData = (
  modules: unknown = sampleModules(),
  kind = 'diagnostic_test',
) => ({
  ...envelope,
  ...lessonData(),
  kind,
  modules,
});

describe('parseHostMessage (STYLE.md rule 5, issue 16)', () => {
  it.each(['diagnostic_test', 'custom_test'])(
    "gives a %s's lesson data as HostToPlayer gives it",
    (kind) => {
      const message = testData(sampleModules(), kind);
      expect(parseHostMessage(message)).toEqual(HostToPlayer.parse(message));
    },
  );

  it('reads a test activity as a public one, so nothing but what a test carries reaches it (decision 002)', () => {
    const withFeedback = [{ ModuleKey: 'M01', Activitys: [chooseActivity()] }];
    const message = parseHostMessage(testData(withFeedback));
    expect(message?.type).toBe('lessonData');
    const activity =
      message?.type === 'lessonData' ? message.modules[0]?.Activitys[0] : null;
    expect(activity).toBeDefined();
    expect(activity).not.toHaveProperty('Feedback');
    expect(activity).not.toHaveProperty('Body');
  });

  it('keeps a practice lesson whole, with its feedback', () => {
    const message = { ...envelope, ...practiceData() };
    const parsed = parseHostMessage(message);
    expect(parsed).toEqual(HostToPlayer.parse(message));
    const activities =
      parsed?.type === 'lessonData'
        ? parsed.modules.flatMap((m) => m.Activitys)
        : [];
    expect(activities.some((a) => 'Feedback' in a)).toBe(true);
  });

  it('refuses what HostToPlayer refuses: a malformed question, a bad envelope, another shape', () => {
    const [first] = sampleModules();
    const broken = [
      {
        ...first,
        Activitys: [{ ...first!.Activitys[0], Questions: [{ text: 1 }] }],
      },
    ];
    for (const bad of [
      testData(broken),
      { ...testData(), channel: 'another' },
      { ...testData(), lessonId: 'x'.repeat(301) },
      { ...testData(), language: 'fr-FR' },
      { ...testData(), type: 'unknown' },
      null,
      'lessonData',
    ]) {
      expect(HostToPlayer.safeParse(bad).success).toBe(false);
      expect(parseHostMessage(bad)).toBeNull();
    }
  });
});
