import { describe, expect, it } from 'vitest';
import type { Resources } from './i18n';
import { featureResources } from './i18n-features';
import { createTranslator, type Messages } from './translator';

async function tOf(lng: keyof typeof featureResources) {
  const strings: Partial<Record<string, Messages>> = featureResources[lng];
  const i18n = createTranslator<typeof lng, Resources, 'common'>({
    language: lng,
    defaultNamespace: 'common',
    load: (_, ns) => Promise.resolve(strings[ns] ?? {}),
  });
  await i18n.loadNamespaces(['learn', 'diagnosticTest']);
  return i18n.t;
}

describe('counted texts agree with their number', () => {
  it('says "1 module" and "3 modules" on the learn page summary card', async () => {
    const t = await tOf('en-US');
    const text = (
      variant: 'allPassed' | 'allFailed' | 'somePassed',
      passed: number,
      weak: number,
    ) =>
      t(`learn:noRecommend.${variant}.text`, {
        passed,
        weak,
        count: variant === 'allFailed' ? weak : passed,
      });
    expect(text('allPassed', 1, 0)).toBe(
      'You passed 1 module. Take the next test to keep going.',
    );
    expect(text('allPassed', 3, 0)).toContain('You passed 3 modules.');
    expect(text('allFailed', 0, 1)).toContain('1 module needs more work.');
    expect(text('somePassed', 1, 2)).toContain('You passed 1 module, and 2');
  });

  it('uses the Russian count forms and keeps the count-free wording', async () => {
    const t = await tOf('ru-RU');
    for (const n of [1, 3, 5, 21])
      expect(
        t('learn:noRecommend.allPassed.text', { passed: n, count: n }),
      ).toContain(`Сдано модулей: ${n}.`);
  });

  it('counts questions on dt_intro', async () => {
    const en = await tOf('en-US');
    expect(en('diagnosticTest:dtIntro.questions', { count: 1 })).toBe(
      'question',
    );
    expect(en('diagnosticTest:dtIntro.questions', { count: 75 })).toBe(
      'questions',
    );
    const ru = await tOf('ru-RU');
    expect(ru('diagnosticTest:dtIntro.questions', { count: 75 })).toBe(
      'вопросов',
    );
    expect(ru('diagnosticTest:dtIntro.questions', { count: 102 })).toBe(
      'вопроса',
    );
  });
});
