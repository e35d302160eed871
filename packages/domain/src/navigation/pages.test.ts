import { describe, expect, it } from 'vitest';
import {
  logoLinksToLearn,
  pageOfPath,
  PAGE_IDS,
  routePath,
  showsNavBar,
} from './pages';

describe('routes (DESIGN.md §3, spec 01 §2)', () => {
  it('writes routes as /gl/<page with _ as ->', () => {
    expect(routePath('login')).toBe('/gl/login');
    expect(routePath('gp_intro')).toBe('/gl/gp-intro');
    expect(routePath('remediation_lesson')).toBe('/gl/remediation-lesson');
    expect(PAGE_IDS).toHaveLength(15);
  });

  it('reads pages back from paths and sends unknown addresses (and dt_results) to login', () => {
    expect(pageOfPath('/gl/ct-testing')).toBe('ct_testing');
    expect(pageOfPath('/gl/learn/?x=1')).toBe('learn');
    expect(pageOfPath('/gl/nope')).toBe('login');
    expect(pageOfPath('/gl/dt-results')).toBe('login');
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
