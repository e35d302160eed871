import { timeOf } from '../common/guards';
import {
  MODULE_DT_STATUS,
  type ModuleDtStatus,
} from '../progress/classification';

// spec 02 §5 / §9: a custom test holds at most 4 modules (MAX_NUMBER_OF_MODULES_CAN_SELECTED_IN_CT).
export const MAX_CT_MODULES = 4;

/** spec 02 §5: the messages when adding to a full custom test. */
export const CT_FULL_TITLE = 'Custom Test is full!';
export const CT_FULL_MESSAGE =
  'Remove something from the test first, then add this module.';

/** A module as the custom test page weighs it. */
export interface CustomTestCandidate {
  moduleKey: string;
  moduleDtStatus: ModuleDtStatus;
  /** Displayed score of the latest test. */
  displayedScore: number;
  /** 1 beginner .. 4 advanced. */
  difficultyLevel: number;
  gradeOrdinal: number;
  /** Time of the latest diagnostic or custom test (ISO). */
  latestTestAt: string;
}

export interface CustomTestSelection {
  selected: string[];
  selectable: string[];
}

// spec 02 §4 Custom test selection: sorted by displayed score, difficulty, grade ordinal and
// latest DT or CT time. The spec gives no directions: weakest, easiest, lowest grade, most
// recently tested first; the module key breaks remaining ties so the order is stable.
export function compareCandidates(
  a: CustomTestCandidate,
  b: CustomTestCandidate,
): number {
  return (
    a.displayedScore - b.displayedScore ||
    a.difficultyLevel - b.difficultyLevel ||
    a.gradeOrdinal - b.gradeOrdinal ||
    (timeOf(b.latestTestAt) || 0) - (timeOf(a.latestTestAt) || 0) ||
    a.moduleKey.localeCompare(b.moduleKey)
  );
}

/** The weakness modules (dt status 3) a custom test offers, in selection order. */
export function weaknessCandidates(
  candidates: readonly CustomTestCandidate[],
): CustomTestCandidate[] {
  return candidates
    .filter((c) => c.moduleDtStatus === MODULE_DT_STATUS.weakness)
    .sort(compareCandidates);
}

// spec 02 §4: the first 4 are preselected, the rest selectable.
export function initialSelection(
  candidates: readonly CustomTestCandidate[],
): CustomTestSelection {
  const keys = weaknessCandidates(candidates).map((c) => c.moduleKey);
  return {
    selected: keys.slice(0, MAX_CT_MODULES),
    selectable: keys.slice(MAX_CT_MODULES),
  };
}

export type AddModuleResult =
  | { ok: true; selection: CustomTestSelection }
  | {
      ok: false;
      reason: 'full';
      title: typeof CT_FULL_TITLE;
      message: typeof CT_FULL_MESSAGE;
    }
  | { ok: false; reason: 'notSelectable' };

// spec 02 §4/§5: adding is refused when the maximum is reached, with the 'full' messages.
export function addModule(
  selection: CustomTestSelection,
  moduleKey: string,
): AddModuleResult {
  if (!selection.selectable.includes(moduleKey))
    return { ok: false, reason: 'notSelectable' };
  if (selection.selected.length >= MAX_CT_MODULES)
    return {
      ok: false,
      reason: 'full',
      title: CT_FULL_TITLE,
      message: CT_FULL_MESSAGE,
    };
  return {
    ok: true,
    selection: {
      selected: [...selection.selected, moduleKey],
      selectable: selection.selectable.filter((k) => k !== moduleKey),
    },
  };
}

// spec 02 §4: removing returns a module to the selectable list (in selection order).
export function removeModule(
  selection: CustomTestSelection,
  moduleKey: string,
  candidates: readonly CustomTestCandidate[],
): CustomTestSelection {
  if (!selection.selected.includes(moduleKey)) return selection;
  const back = new Set([...selection.selectable, moduleKey]);
  const order = weaknessCandidates(candidates).map((c) => c.moduleKey);
  const selectable = [
    ...order.filter((k) => back.has(k)),
    ...[...back].filter((k) => !order.includes(k)),
  ];
  return {
    selected: selection.selected.filter((k) => k !== moduleKey),
    selectable,
  };
}

// spec 02 §4: if fewer than 4 are chosen the test is filled with other studied modules.
export function fillCustomTest(
  selected: readonly string[],
  candidates: readonly CustomTestCandidate[],
): string[] {
  const others = candidates
    .filter(
      (c) =>
        c.moduleDtStatus !== MODULE_DT_STATUS.notStudied &&
        !selected.includes(c.moduleKey),
    )
    .sort(compareCandidates)
    .map((c) => c.moduleKey);
  return [...selected, ...others].slice(
    0,
    Math.max(MAX_CT_MODULES, selected.length),
  );
}
