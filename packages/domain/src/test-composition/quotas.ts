// DESIGN.md §4 Learning path: about 100 questions spread evenly over the test's modules,
// at least 10 and at most 25 a module (spec 01 §1: 100 questions per diagnostic test).
export const TARGET_QUESTIONS = 100;
export const MIN_PER_MODULE = 10;
export const MAX_PER_MODULE = 25;

export interface QuotaLimits {
  target: number;
  min: number;
  max: number;
}

export const DEFAULT_LIMITS: QuotaLimits = {
  target: TARGET_QUESTIONS,
  min: MIN_PER_MODULE,
  max: MAX_PER_MODULE,
};

/**
 * How many questions each module gets, given each bank's size: every module gets the
 * minimum (or its whole bank), then single questions go round to the modules with the
 * fewest until the target is met or every module is at its maximum or bank size. The
 * minimum wins over the target: 12 modules make 120 questions.
 */
export function moduleQuotas(
  bankSizes: readonly number[],
  limits: QuotaLimits = DEFAULT_LIMITS,
): number[] {
  const caps = bankSizes.map((size) => Math.max(0, Math.min(limits.max, size)));
  const quotas = caps.map((cap) => Math.min(cap, limits.min));
  let remaining = limits.target - quotas.reduce((a, b) => a + b, 0);
  while (remaining > 0) {
    let pick = -1;
    quotas.forEach((q, i) => {
      if (q < (caps[i] ?? 0) && (pick === -1 || q < (quotas[pick] ?? 0)))
        pick = i;
    });
    if (pick === -1) break;
    quotas[pick] = (quotas[pick] ?? 0) + 1;
    remaining -= 1;
  }
  return quotas;
}

/**
 * How many questions a test over this many modules will have, for dt_intro (spec 01 §2
 * says 100; the real count differs when the modules are few or many). The content
 * validator guarantees at least MAX_PER_MODULE questions in every module's bank.
 */
export function expectedQuestionCount(moduleCount: number): number {
  return moduleQuotas(
    Array.from({ length: Math.max(0, moduleCount) }, () => MAX_PER_MODULE),
  ).reduce((a, b) => a + b, 0);
}

/** spec 01 §2 dt_intro: 20-30 minutes for 100 questions, scaled to the count (in fives, at least 5). */
export function expectedMinutes(questionCount: number): {
  from: number;
  to: number;
} {
  const inFives = (m: number) => Math.max(5, Math.round(m / 5) * 5);
  return {
    from: inFives(questionCount * 0.2),
    to: inFives(questionCount * 0.3),
  };
}
