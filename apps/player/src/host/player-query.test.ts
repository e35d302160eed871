import { describe, expect, it } from 'vitest';
import {
  playerSearch,
  readPendingQuery,
  readPlayerQuery,
} from './player-query';

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

  it('reads a pending address (issue 16): student, type and language, no lesson yet', () => {
    expect(
      readPendingQuery('?studentId=s7&type=diagnostic_test&lang=ru-RU'),
    ).toEqual({ studentId: 's7', type: 'diagnostic_test', lang: 'ru-RU' });
    // A full address is not pending, and neither is a flag without a lesson.
    expect(
      readPendingQuery(
        '?lessonId=a&studentId=s7&type=diagnostic_test&lang=ru-RU',
      ),
    ).toBeNull();
    expect(
      readPendingQuery(
        '?studentId=s7&type=diagnostic_test&lang=ru-RU&getNewData=1',
      ),
    ).toBeNull();
    expect(readPendingQuery('?studentId=s7&type=quiz&lang=ru-RU')).toBeNull();
    expect(readPendingQuery('?type=diagnostic_test&lang=ru-RU')).toBeNull();
  });

  it('writes the full address a pending frame takes, which reads back the same', () => {
    const query = {
      lessonId: 'dt1_s7_diagnostic_test',
      studentId: 's7',
      type: 'diagnostic_test' as const,
      lang: 'zh-CN' as const,
      getNewData: '1' as const,
    };
    expect(playerSearch(query)).toBe(
      '?lessonId=dt1_s7_diagnostic_test&studentId=s7&type=diagnostic_test&lang=zh-CN&getNewData=1',
    );
    expect(readPlayerQuery(playerSearch(query))).toEqual(query);
  });
});
