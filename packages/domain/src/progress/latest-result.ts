/** When a module's diagnostic-test or custom-test result was stored (an ISO stamp), if ever. */
export interface ModuleResultStamps {
  diagnosticEndStamp: string | null;
  customTestStamp: string | null;
}

// spec 02 §2 Module lesson (View mistakes) and issue 11: a module's latest result is
// its newest test of either kind; a custom test taken after the diagnostic one wins.
export function latestModuleResult(
  stamps: ModuleResultStamps,
): 'diagnostic' | 'customTest' | null {
  const dt = stamps.diagnosticEndStamp
    ? Date.parse(stamps.diagnosticEndStamp)
    : NaN;
  const ct = stamps.customTestStamp ? Date.parse(stamps.customTestStamp) : NaN;
  if (Number.isNaN(ct)) return Number.isNaN(dt) ? null : 'diagnostic';
  if (Number.isNaN(dt)) return 'customTest';
  return ct > dt ? 'customTest' : 'diagnostic';
}
