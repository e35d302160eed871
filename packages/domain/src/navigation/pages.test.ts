import { describe, expect, it } from 'vitest';
import { navBarBack } from './nav-bar';
import {
  isScreenPage,
  logoLinksToLearn,
  PAGE_IDS,
  ROUTE_PREFIX,
  routePath,
  SCREEN_PAGES,
  showsNavBar,
} from './pages';

describe('routes (DESIGN.md §3, spec 01 §2)', () => {
  it('writes routes as /gl/<page with _ as ->', () => {
    expect(routePath('login')).toBe('/gl/login');
    expect(routePath('gp_intro')).toBe('/gl/gp-intro');
    expect(routePath('remediation_lesson')).toBe('/gl/remediation-lesson');
    expect(PAGE_IDS).toHaveLength(15);
  });

  it.each([
    ['learn', true, true],
    ['module_lesson', true, true],
    ['dt_intro', true, true],
    ['welcome', true, false],
    ['profile', true, false],
    ['set_level', true, false],
    ['ready_go', true, false],
    ['custom_test', true, false],
    ['purchase_guide', true, false],
    ['login', false, false],
    ['testing', false, false],
    ['ct_testing', false, false],
    ['gp_intro', false, false],
    ['remediation_lesson', false, false],
  ] as const)('%s: nav bar %s, logo links to learn %s', (page, bar, logo) => {
    expect(showsNavBar(page)).toBe(bar);
    expect(logoLinksToLearn(page)).toBe(logo);
  });
});

describe('the nav bar back button (spec 01 §2, spec 02 §2)', () => {
  it.each([
    ['dt_intro', 'learn'],
    ['welcome', 'gp_intro'],
    ['profile', 'welcome'],
    ['set_level', 'profile'],
    ['ready_go', 'set_level'],
    ['custom_test', 'learn'],
    ['module_lesson', 'learn'],
    ['purchase_guide', 'learn'],
    ['learn', null],
    ['testing', null],
  ] as const)('goes from %s to %s', (page, back) => {
    expect(navBarBack(page)).toBe(back);
  });

  it('goes from a module lesson back to the custom test that opened it (spec 02 §2 Module lesson)', () => {
    expect(navBarBack('module_lesson', { targetPage: 'custom_test' })).toBe(
      'custom_test',
    );
  });

  it('goes from purchase_guide back to the module lesson it was entered from (spec 01 §2 purchase_guide)', () => {
    expect(navBarBack('purchase_guide', { entryPage: 'module_lesson' })).toBe(
      'module_lesson',
    );
    expect(navBarBack('purchase_guide', { entryPage: 'learn' })).toBe('learn');
  });
});

describe('pages with a screen (spec 01 §2)', () => {
  it('has a screen for every page but dt_results', () => {
    expect(SCREEN_PAGES).toHaveLength(14);
    expect(isScreenPage('dt_results')).toBe(false);
    expect(isScreenPage('ct_testing')).toBe(true);
    expect(isScreenPage('nope')).toBe(false);
    expect(ROUTE_PREFIX).toBe('/gl');
  });
});
