import type { FastifyInstance } from 'fastify';
import type { CurriculumGrade, Question, QuestionType } from '@gp/domain';
import type { Repositories } from '../db/repositories';
import type { DiagnosticTestRow } from '../db/repositories/diagnostic-tests';
import type { Localized } from '../db/json-types';
import { gradeKey } from '../lib/grade-key';
import { TtlCache } from '../lib/ttl-cache';
import {
  lessonActivityKeys,
  loadLessonCatalog,
  type LessonCatalog,
} from './lesson-catalog';

export interface BankItem {
  key: string;
  moduleKey: string;
  type: QuestionType;
  difficulty: 1 | 2 | 3;
  retired: boolean;
  question: Question;
}

/**
 * What the course content decides and the learning services read on every
 * test start and submit: the diagnostic item bank (about 1,000 questions),
 * each region's curriculum in each language, the cities and grades with each
 * region's modules (the grade list every learn page asks for), and the
 * lessons with their activities (the lesson catalog).
 * Content changes only when it is imported, so each app reads them once; the
 * cache belongs to the app (STYLE.md rule 13), and whoever imports content
 * into a running app calls forget(). It holds no student data (DESIGN.md §2).
 */
export interface ContentCache {
  /** The whole bank by global key (`<module>.<question>`), retired questions included. */
  bank(): Promise<Map<string, BankItem>>;
  curriculum(region: number, lang: keyof Localized): Promise<CurriculumGrade[]>;
  cityRegion(cityKey: string): Promise<number | undefined>;
  /** A city (region key) that is not retired; an unknown key is read each time, never kept. */
  city(cityKey: string): Promise<CityRow | undefined>;
  /** The grades in order, with their names. */
  grades(): ReturnType<Repositories['course']['grades']>;
  /** A market region's modules in grade and course order (the grade list's content). */
  regionModules(
    region: number,
  ): ReturnType<Repositories['course']['curriculumOf']>;
  /** The lessons and activities by key, the explainers included (issue 11). */
  lessonCatalog(): Promise<LessonCatalog>;
  forget(): void;
}

/** A promise kept until it fails: a failed read is tried again next time. */
function remember<V>(
  map: Map<string, Promise<V>>,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  let cached = map.get(key);
  if (!cached) {
    cached = load();
    map.set(key, cached);
    cached.catch(() => map.delete(key));
  }
  return cached;
}

async function loadBank(course: Repositories['course']) {
  const rows = await course.allItems();
  return new Map<string, BankItem>(
    rows.map((r) => [
      r.key,
      {
        key: r.key,
        moduleKey: r.moduleKey,
        type: r.type,
        difficulty: r.difficulty,
        retired: r.retired,
        question: r.question,
      },
    ]),
  );
}

async function loadCurriculum(
  course: Repositories['course'],
  region: number,
  lang: keyof Localized,
): Promise<CurriculumGrade[]> {
  const [modules, lessons] = await Promise.all([
    course.curriculumOf(region),
    course.lessonsOfRegion(region),
  ]);
  const byGrade = new Map<number, CurriculumGrade>();
  for (const m of modules) {
    const grade = byGrade.get(m.gradeOrdinal) ?? {
      key: gradeKey(m.gradeOrdinal),
      ordinal: m.gradeOrdinal,
      modules: [],
    };
    grade.modules.push({
      key: m.key,
      difficultyLevel: m.difficulty,
      lessons: lessons
        .filter((l) => l.moduleKey === m.key)
        .map((l) => ({
          key: l.key,
          name: l.name[lang],
          description: l.description[lang],
          sequence: l.sequence,
          activityKeys: lessonActivityKeys(l.key, l.activityKeys),
        })),
    });
    byGrade.set(m.gradeOrdinal, grade);
  }
  return [...byGrade.values()].sort((a, b) => a.ordinal - b.ordinal);
}

type CityRow = NonNullable<Awaited<ReturnType<Repositories['course']['city']>>>;

/** Like remember, but a load that finds nothing is not kept (keys may come from any caller). */
async function rememberFound<V>(
  map: Map<string, Promise<V | undefined>>,
  key: string,
  load: () => Promise<V | undefined>,
): Promise<V | undefined> {
  const found = await remember(map, key, load);
  if (found === undefined) map.delete(key);
  return found;
}

export function createContentCache(
  course: Repositories['course'],
  lessons: Repositories['lessons'],
): ContentCache {
  const bank = new Map<string, Promise<Map<string, BankItem>>>();
  const catalog = new Map<string, Promise<LessonCatalog>>();
  const curricula = new Map<string, Promise<CurriculumGrade[]>>();
  const cities = new Map<string, Promise<CityRow | undefined>>();
  const grades = new Map<string, ReturnType<ContentCache['grades']>>();
  const modules = new Map<string, ReturnType<ContentCache['regionModules']>>();
  const city = (cityKey: string) =>
    rememberFound(cities, cityKey, () => course.city(cityKey));
  return {
    bank: () => remember(bank, '', () => loadBank(course)),
    curriculum: (region, lang) =>
      remember(curricula, `${region}:${lang}`, () =>
        loadCurriculum(course, region, lang),
      ),
    cityRegion: async (cityKey) => (await city(cityKey))?.marketRegion,
    city,
    grades: () => remember(grades, '', () => course.grades()),
    regionModules: (region) =>
      remember(modules, String(region), () => course.curriculumOf(region)),
    lessonCatalog: () =>
      remember(catalog, '', () => loadLessonCatalog(lessons)),
    forget() {
      bank.clear();
      catalog.clear();
      curricula.clear();
      cities.clear();
      grades.clear();
      modules.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache;
    /**
     * The open tests this app has handed out, so that their submit needs one
     * round trip instead of two. A test row never changes after it is stored
     * except for its submission, which the submit statement checks itself: a
     * test submitted or replaced through another instance is simply not
     * claimed (docs/decisions/012). About 10 KB an entry.
     */
    handedOutTests: TtlCache<DiagnosticTestRow>;
  }
}

/** Gives the app its own content cache and handed-out tests (STYLE.md rule 13). */
export function registerLearningState(app: FastifyInstance): void {
  app.decorate(
    'contentCache',
    createContentCache(app.repos.course, app.repos.lessons),
  );
  app.decorate(
    'handedOutTests',
    new TtlCache<DiagnosticTestRow>(2 * 3600_000, 2_000),
  );
}
