import { isNonBlankString, isNonEmptyArray, isRecord } from '../common/guards';

/** An activity of a started test as the server sends it (spec 01 §3 Diagnostic test). */
export interface TestActivity {
  Key: string;
  Type: string;
  Questions: unknown[];
  [field: string]: unknown;
}

export interface TestModule {
  ModuleKey: string;
  Activitys: TestActivity[];
}

export interface AssembledTest {
  modules: TestModule[];
  warnings: string[];
}

// spec 01 §5 / spec 02 §5: test data assembly skips, with a warning, a module without
// ModuleKey or activities and an activity without questions, key or type.
export function assembleTestModules(modules: unknown): AssembledTest {
  const warnings: string[] = [];
  const out: TestModule[] = [];
  const list = Array.isArray(modules) ? modules : [];
  list.forEach((module: unknown, m) => {
    if (
      !isRecord(module) ||
      !isNonBlankString(module.ModuleKey) ||
      !isNonEmptyArray(module.Activitys)
    ) {
      warnings.push(`module ${m} skipped: no ModuleKey or activities`);
      return;
    }
    const activities: TestActivity[] = [];
    module.Activitys.forEach((activity: unknown, a) => {
      if (
        isRecord(activity) &&
        isNonBlankString(activity.Key) &&
        isNonBlankString(activity.Type) &&
        isNonEmptyArray(activity.Questions)
      ) {
        activities.push({
          ...activity,
          Key: activity.Key,
          Type: activity.Type,
          Questions: [...activity.Questions],
        });
      } else {
        warnings.push(
          `module ${module.ModuleKey} activity ${a} skipped: no questions, key or type`,
        );
      }
    });
    if (activities.length === 0) {
      warnings.push(`module ${module.ModuleKey} skipped: no usable activities`);
      return;
    }
    out.push({ ModuleKey: module.ModuleKey, Activitys: activities });
  });
  return { modules: out, warnings };
}

// spec 02 §5: a custom test start is accepted only with a non-blank CustomTestKey and at
// least one (usable) module.
export function acceptCustomTestStart(response: unknown):
  | {
      ok: true;
      customTestKey: string;
      modules: TestModule[];
      warnings: string[];
    }
  | { ok: false; warnings: string[] } {
  if (!isRecord(response) || !isNonBlankString(response.CustomTestKey))
    return { ok: false, warnings: ['no CustomTestKey'] };
  const assembled = assembleTestModules(response.Modules);
  if (assembled.modules.length === 0)
    return { ok: false, warnings: [...assembled.warnings, 'no modules'] };
  return {
    ok: true,
    customTestKey: response.CustomTestKey,
    modules: assembled.modules,
    warnings: assembled.warnings,
  };
}
