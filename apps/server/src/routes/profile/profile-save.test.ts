import { describe, expect, it } from 'vitest';
import { profile, useDiagnosticApp } from '../../test/diagnostic-app';

// The profile a diagnostic test starts from: what the form may send, checked
// against the course's regions, grades and set-level start points.
const { call, enrol } = useDiagnosticApp([]);

describe('profile save', () => {
  it('refuses what the form could not have sent, naming the field', async () => {
    const user = await enrol();
    for (const [patch, field] of [
      [{ EducationRegionKey: 'atlantis' }, 'body.EducationRegionKey'],
      // A city of another market region, an unknown language, and start points
      // the set-level cards do not offer (spec 01 §4 Set-level).
      [{ EducationRegionKey: 'cn-beijing' }, 'body.EducationRegionKey'],
      [{ CultureCode: 'xx-XX' }, 'body.CultureCode'],
      [{ StartPointGradeKey: 'grade-12' }, 'body.StartPointGradeKey'],
      [{ StartPointGradeKey: 'grade-7' }, 'body.StartPointGradeKey'],
      [{ EducationGradeKey: 'grade-12' }, 'body.EducationGradeKey'],
      [{ Birthday: '2014-02-30' }, 'body.Birthday'],
      [{ Birthday: '1900-01-01' }, 'body.Birthday'],
      [{ Birthday: 'yesterday' }, 'body.Birthday'],
    ] as const) {
      const res = await call(user, 'PUT', '/api/v2/StudentProfile/Save/', {
        ...profile,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().Errors[0].Field).toBe(field);
    }
  });

  it('accepts the start points the set-level cards offer', async () => {
    const user = await enrol();
    // spec 01 §4 Set-level: the grade just above (Learn ahead) and any earlier one (Review) are offered.
    for (const key of ['grade-6', 'grade-3']) {
      const res = await call(user, 'PUT', '/api/v2/StudentProfile/Save/', {
        ...profile,
        StartPointGradeKey: key,
      });
      expect(res.statusCode, key).toBe(200);
    }
  });

  it('saves the profile and the start point and answers it', async () => {
    const res = await call(
      await enrol(),
      'PUT',
      '/api/v2/StudentProfile/Save/',
      {
        ...profile,
        StartPointGradeKey: 'grade-5',
        PreferLanguageCode: 'ru-RU',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...profile,
      Birthday: '2014-05-31T00:00:00.000Z',
      StartPointGradeKey: 'grade-5',
      PreferLanguageCode: 'ru-RU',
    });
  });
});
