import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import {
  courseModule,
  curriculumFile,
  privacyPolicyFile,
  regionsFile,
  textsFile,
  type CourseModule,
  type CurriculumFile,
  type PrivacyPolicyFile,
  type RegionsFile,
  type TextsFile,
} from './schema';

export interface ContentProblem {
  file: string;
  /** Path inside the file, e.g. lessons.2.quiz.0.questions.3.options */
  path: string;
  message: string;
}

export interface Course {
  curriculum: CurriculumFile;
  regions: RegionsFile;
  privacyPolicy: PrivacyPolicyFile;
  texts: TextsFile;
  /** Modules in file order (01-..., 02-...). */
  modules: { file: string; module: CourseModule }[];
}

export const DEFAULT_COURSE_DIR = fileURLToPath(
  new URL('../course', import.meta.url),
);

function readYaml(
  path: string,
  root: string,
  problems: ContentProblem[],
): unknown {
  const file = relative(root, path);
  try {
    return parse(readFileSync(path, 'utf8'));
  } catch (e) {
    const message = e instanceof YAMLParseError ? e.message : String(e);
    problems.push({ file, path: '', message: `cannot read YAML: ${message}` });
    return undefined;
  }
}

function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  problems: ContentProblem[],
): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file, path: issue.path.join('.'), message: issue.message });
  }
  return undefined;
}

/** Lists module files; `only` limits the list to the given file names. */
export function moduleFiles(dir: string, only?: string[]): string[] {
  const modulesDir = join(dir, 'modules');
  if (!existsSync(modulesDir)) return [];
  return readdirSync(modulesDir)
    .filter((f) => f.endsWith('.yaml'))
    .filter((f) => !only || only.some((o) => basename(o) === f))
    .sort()
    .map((f) => join(modulesDir, f));
}

/**
 * Reads and schema-checks the course. Returns the course when every file is
 * well formed, and the problems found either way.
 */
export function loadCourse(
  dir: string = DEFAULT_COURSE_DIR,
  options: { only?: string[] } = {},
): { course?: Course; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const one = <S extends z.ZodType>(name: string, schema: S) =>
    parseWith(schema, readYaml(join(dir, name), dir, problems), name, problems);

  const curriculum = one('curriculum.yaml', curriculumFile);
  const regions = one('regions.yaml', regionsFile);
  const privacyPolicy = one('privacy-policy.yaml', privacyPolicyFile);
  const texts = one('texts.yaml', textsFile);

  const modules: Course['modules'] = [];
  for (const path of moduleFiles(dir, options.only)) {
    const file = relative(dir, path);
    const module = parseWith(
      courseModule,
      readYaml(path, dir, problems),
      file,
      problems,
    );
    if (module) modules.push({ file, module });
  }
  if (
    !curriculum ||
    !regions ||
    !privacyPolicy ||
    !texts ||
    problems.length > 0
  ) {
    return { problems };
  }
  return {
    course: { curriculum, regions, privacyPolicy, texts, modules },
    problems,
  };
}

/** Reads one of the course's top-level files with its schema. */
export function readCourseFile<S extends z.ZodType>(
  name: string,
  schema: S,
  dir: string = DEFAULT_COURSE_DIR,
): { data?: z.infer<S>; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  if (!existsSync(join(dir, name)))
    return { problems: [{ file: name, path: '', message: 'file is missing' }] };
  const data = parseWith(
    schema,
    readYaml(join(dir, name), dir, problems),
    name,
    problems,
  );
  return { data, problems };
}
