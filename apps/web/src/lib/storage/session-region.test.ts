import { expect, it } from 'vitest';
import {
  clearSessionData,
  getSessionRegion,
  setSessionRegion,
} from './session-region';

it('holds the chosen market region for the session', () => {
  expect(getSessionRegion()).toBeUndefined();
  setSessionRegion(4);
  expect(getSessionRegion()).toBe(4);
  clearSessionData();
  expect(getSessionRegion()).toBeUndefined();
});

it('ignores a stored value that is not a market region', () => {
  window.sessionStorage.setItem('gp.marketRegion', '7');
  expect(getSessionRegion()).toBeUndefined();
});
