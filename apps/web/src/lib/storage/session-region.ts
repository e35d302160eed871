import { MarketRegion } from '@gp/api';

const KEY = 'gp.marketRegion';

/** The market region chosen on the region page, held for the browser session (spec 02 §2 Region selector). */
export function getSessionRegion(): MarketRegion | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return undefined;
    const parsed = MarketRegion.safeParse(Number(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function setSessionRegion(region: MarketRegion): void {
  try {
    window.sessionStorage.setItem(KEY, String(region));
  } catch {
    // Without session storage the region page shows again next time.
  }
}

export function clearSessionData(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // nothing held
  }
}
