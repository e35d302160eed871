import type { PageId } from './pages';

/** What a screen does on entry: stay, or go elsewhere (after an alert, for missing data). */
export type Decision =
  { type: 'stay' } | { type: 'redirect'; to: PageId; alert?: string };

export const STAY: Decision = { type: 'stay' };

export function redirect(to: PageId, alert?: string): Decision {
  return alert === undefined
    ? { type: 'redirect', to }
    : { type: 'redirect', to, alert };
}
