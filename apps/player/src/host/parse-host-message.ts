import { HostToPlayer, TestModule } from '@gp/api';
import { z } from 'zod';

const TEST_KINDS: readonly unknown[] = ['diagnostic_test', 'custom_test'];

let testModules: z.ZodType<TestModule[]> | undefined;

/** The shape of a test's lesson data, before anything is checked. */
function looksLikeTestLessonData(
  data: unknown,
): data is { type: 'lessonData'; kind: string; modules: unknown } {
  if (typeof data !== 'object' || data === null) return false;
  const { type, kind, modules } = data as Record<string, unknown>;
  return (
    type === 'lessonData' && TEST_KINDS.includes(kind) && Array.isArray(modules)
  );
}

/**
 * A message from the host as HostToPlayer parses it, or null (STYLE.md rule
 * 5). A test's lesson data carries public activities only (the test and
 * custom test modules, decision 002), so its modules are checked as the
 * contract's TestModule, once: as PlayerActivity, a union tried in order,
 * every test activity's questions were first parsed as a practice activity's
 * and failed at its feedback, then parsed again (issue 16: the frame's main
 * cost before the first question, on about 100 questions). The envelope is
 * still HostToPlayer's. Test data that does not pass so, and every other
 * message, goes through HostToPlayer whole: nothing it refuses passes.
 */
export function parseHostMessage(data: unknown): HostToPlayer | null {
  if (looksLikeTestLessonData(data)) {
    const envelope = HostToPlayer.safeParse({ ...data, modules: [] });
    testModules ??= z.array(TestModule);
    const modules = testModules.safeParse(data.modules);
    if (
      envelope.success &&
      envelope.data.type === 'lessonData' &&
      modules.success
    )
      return { ...envelope.data, modules: modules.data };
  }
  const parsed = HostToPlayer.safeParse(data);
  return parsed.success ? parsed.data : null;
}
