import type { ContentProblem } from './load';
import type { CurriculumFile } from './schema';

/**
 * Curriculum order (issue 15): a module whose questions use another module's
 * grammar ("uses" in curriculum.yaml) must not come before it: in every map
 * the used module sits in the same grade or an earlier one.
 */
export function validateUses(curriculum: CurriculumFile): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (path: string, message: string) =>
    problems.push({ file: 'curriculum.yaml', path, message });
  const listed = new Set(curriculum.modules);
  for (const [user, used] of Object.entries(curriculum.uses ?? {})) {
    for (const k of [user, ...used])
      if (!listed.has(k)) report(`uses.${user}`, `unknown module "${k}"`);
    for (const [name, map] of Object.entries(curriculum.maps)) {
      const grade = new Map<string, number>();
      for (const [g, mods] of Object.entries(map))
        for (const k of mods) grade.set(k, Number(g));
      const userGrade = grade.get(user);
      if (userGrade === undefined) continue;
      for (const k of used) {
        const usedGrade = grade.get(k);
        if (usedGrade !== undefined && usedGrade > userGrade)
          report(
            `maps.${name}`,
            `"${user}" (grade ${userGrade}) uses "${k}", which comes later (grade ${usedGrade})`,
          );
      }
    }
  }
  return problems;
}
