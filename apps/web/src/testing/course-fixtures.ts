import type {
  CourseTexts,
  CultureCode,
  DiagnosticTest,
  DiagnosticTestScoreSummary,
  GradeWithModules,
  RegionWithGrades,
  StudentProgress,
  UserInfoDetail,
} from '@gp/api';
import { displayedPercent } from '@gp/domain';

/** Test data for the onboarding, diagnostic test and learn screens. */

const GRADE_NAMES: Record<number, { en: string; zh: string }> = {
  3: { en: 'Grade 3', zh: '三年级' },
  4: { en: 'Grade 4', zh: '四年级' },
  5: { en: 'Grade 5', zh: '五年级' },
  6: { en: 'Grade 6', zh: '六年级' },
};

const gradeName = (ordinal: number, culture: CultureCode) =>
  culture === 'zh-CN'
    ? (GRADE_NAMES[ordinal]?.zh ?? `${ordinal}`)
    : (GRADE_NAMES[ordinal]?.en ?? `Grade ${ordinal}`);

export function regions(
  culture: CultureCode = 'en-US',
  marketRegion: 0 | 1 | 2 | 4 = 1,
  ordinals: number[] = [3, 4, 5, 6],
): RegionWithGrades[] {
  const cities = [
    { key: 'beijing', en: 'Beijing', zh: '北京' },
    { key: 'shanghai', en: 'Shanghai', zh: '上海' },
  ];
  return cities.map((c) => ({
    Region: {
      Key: c.key,
      CityName: culture === 'zh-CN' ? c.zh : c.en,
      Name: c.en,
      CountryName: culture === 'zh-CN' ? '中国' : 'China',
      ProvinceName: '',
      CultureCode: culture,
      MarketRegion: marketRegion,
      IsFranchiseRegion: false,
    },
    Grades: ordinals.map((o) => ({
      Ordinal: o,
      Grade: {
        Key: `grade-${o}`,
        Name: gradeName(o, culture),
        CultureCode: culture,
      },
    })),
  }));
}

const MODULES: Record<number, { key: string; en: string; zh: string }[]> = {
  3: [
    { key: 'nouns', en: 'Nouns and plurals', zh: '名词和复数' },
    { key: 'articles', en: 'Articles', zh: '冠词' },
  ],
  4: [
    { key: 'present-simple', en: 'Present simple', zh: '一般现在时' },
    { key: 'can', en: 'Can for ability', zh: '表示能力的 can' },
  ],
  5: [
    { key: 'past-simple', en: 'Past simple', zh: '一般过去时' },
    { key: 'possessives', en: 'Possessives', zh: '所有格' },
  ],
};

export function gradesWithModules(
  culture: CultureCode = 'en-US',
  ordinals: number[] = [3, 4, 5],
): GradeWithModules[] {
  return ordinals.map((o) => ({
    Grade: {
      Key: `grade-${o}`,
      Name: gradeName(o, culture),
      CultureCode: culture,
    },
    GradeOrdinal: o,
    Modules: (MODULES[o] ?? []).map((m) => ({
      Key: m.key,
      Name: culture === 'zh-CN' ? m.zh : m.en,
      CultureCode: culture,
      Description:
        culture === 'zh-CN'
          ? `${m.zh}的用法`
          : `How to use ${m.en.toLowerCase()}.`,
      Sample: [`A sample of ${m.key}.`],
      DifficultyLevel: 1,
      DifficultyLevelName: 'beginner',
    })),
  }));
}

export const userInfo = (UserStatus: 1 | 2 | 4 = 1): UserInfoDetail => ({
  UserStatus,
  StartTime: '2025-01-01T00:00:00.000Z',
  ExpireTime: '2030-01-01T00:00:00.000Z',
  IsExpired: UserStatus === 2,
  MarketRegion: 0,
});

export const courseTexts: CourseTexts = {
  Intro: [
    { Title: 'Welcome!', Body: 'Grammar Pro helps you learn.' },
    { Title: 'Start with a test', Body: 'About 100 questions.' },
  ],
  Welcome: [
    { Title: 'Two steps', Body: 'Tell us about yourself, then take the test.' },
  ],
  Marketing: [
    { Key: 'efficient', Title: 'Efficient', Body: 'Study what you need.' },
    { Key: 'systematic', Title: 'Systematic', Body: 'Step by step.' },
    { Key: 'engaging', Title: 'Engaging', Body: 'Fun to learn.' },
  ],
};

