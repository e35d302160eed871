import type { ExplainerActivity, PlayerModule } from '@gp/api';
import { multipleSelectQuestion } from '../multiple-select/multiple-select.testdata';

const text = (en: string, zh: string, ru: string, id: string) => ({
  en,
  zh,
  ru,
  id,
});

/** Three slides as packages/content writes them: a rule with examples, a rule, a common mistake. */
export function explainerActivity(
  overrides: Partial<ExplainerActivity> = {},
): ExplainerActivity {
  return {
    Key: 'L1-explainer',
    Type: 'video',
    Slides: [
      {
        Title: text(
          'One or more?',
          '一个还是多个？',
          'Один или много?',
          'Satu atau banyak?',
        ),
        Body: text(
          'For most nouns, just add -s.',
          '大多数名词直接在词尾加 -s。',
          'К большинству существительных просто добавляем -s.',
          'Untuk kebanyakan kata benda, cukup tambahkan -s.',
        ),
        Examples: ['a cat → two cats', 'a book → three books'],
      },
      {
        Title: text(
          'In sentences',
          '在句子里',
          'В предложениях',
          'Dalam kalimat',
        ),
        Body: text(
          'Numbers like two and ten tell you to use the plural.',
          '看到 two、ten 这样的数字，名词就要用复数。',
          'Числа two и ten подсказывают, что нужно множественное число.',
          'Angka seperti two dan ten memberi tanda bentuk jamak.',
        ),
      },
      {
        Title: text(
          'A common mistake',
          '常见错误',
          'Частая ошибка',
          'Kesalahan umum',
        ),
        Body: text(
          "Don't forget the -s!",
          '别忘了加 -s！',
          'Не забывай про -s!',
          'Jangan lupa -s!',
        ),
        Wrong: 'I have two brother.',
        Right: 'I have two brothers.',
      },
    ],
    ...overrides,
  };
}

/** A lesson that is only its explainer (the lesson's video section). */
export function explainerLesson(
  activity: ExplainerActivity = explainerActivity(),
): PlayerModule[] {
  return [{ ModuleKey: 'M01', Activitys: [activity] }];
}

/** A lesson with its explainer and a practice activity of two questions. */
export function mixedLesson(): PlayerModule[] {
  return [
    {
      ModuleKey: 'M01',
      Activitys: [
        explainerActivity(),
        {
          Key: 'A-ms',
          Type: 'multipleSelectDt',
          Instruction: 'Choose the correct answers.',
          Questions: [
            multipleSelectQuestion(),
            multipleSelectQuestion({ questionKey: 'ms-2' }),
          ],
        },
      ],
    },
  ];
}
