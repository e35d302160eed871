/**
 * A small seeded pseudo-random generator (mulberry32) and a string hash
 * (FNV-1a), so that test composition and answer shuffling are deterministic
 * for a seed and can be re-derived on the server.
 */

/** A generator of floats in [0, 1). */
export type Random = () => number;

/** FNV-1a 32-bit hash of a string, as an unsigned integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: fast, well-spread, 32 bits of state. */
export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, max) drawn from `random`. */
export function randomInt(random: Random, max: number): number {
  return Math.floor(random() * max);
}

/** A shuffled copy (Fisher-Yates); the input is not changed. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, i + 1);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}
