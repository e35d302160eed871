import { describe, expect, it } from 'vitest';
import { emptyProfile, fullProfile } from '../../../testing/fixtures';
import { regions } from '../../../testing/course-fixtures';
import {
  cityOptions,
  initialProfileForm,
  profileFormReducer,
  toProfileForm,
} from './profile-form';

describe('the profile form state (spec 01 §4 Profile form, §5)', () => {
  it('starts at 2003, December, the 31st with no city or grade', () => {
    expect(initialProfileForm(emptyProfile, 2025)).toEqual({
      year: 2003,
      month: 12,
      day: 31,
      cityKey: '',
      gradeKey: '',
      yearChosen: false,
    });
  });

  it('starts from the saved profile when there is one', () => {
    expect(initialProfileForm(fullProfile, 2025)).toEqual({
      year: 2014,
      month: 5,
      day: 1,
      cityKey: 'city-1',
      gradeKey: 'grade-5',
      yearChosen: true,
    });
  });

  it('lets a chosen grade suggest the year until the student picks one (issue 15)', () => {
    let s = initialProfileForm(emptyProfile, 2025);
    s = profileFormReducer(s, {
      type: 'grade',
      gradeKey: 'g6',
      suggestedYear: 2013,
    });
    expect(s.year).toBe(2013);
    s = profileFormReducer(s, { type: 'year', year: 2012 });
    s = profileFormReducer(s, {
      type: 'grade',
      gradeKey: 'g7',
      suggestedYear: 2012 - 1,
    });
    expect(s.year).toBe(2012);
    // A saved birthday is the student's: a grade does not move it.
    const saved = profileFormReducer(initialProfileForm(fullProfile, 2025), {
      type: 'grade',
      gradeKey: 'grade-6',
      suggestedYear: 2013,
    });
    expect(saved.year).toBe(2014);
  });

  it('clamps the day when the month or the year shortens the month, leap years included', () => {
    let s = initialProfileForm(emptyProfile, 2025);
    s = profileFormReducer(s, { type: 'year', year: 2004 });
    s = profileFormReducer(s, { type: 'month', month: 2 });
    expect(s.day).toBe(29);
    s = profileFormReducer(s, { type: 'year', year: 2003 });
    expect(s.day).toBe(28);
    s = profileFormReducer(s, { type: 'month', month: 3 });
    expect(s.day).toBe(28);
  });

  it('resets the grade when the city changes, and keeps it when the same city is chosen again', () => {
    let s = {
      ...initialProfileForm(emptyProfile, 2025),
      cityKey: 'beijing',
      gradeKey: 'grade-4',
    };
    expect(
      profileFormReducer(s, { type: 'city', cityKey: 'beijing' }).gradeKey,
    ).toBe('grade-4');
    s = profileFormReducer(s, { type: 'city', cityKey: 'shanghai' });
    expect(s.gradeKey).toBe('');
  });

  it('takes local city and grade names and the local culture code from the local answer', () => {
    const [beijing] = cityOptions(regions('en-US'), regions('zh-CN'));
    expect(beijing).toMatchObject({
      key: 'beijing',
      cityName: 'Beijing',
      localCityName: '北京',
    });
    expect(beijing?.grades[0]).toMatchObject({
      key: 'grade-3',
      ordinal: 3,
      gradeLocalName: '三年级',
      cultureCode: 'zh-CN',
    });
    const form = toProfileForm(
      { year: 2012, month: 6, day: 3, cityKey: 'beijing', gradeKey: 'grade-4' },
      cityOptions(regions('en-US'), regions('zh-CN')),
    );
    expect(form).toEqual({
      year: 2012,
      month: 6,
      day: 3,
      cityKey: 'beijing',
      gradeKey: 'grade-4',
      gradeCultureCode: 'zh-CN',
    });
  });

  it('counts a grade that the chosen city does not have as not chosen', () => {
    const form = toProfileForm(
      { year: 2012, month: 6, day: 3, cityKey: 'beijing', gradeKey: 'grade-9' },
      cityOptions(regions('en-US'), null),
    );
    expect(form.gradeKey).toBeNull();
  });
});
