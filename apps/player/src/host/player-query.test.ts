import { describe, expect, it } from 'vitest';
import { readPlayerQuery } from './player-query';

describe('player address', () => {
  it('reads the lesson, student, type, language and get-new-data flag', () => {
    expect(
      readPlayerQuery(
        '?lessonId=dt1%7Cs7&studentId=s7&type=diagnostic_test&lang=zh-CN&getNewData=1',
      ),
    ).toEqual({
      lessonId: 'dt1|s7',
      studentId: 's7',
      type: 'diagnostic_test',
      lang: 'zh-CN',
      getNewData: '1',
    });
  });

  it('takes getNewData as 0 when it is missing', () => {
    expect(
      readPlayerQuery('?lessonId=a&studentId=s&type=homework&lang=en-US')
        ?.getNewData,
    ).toBe('0');
  });

  it('is null when a parameter is missing or unknown', () => {
    expect(readPlayerQuery('?studentId=s&type=homework&lang=en-US')).toBeNull();
    expect(
      readPlayerQuery('?lessonId=a&studentId=s&type=homework&lang=fr-FR'),
    ).toBeNull();
    expect(
      readPlayerQuery('?lessonId=a&studentId=s&type=quiz&lang=en-US'),
    ).toBeNull();
  });
});
