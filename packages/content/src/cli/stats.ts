/** npm run content:stats: the course's counts as JSON. */
import { loadCourse } from '../load';
import { courseStats } from '../validate-course';

const { course, problems } = loadCourse();
if (!course) {
  for (const p of problems)
    console.error(`${p.file}${p.path ? ` at ${p.path}` : ''}: ${p.message}`);
  process.exit(1);
}
console.log(JSON.stringify(courseStats(course), null, 2));
