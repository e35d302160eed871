import type { XapiEventBase } from '@gp/domain';
import { version } from '../../../package.json';

/** A version-4 UUID (xAPI statement ids must be UUIDs), also where randomUUID is missing (plain http). */
export function uuidV4(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What every browser statement starts from (packages/domain XapiEventBase). */
export function browserEventBase(
  studentId: string,
  at: Date = new Date(),
  statementId: string = uuidV4(),
): XapiEventBase {
  return {
    statementId,
    studentId,
    timestamp: at.toISOString(),
    version,
    platform: 'web',
  };
}