type Scores = { key: string; scores: { score: number; at: string }[] }[];

/**
 * A student's progress. `tested` lists each module's diagnostic scores (of
 * 20); passed modules (latest score 16 of 20 or more) go to AlreadyPassed,
 * the others to Recommended, each with one lesson (done when `lessonsDone`).
 */
export function progress({
  isFirstTime = true,
  newModules = ['nouns', 'articles'],
  verify = [] as string[],
  tested = [] as Scores,
  lessonsDone = false,
}: {
  isFirstTime?: boolean;
  newModules?: string[];
  verify?: string[];
  tested?: Scores;
  lessonsDone?: boolean;
} = {}): StudentProgress {
  const total = 20;
  const lesson = (key: string) => ({
    Name: `${key} lesson`,
    LessonKey: `${key}-1`,
    TotalScore: lessonsDone ? 10 : 0,
    StudentScore: lessonsDone ? 9 : null,
    ActivityKeys: ['a1'],
    Sequence: 1,
    Description: '',
  });
  const latest = (m: Scores[number]) => m.scores.at(-1)?.score ?? 0;
  const passed = tested.filter((m) => latest(m) >= 16);
  const recommended = tested.filter((m) => latest(m) < 16);
  const testCount = Math.max(0, ...tested.map((m) => m.scores.length));
  const summaries: DiagnosticTestScoreSummary[] = Array.from(
    { length: testCount },
    (_, i) => {
      // Scores line up from the latest test back: a module with fewer scores joined later.
      const at = (m: Scores[number]) =>
        m.scores[i - (testCount - m.scores.length)];
      const inTest = tested.filter((m) => at(m));
      const ms = inTest.map((m) => {
        const s = at(m)?.score ?? 0;
        return {
          ModuleKey: m.key,
          Score: s,
          TotalScore: total,
          DisplayedScore: displayedPercent(s, total),
          IsPassed: s >= 16,
          IsNew: m.scores.length === testCount - i,
        };
      });
      return {
        Ordinal: i + 1,
        DiagnosticTestKey: `dt-${i + 1}`,
        EndStamp:
          (inTest[0] && at(inTest[0])?.at) ?? '2025-01-01T00:00:00.000Z',
        Score: ms.reduce((a, m) => a + m.Score, 0),
        TotalScore: ms.length * total,
        DisplayedScore: 0,
        PassedCount: ms.filter((m) => m.IsPassed).length,
        RecommendedCount: ms.filter((m) => !m.IsPassed).length,
        ModuleScores: ms,
      };
    },
  );
  return {
    IsFirstTime: isFirstTime,
    IsFinishedHardestGrade: false,
    DiagnosticTestProgress: {
      DiagnosticTestNumber: testCount,
      NextDiagnosticTest: { New: newModules, NeedToBeVerified: verify },
      UserDiagnosticTestScoreSummary: summaries,
      UserDiagnosticTestAllResult: tested.map((m) => ({
        ModuleKey: m.key,
        CertainModuleScores: m.scores.map((s, i) => ({
          Score: s.score,
          TotalScore: total,
          Ordinal: i + 1,
          EndStamp: s.at,
        })),
      })),
    },
    RemediationProgress: {
      Recommended: recommended.map((m) => ({
        ModuleKey: m.key,
        Lessons: [lesson(m.key)],
      })),
      AlreadyPassed: passed.map((m) => ({
        ModuleKey: m.key,
        Lessons: [lesson(m.key)],
      })),
      RemediationModulesResult: [],
      LessThanSelectedGradeModules: [],
    },
  };
}

export const diagnosticTest: DiagnosticTest = {
  DiagnosticTestKey: 'dt-key-1',
  Modules: [
    {
      ModuleKey: 'nouns',
      Activitys: [
        {
          Key: 'nouns-multipleSelect',
          Type: 'multipleSelectDt',
          Instruction: 'Choose the correct answers.',
          Questions: [
            {
              type: 'multipleSelect',
              questionKey: 'q1',
              prompt: 'Two ___ are here.',
              numAnswers: 1,
              options: [{ text: 'cat' }, { text: 'cats' }],
              compassTags: [],
            },
          ],
        },
      ],
    },
  ],
};
