import { describe, expect, it } from 'vitest';
import { deriveUserStatus } from './derive-user-status';

const now = new Date('2026-11-21T12:00:00Z');
const past = new Date('2026-11-20T12:00:00Z');
const future = new Date('2027-06-30T00:00:00Z');

describe('deriveUserStatus (DESIGN.md §4 Accounts, spec 01 §3)', () => {
  it('keeps a regular account regular before its expiry', () => {
    expect(deriveUserStatus(1, future, now)).toBe(1);
  });
  it('makes a regular account past its expiry expired', () => {
    expect(deriveUserStatus(1, past, now)).toBe(2);
    expect(deriveUserStatus(1, now, now)).toBe(2);
  });
  it('keeps demo and expired accounts as stored', () => {
    expect(deriveUserStatus(4, past, now)).toBe(4);
    expect(deriveUserStatus(2, future, now)).toBe(2);
  });
  it('treats an unknown stored status as regular', () => {
    expect(deriveUserStatus(7, future, now)).toBe(1);
  });
});
