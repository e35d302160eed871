import { describe, expect, it } from 'vitest';
import {
  authorityFor,
  moduleLessonsView,
  type RemediationLesson,
} from '@gp/domain';
import { studyProgress } from '../../testing/lesson-fixtures';
import { chosenLesson, lessonToOpen, readStoredLesson } from './lesson-start';

const lessons = (scores: (number | null)[]) =>
  moduleLessonsView(
    studyProgress(scores).RemediationProgress.Recommended[0]
      ?.Lessons as RemediationLesson[],
    [],
    false,
  ).lessons;
const regular = authorityFor(1, studyProgress());
const expired = authorityFor(2, studyProgress());

describe('which lesson a module opens (spec 02 §4 Starting a lesson)', () => {
  it('opens the last available lesson, in practice', () => {
    expect(lessonToOpen(lessons([8, 7, null, null]), regular)).toMatchObject({
      lessonKey: 'articles.l3',
      startIndex: 0,
      pageStatus: 1,
    });
  });

  it('opens a done module at its first lesson again (Review)', () => {
    expect(lessonToOpen(lessons([8, 7, 9, 10]), regular)?.lessonKey).toBe(
      'articles.l1',
    );
  });

  it('opens an expired student at the quiz intro, practice being closed (spec 02 §6)', () => {
    expect(
      chosenLesson(lessons([null, null, null, null])[0]!, expired),
    ).toMatchObject({
      lessonKey: 'articles.l1',
      pageStatus: 2,
    });
  });
});

describe('the stored lesson (spec 02 §5 Remediation info)', () => {
  it('counts only with a lesson key and activity keys', () => {
    const valid = {
      moduleKey: 'articles',
      lessonKey: 'articles.l1',
      activityKeys: ['a'],
      startIndex: 0,
    };
    expect(readStoredLesson(valid)).toEqual(valid);
    expect(readStoredLesson({ ...valid, activityKeys: [] })).toBeNull();
    expect(readStoredLesson({ ...valid, lessonKey: ' ' })).toBeNull();
    expect(readStoredLesson('articles.l1')).toBeNull();
  });
});
