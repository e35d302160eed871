import { MARKET_REGION, type MarketRegion } from '@gp/domain';

const REGIONS: readonly number[] = Object.values(MARKET_REGION);

const KEY = 'gp.marketRegion';

/** The market region chosen on the region page, held for the browser session (spec 02 §2 Region selector). */
export function getSessionRegion(): MarketRegion | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return undefined;
    // One of the four codes (checked without the wire contract's zod, issue 16).
    const region = Number(raw);
    return REGIONS.includes(region) ? (region as MarketRegion) : undefined;
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
