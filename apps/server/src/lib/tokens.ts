import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random session token (DESIGN.md §4). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
