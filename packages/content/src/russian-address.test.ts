import { formalAddress, masculineAddress } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import { loadCourse } from './load';

/** Every Russian text of the course with where it is: each `ru` field, at any depth. */
function russianTexts(value: unknown, path: string): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => russianTexts(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'ru' && typeof v === 'string'
      ? [[`${path}.ru`, v] as [string, string]]
      : russianTexts(v, `${path}.${key}`),
  );
}

describe('the course’s Russian texts (issue 15)', () => {
  const { course } = loadCourse();
  const texts = russianTexts(course, 'course');

  it('are found: names, explanations, hints and texts', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('address every student alike: no masculine-only "я"/"ты" forms', () => {
    const found = texts.flatMap(([where, text]) =>
      masculineAddress(text).map((m) => `${where} «${m}»`),
    );
    expect(found).toEqual([]);
  });

  // The privacy policy speaks to students and parents together, in «вы» (see its header).
  it('keep to ты, the privacy policy aside', () => {
    const found = texts
      .filter(([where]) => !/privacy/i.test(where))
      .flatMap(([where, text]) =>
        formalAddress(text).map((m) => `${where} «${m}»`),
      );
    expect(found).toEqual([]);
  });
});
