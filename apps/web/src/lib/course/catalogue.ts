import type { GradeWithModules } from '@gp/api';
import { withKeys } from '@gp/domain';

/** A module as the screens show it: the English name, the local name and the texts in the interface language. */
export interface CatalogueModule {
  key: string;
  /** The English name (spec 02 §3 moduleName). */
  name: string;
  /** The name in the market language when it differs from the English one (localModuleName). */
  localName: string | null;
  /** The description in the interface language. */
  description: string;
  sample: string[];
  difficultyLevel: number;
  gradeKey: string;
  gradeOrdinal: number;
}

export interface CatalogueGrade {
  key: string;
  ordinal: number;
  /** The grade's name in the interface language, e.g. "Grade 7" or "初一". */
  name: string;
  modules: CatalogueModule[];
}

export interface Catalogue {
  grades: CatalogueGrade[];
  modules: ReadonlyMap<string, CatalogueModule>;
}

/**
 * Joins the English and the local-culture grade lists (spec 01 §7: English,
 * and a local-text variant). `showLocal` says whether the interface is in the
 * local language, so descriptions and grade names come from that list.
 * spec 02 §5: modules or grades with an empty key are skipped.
 */
export function buildCatalogue(
  english: readonly GradeWithModules[],
  local: readonly GradeWithModules[] | null,
  showLocal: boolean,
): Catalogue {
  const localGrades = new Map((local ?? []).map((g) => [g.Grade.Key, g]));
  const localModules = new Map(
    (local ?? []).flatMap((g) => g.Modules.map((m) => [m.Key, m] as const)),
  );
  const modules = new Map<string, CatalogueModule>();
  const grades: CatalogueGrade[] = [];
  const sorted = [...english].sort((a, b) => a.GradeOrdinal - b.GradeOrdinal);
  for (const g of withKeys(sorted, (grade) => grade.Grade.Key)) {
    const localGrade = localGrades.get(g.Grade.Key);
    const grade: CatalogueGrade = {
      key: g.Grade.Key,
      ordinal: g.GradeOrdinal,
      name: showLocal && localGrade ? localGrade.Grade.Name : g.Grade.Name,
      modules: [],
    };
    for (const m of withKeys(g.Modules, (module) => module.Key)) {
      const lm = localModules.get(m.Key);
      const module: CatalogueModule = {
        key: m.Key,
        name: m.Name,
        localName: lm && lm.Name !== m.Name ? lm.Name : null,
        description: showLocal && lm ? lm.Description : m.Description,
        sample: m.Sample,
        difficultyLevel: m.DifficultyLevel,
        gradeKey: grade.key,
        gradeOrdinal: grade.ordinal,
      };
      grade.modules.push(module);
      modules.set(module.key, module);
    }
    grades.push(grade);
  }
  return { grades, modules };
}

/** The given modules organised by grade (lowest grade first, course order within a grade). */
export function gradesOf(
  catalogue: Catalogue,
  moduleKeys: readonly string[],
): CatalogueGrade[] {
  const wanted = new Set(moduleKeys);
  return catalogue.grades
    .map((g) => ({ ...g, modules: g.modules.filter((m) => wanted.has(m.key)) }))
    .filter((g) => g.modules.length > 0);
}

/** The grade a key names, if the catalogue has it. */
export function gradeOf(
  catalogue: Catalogue,
  gradeKey: string,
): CatalogueGrade | undefined {
  return catalogue.grades.find((g) => g.key === gradeKey);
}
