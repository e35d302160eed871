import type {
  LessonPracticeActivity,
  LessonVideoActivity,
  PlayerModule,
} from '@gp/api';
import { explainerActivity } from '../question-types/explainer/explainer.testdata';
import { gapFillQuestion } from '../question-types/gap-fill/gap-fill.testdata';
import { multipleSelectQuestion } from '../question-types/multiple-select/multiple-select.testdata';

const text = (en: string, zh: string, ru: string, id: string) => ({
  en,
  zh,
  ru,
  id,
});

export const VIDEO_KEY = 'plurals.l1.explainer';

/** The lesson's video as the lessons contract sends it (getLessonActivities). */
export function videoActivity(): LessonVideoActivity {
  return {
    ...explainerActivity({ Key: VIDEO_KEY }),
    Type: 'video',
    Body: { ActivityType: 'video', ActivitySubType: 'explainer' },
    Questions: [],
  };
}

/** She ___ a cat: "has" (shown first) is right; with its key and explanation. */
export function chooseActivity(): LessonPracticeActivity {
  return {
    Key: 'plurals.l1-p1',
    Type: 'multipleSelectDt',
    Instruction: 'Choose the correct answers.',
    Body: { ActivityType: 'practice', ActivitySubType: 'multipleSelect' },
    Questions: [multipleSelectQuestion()],
    Feedback: [
      {
        QuestionKey: 'ms-1',
        AnswerKey: {
          type: 'multipleSelect',
          questionKey: 'ms-1',
          numAnswers: 1,
          optionCount: 3,
          correct: [0],
        },
        Explanation: text(
          'With he, she and it the verb is has.',
          '主语是 he、she、it 时，动词用 has。',
          'С he, she и it глагол — has.',
          'Dengan he, she, dan it, kata kerjanya has.',
        ),
      },
    ],
  };
}

/** She ___ milk and ___ tea: drinks, likes. */
export function gapActivity(): LessonPracticeActivity {
  return {
    Key: 'plurals.l1-p2',
    Type: 'gapFillDt',
    Instruction: 'Complete the sentences.',
    Body: { ActivityType: 'practice', ActivitySubType: 'gapFill' },
    Questions: [gapFillQuestion()],
    Feedback: [
      {
        QuestionKey: 'gf-1',
        AnswerKey: {
          type: 'gapFill',
          questionKey: 'gf-1',
          gaps: [['drinks'], ['likes']],
        },
        Explanation: text(
          'She takes -s in the present simple.',
          '一般现在时中，主语 she 的动词要加 -s。',
          'После she в Present Simple добавляем -s.',
          'Dalam present simple, kata kerja setelah she diberi -s.',
        ),
      },
    ],
  };
}

/** A lesson's practice: its video, then two practice activities (one section). */
export function practiceLesson(): PlayerModule[] {
  return [
    {
      ModuleKey: 'plurals',
      Activitys: [videoActivity(), chooseActivity(), gapActivity()],
    },
  ];
}

export function practiceData(finishedActivityKeys?: string[]) {
  return {
    type: 'lessonData',
    kind: 'practice',
    modules: practiceLesson(),
    language: 'en-US',
    ...(finishedActivityKeys === undefined ? {} : { finishedActivityKeys }),
  } as const;
}
