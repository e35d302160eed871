/**
 * npm run content:check [-- --only 07-present-simple.yaml ...]
 * Validates the whole course (schema, answer keys, curriculum, volumes) and
 * exits 1 with file, path and reason for every problem. With --only, checks
 * just the named module files (for authors at work) and skips the volumes.
 */
import {
  loadCourse,
  moduleFiles,
  DEFAULT_COURSE_DIR,
  type ContentProblem,
} from '../load';
import { validateCourse, courseStats } from '../validate-course';
import { validateModule } from '../validate-module';
import { courseModule } from '../schema';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.slice(onlyAt + 1) : undefined;

function print(problems: ContentProblem[]) {
  for (const p of problems)
    console.error(`${p.file}${p.path ? ` at ${p.path}` : ''}: ${p.message}`);
}

let problems: ContentProblem[] = [];
if (only) {
  const found = moduleFiles(DEFAULT_COURSE_DIR, only);
  for (const name of only) {
    if (!found.some((f) => f.endsWith(`/${name.split('/').pop()}`))) {
      problems.push({
        file: name,
        path: '',
        message: 'no such module file in course/modules',
      });
    }
  }
  for (const path of found) {
    const file = relative(DEFAULT_COURSE_DIR, path);
    let data: unknown;
    try {
      data = parse(readFileSync(path, 'utf8'));
    } catch (e) {
      problems.push({
        file,
        path: '',
        message: `cannot read YAML: ${String(e)}`,
      });
      continue;
    }
    const r = courseModule.safeParse(data);
    if (!r.success) {
      for (const i of r.error.issues)
        problems.push({ file, path: i.path.join('.'), message: i.message });
    } else {
      problems.push(...validateModule(file, r.data));
    }
  }
} else {
  const loaded = loadCourse();
  problems = loaded.problems;
  if (loaded.course) {
    problems.push(...validateCourse(loaded.course));
    if (problems.length === 0)
      console.log(JSON.stringify(courseStats(loaded.course)));
  }
}
if (problems.length > 0) {
  print(problems);
  console.error(`\ncontent:check found ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('content:check passed');
