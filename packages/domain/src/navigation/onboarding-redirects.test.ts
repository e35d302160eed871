import { describe, expect, it } from 'vitest';
import {
  afterLoginPage,
  gpIntroDecision,
  loginPageDecision,
  profileDecision,
  readyGoDecision,
  setLevelDecision,
  welcomeDecision,
} from './onboarding-redirects';
import { facts, firstTime } from './navigation.testdata';

const to = (page: string) => ({ type: 'redirect', to: page });
const stay = { type: 'stay' };

describe('login redirects (spec 01 §2 login)', () => {
  it('sends a logged-in student to learn, or welcome without a profile', () => {
    expect(loginPageDecision({ loggedIn: true, hasProfile: true })).toEqual(
      to('learn'),
    );
    expect(loginPageDecision({ loggedIn: true, hasProfile: false })).toEqual(
      to('welcome'),
    );
    expect(loginPageDecision({ loggedIn: false, hasProfile: true })).toEqual(
      stay,
    );
  });

  it('goes to learn after sign-in with a profile, else gp_intro', () => {
    expect(afterLoginPage(true)).toBe('learn');
    expect(afterLoginPage(false)).toBe('gp_intro');
  });
});

describe('gp_intro and welcome (spec 01 §2)', () => {
  it.each([
    [true, false, to('learn')],
    [true, true, stay],
    [false, false, stay],
    [false, true, stay],
  ])(
    'with profile %s and first-time %s decides %o',
    (hasProfile, isFirstTime, decision) => {
      expect(gpIntroDecision({ hasProfile, isFirstTime })).toEqual(decision);
      expect(welcomeDecision({ hasProfile, isFirstTime })).toEqual(decision);
    },
  );
});

describe('profile and set_level (spec 01 §2)', () => {
  it('leaves the profile page for learn once a profile is saved', () => {
    expect(profileDecision({ hasSavedProfile: true })).toEqual(to('learn'));
    expect(profileDecision({ hasSavedProfile: false })).toEqual(stay);
  });

  it('sends set_level to profile without profile info and to learn when not first-time', () => {
    expect(
      setLevelDecision({ hasProfileInfo: false, isFirstTime: true }),
    ).toEqual(to('profile'));
    expect(
      setLevelDecision({ hasProfileInfo: true, isFirstTime: false }),
    ).toEqual(to('learn'));
    expect(
      setLevelDecision({ hasProfileInfo: true, isFirstTime: true }),
    ).toEqual(stay);
  });
});

describe('ready_go (spec 01 §2)', () => {
  it('sends a student without a profile to gp_intro', () => {
    expect(readyGoDecision({ hasProfile: false, facts: firstTime() })).toEqual(
      to('gp_intro'),
    );
  });

  it('keeps a first-time student with a first test to take', () => {
    expect(readyGoDecision({ hasProfile: true, facts: firstTime() })).toEqual(
      stay,
    );
    expect(
      readyGoDecision({
        hasProfile: true,
        facts: { ...firstTime(), allTestsDone: true },
      }),
    ).toEqual(to('learn'));
  });

  it('sends a returning student to learn when nothing is left to test', () => {
    expect(
      readyGoDecision({
        hasProfile: true,
        facts: facts({ allTestsDone: true }),
      }),
    ).toEqual(to('learn'));
  });

  it('sends a returning student to learn while recommended lessons are not all done', () => {
    expect(
      readyGoDecision({
        hasProfile: true,
        facts: facts({ recommendedLessonsDone: false }),
      }),
    ).toEqual(to('learn'));
  });

  it('keeps a returning student whose next test is unlocked', () => {
    expect(readyGoDecision({ hasProfile: true, facts: facts() })).toEqual(stay);
  });
});
