/** spec 01 §3 Authority levels; 'REGUALR' is spelt so in the specification and on the wire. */
export type AuthorityLevel = 'REGUALR' | 'DEMO' | 'EXPIRED';

/** spec 01 §3 UserStatus: 1 regular, 2 expired, 4 demo. */
export type KnownUserStatus = 1 | 2 | 4;

export interface AuthorityRow {
  /** -1 unlimited. */
  maxDtNumber: number;
  canDoCt: boolean;
  userStatus: KnownUserStatus;
  showUniqueFeatureNum: KnownUserStatus;
}

// spec 01 §3 / spec 02 §6 table: the three authority levels.
export const AUTHORITY_LEVELS: Readonly<Record<AuthorityLevel, AuthorityRow>> =
  {
    REGUALR: {
      maxDtNumber: -1,
      canDoCt: true,
      userStatus: 1,
      showUniqueFeatureNum: 1,
    },
    DEMO: {
      maxDtNumber: 1,
      canDoCt: false,
      userStatus: 4,
      showUniqueFeatureNum: 4,
    },
    EXPIRED: {
      maxDtNumber: 1,
      canDoCt: false,
      userStatus: 2,
      showUniqueFeatureNum: 2,
    },
  };

/** What a student may do; checked with can(), never with level comparisons. */
export type Capability =
  | 'openAnyModule'
  | 'doCustomTest'
  | 'takeUnlimitedDiagnosticTests'
  | 'doPractice'
  | 'doQuiz'
  | 'seeUpgradePrompts'
  | 'seeExpiredWarning';

// spec 02 §6 Roles and permissions, as data.
export const CAPABILITIES: Readonly<
  Record<AuthorityLevel, readonly Capability[]>
> = {
  // Regular: may start lessons, practice and quiz; unlimited tests; custom tests.
  REGUALR: [
    'openAnyModule',
    'doCustomTest',
    'takeUnlimitedDiagnosticTests',
    'doPractice',
    'doQuiz',
  ],
  // Demo: listed modules only, practice and quiz allowed; Have a try / Get the full version prompts.
  DEMO: ['doPractice', 'doQuiz', 'seeUpgradePrompts'],
  // Expired: listed modules only, practice sections blocked, expired warning and banner.
  EXPIRED: ['doQuiz', 'seeExpiredWarning'],
};

/** The stored authority (spec 02 §6: refreshed from progress). */
export interface Authority extends AuthorityRow {
  level: AuthorityLevel;
  /** Modules a demo or expired student may open; absent for regular students. */
  canRemediationModules?: string[];
}

function levelOf(
  authority: AuthorityLevel | Pick<Authority, 'level'>,
): AuthorityLevel {
  return typeof authority === 'string' ? authority : authority.level;
}

export function can(
  authority: AuthorityLevel | Pick<Authority, 'level'>,
  capability: Capability,
): boolean {
  return CAPABILITIES[levelOf(authority)].includes(capability);
}

// spec 01 §4: a count of tests at or above maxDtNumber (when above 0) blocks the next test.
export function hasDiagnosticTestsLeft(
  authority: Pick<Authority, 'maxDtNumber'>,
  testsTaken: number,
): boolean {
  return authority.maxDtNumber <= 0 || testsTaken < authority.maxDtNumber;
}

/** May open the module lesson page and start its lessons (spec 02 §4 Starting a lesson). */
export function canOpenModule(
  authority: Authority,
  moduleKey: string,
): boolean {
  return (
    can(authority, 'openAnyModule') ||
    (authority.canRemediationModules ?? []).includes(moduleKey)
  );
}
