import type {
  Course,
  CourseModule,
  LocalizedText,
  Question,
} from '@gp/content';

export const L = (en: string): LocalizedText => ({
  en,
  zh: `${en} (zh)`,
  ru: `${en} (ru)`,
  id: `${en} (id)`,
});

const ms = (key: string): Question => ({
  key,
  type: 'multipleSelect',
  prompt: `She ___ happy (${key}).`,
  numAnswers: 1,
  options: [{ text: 'is', correct: true }, { text: 'are' }, { text: 'am' }],
  explanation: L('She goes with is.'),
  tags: ['be'],
  difficulty: 1,
});

/** A small well-formed module: 4 lessons of one practice and one quiz activity, 3 bank items. */
export function buildModule(
  key: string,
  difficulty: 1 | 2 | 3 | 4 = 1,
): CourseModule {
  return {
    key,
    name: L(`Module ${key}`),
    description: L(`About ${key}`),
    sample: ['One.', 'Two.'],
    difficulty,
    lessons: [1, 2, 3, 4].map((n) => ({
      key: `l${n}`,
      name: L(`Lesson ${n}`),
      description: L(`Lesson ${n} of ${key}`),
      explainer: {
        slides: [
          {
            title: L('Rule'),
            body: L('The rule.'),
            examples: ['She is happy.'],
          },
        ],
      },
      practice: [{ key: `l${n}-p1`, questions: [ms(`l${n}-p1-q1`)] }],
      quiz: [{ key: `l${n}-quiz1`, questions: [ms(`l${n}-q1`)] }],
    })),
    diagnostic: [ms('d01'), ms('d02'), ms('d03')],
  };
}

/** A course of the given modules, all in grade 3 (region 0) and grade 4 (other regions). */
export function buildCourse(moduleKeys: string[]): Course {
  const map3 = { '3': moduleKeys };
  const map4 = { '4': moduleKeys };
  return {
    curriculum: {
      version: 1,
      modules: moduleKeys,
      maps: { international: map3, other: map4 },
      regions: {
        '0': 'international',
        '1': 'other',
        '2': 'other',
        '4': 'other',
      },
    },
    regions: {
      grades: [3, 4, 5, 6, 7, 8, 9, 10, 11].map((ordinal) => ({
        ordinal,
        name: L(`Grade ${ordinal}`),
      })),
      regions: [
        {
          code: 0,
          country: L('International'),
          cultureCode: 'en-US',
          cities: [
            {
              key: 'intl-a',
              name: 'Alpha',
              localName: 'Alpha',
              province: 'A',
              isFranchise: true,
            },
            {
              key: 'intl-b',
              name: 'Beta',
              localName: 'Beta',
              province: 'B',
              isFranchise: true,
            },
          ],
        },
        {
          code: 1,
          country: L('China'),
          cultureCode: 'zh-CN',
          cities: [
            {
              key: 'cn-a',
              name: 'Beijing',
              localName: '北京',
              province: 'Beijing',
              isFranchise: true,
            },
            {
              key: 'cn-b',
              name: 'Shanghai',
              localName: '上海',
              province: 'Shanghai',
              isFranchise: true,
            },
          ],
        },
        {
          code: 2,
          country: L('Russia'),
          cultureCode: 'ru-RU',
          cities: [
            {
              key: 'ru-a',
              name: 'Moscow',
              localName: 'Москва',
              province: 'Moscow',
              isFranchise: true,
            },
            {
              key: 'ru-b',
              name: 'Kazan',
              localName: 'Казань',
              province: 'Tatarstan',
              isFranchise: true,
            },
          ],
        },
        {
          code: 4,
          country: L('Indonesia'),
          cultureCode: 'id-ID',
          cities: [
            {
              key: 'id-a',
              name: 'Jakarta',
              localName: 'Jakarta',
              province: 'Jakarta',
              isFranchise: true,
            },
            {
              key: 'id-b',
              name: 'Bandung',
              localName: 'Bandung',
              province: 'West Java',
              isFranchise: true,
            },
          ],
        },
      ],
    },
    privacyPolicy: {
      version: 1,
      effective: '2026-09-01',
      title: L('Privacy'),
      sections: [1, 2, 3, 4, 5].map((n) => ({
        heading: L(`H${n}`),
        body: L(`B${n}`),
      })),
    },
    texts: {
      intro: [{ title: L('Welcome'), body: L('A test finds what you know.') }],
      welcome: [{ title: L('Two steps'), body: L('Profile, then test.') }],
      marketing: [
        { key: 'efficient', title: L('Efficient'), body: L('Short lessons.') },
      ],
    },
    modules: moduleKeys.map((k, i) => ({
      file: `modules/${String(i + 1).padStart(2, '0')}-${k}.yaml`,
      module: buildModule(k),
    })),
  };
}
