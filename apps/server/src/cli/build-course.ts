/**
 * Writes the validated course artifact (decision 014); part of `npm run
 * build`. Fails, listing the problems, when the course does not validate.
 */
import { relative } from 'node:path';
import { loadConfig } from '../config';
import { buildArtifact } from '../content/course-build';

const { paths, rootDir } = loadConfig();
const started = Date.now();
const { header, problems } = buildArtifact(paths, paths.courseArtifact);
if (!header) {
  for (const p of problems.slice(0, 50))
    console.error(`${p.file} ${p.path}: ${p.message}`);
  console.error(
    `The course has ${problems.length} problems: run npm run content:check.`,
  );
  process.exit(1);
}
console.log(
  `course ${header.version} validated in ${Date.now() - started} ms: ${relative(rootDir, paths.courseArtifact)}`,
);
