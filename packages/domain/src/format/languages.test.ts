import { describe, expect, it } from 'vitest';
import { helpCenterParams, helpCenterUrl } from './help-center';
import {
  contentLanguage,
  hasLanguageToggle,
  helpCenterLanguage,
  interfaceLanguageFor,
  isInterfaceLanguage,
  marketLanguage,
  normalizeMarketRegion,
  toggleLanguage,
} from './languages';
import {
  circularProgressRotation,
  clampPopupPage,
  hoverPlacement,
  isClickNotDrag,
  isSmallScreen,
  swipeDirection,
} from './screen';

describe('market region to language (spec 01 §9)', () => {
  it.each([
    [1, 'zh-CN'],
    [2, 'ru-RU'],
    [4, 'id-ID'],
    [0, 'en-US'],
    [3, 'en-US'],
  ])('gives region %s the language %s', (region, language) => {
    expect(marketLanguage(region)).toBe(language);
  });

  it('treats unknown region codes as the default region', () => {
    expect([1, 2, 4, 3, 0].map(normalizeMarketRegion)).toEqual([1, 2, 4, 0, 0]);
  });

  it('switches from English to the market language and back to English', () => {
    expect(toggleLanguage('en-US', 1)).toBe('zh-CN');
    expect(toggleLanguage('en-US', 2)).toBe('ru-RU');
    expect(toggleLanguage('en-US', 4)).toBe('id-ID');
    expect(toggleLanguage('zh-CN', 1)).toBe('en-US');
    expect(toggleLanguage('en-US', 0)).toBe('en-US');
  });

  it('offers the toggle in the three local regions only', () => {
    expect([0, 1, 2, 4].map(hasLanguageToggle)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('signs in with the saved preference when it is English or the market language', () => {
    expect(interfaceLanguageFor('en-US', 1)).toBe('en-US');
    // A saved Russian preference is kept, not mapped to English (decision 009).
    expect(interfaceLanguageFor('ru-RU', 2)).toBe('ru-RU');
    expect(interfaceLanguageFor('zh-CN', 4)).toBe('id-ID');
    expect(interfaceLanguageFor(null, 4)).toBe('id-ID');
    expect(interfaceLanguageFor(undefined, 0)).toBe('en-US');
  });

  it('knows the interface languages and their help-center and content codes', () => {
    expect(isInterfaceLanguage('id-ID')).toBe(true);
    expect(isInterfaceLanguage('fr-FR')).toBe(false);
    expect(
      (['en-US', 'zh-CN', 'ru-RU', 'id-ID'] as const).map(helpCenterLanguage),
    ).toEqual(['en-us', 'zh-cn', 'ru', 'id']);
    expect(
      (['en-US', 'zh-CN', 'ru-RU', 'id-ID'] as const).map(contentLanguage),
    ).toEqual(['en', 'zh', 'ru', 'id']);
  });
});

describe('help-center URL parameters (spec 01 §2, spec 02 §2)', () => {
  const input = {
    token: 't',
    language: 'en-US',
    marketRegion: 0,
    chinaBusinessUnit: 'GP-CN',
  } as const;

  it('sends app name, token and the help-center language', () => {
    expect(
      helpCenterParams({ ...input, language: 'ru-RU', marketRegion: 2 }),
    ).toEqual([
      ['appName', 'GrammarPro'],
      ['token', 't'],
      ['language', 'ru'],
    ]);
  });

  it("adds the deployment's business unit for China only (spec 02 §2 Navigation bar)", () => {
    expect(
      helpCenterParams({ ...input, language: 'zh-CN', marketRegion: 1 }),
    ).toContainEqual(['businessUnit', 'GP-CN']);
    expect(
      helpCenterParams({ ...input, marketRegion: 4 }).map(([k]) => k),
    ).not.toContain('businessUnit');
  });

  it('sends no business unit for China when the deployment configures none', () => {
    expect(
      helpCenterParams({ ...input, marketRegion: 1, chinaBusinessUnit: ' ' }),
    ).toHaveLength(3);
  });

  it('builds the address on a base with or without a query', () => {
    expect(helpCenterUrl('/help/', { ...input, token: 'a b' })).toBe(
      '/help/?appName=GrammarPro&token=a%20b&language=en-us',
    );
    expect(helpCenterUrl('/help/?x=1', input)).toContain('?x=1&appName=');
  });
});

describe('screen rules (spec 02 §2, §9)', () => {
  it.each([
    [700, 1000, null],
    [660, 700, 'right'],
    [300, 700, 'center'],
    [245, 700, 'left'],
    [246, 700, 'center'],
  ] as const)(
    'places a hover container for a click at %s in a %s px window: %s',
    (x, width, placement) => {
      expect(hoverPlacement(x, width)).toBe(placement);
    },
  );

  it('tells a click from a drag of 10 px or more', () => {
    expect(isClickNotDrag({ x: 0, y: 0 }, { x: 6, y: 7 })).toBe(true);
    expect(isClickNotDrag({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(false);
  });

  it('sees a swipe from 5 px', () => {
    expect(swipeDirection(100, 96)).toBeNull();
    expect(swipeDirection(100, 95)).toBe('left');
    expect(swipeDirection(100, 105)).toBe('right');
  });

  it('rotates the circular progress 3.6 degrees per percent, the left half only above 50', () => {
    expect(circularProgressRotation(25)).toEqual({ rightDeg: 90, leftDeg: 0 });
    expect(circularProgressRotation(50)).toEqual({ rightDeg: 180, leftDeg: 0 });
    expect(circularProgressRotation(75)).toEqual({
      rightDeg: 180,
      leftDeg: 90,
    });
    expect(circularProgressRotation(150)).toEqual({
      rightDeg: 180,
      leftDeg: 180,
    });
    expect(circularProgressRotation(Number.NaN)).toEqual({
      rightDeg: 0,
      leftDeg: 0,
    });
  });

  it('uses the 660 px small-screen threshold', () => {
    expect(isSmallScreen(659)).toBe(true);
    expect(isSmallScreen(660)).toBe(false);
  });

  it('clamps the requires-attention popup page between 0 and 3', () => {
    expect([-1, 0, 2, 3, 9].map((i) => clampPopupPage(i))).toEqual([
      0, 0, 2, 3, 3,
    ]);
  });
});
