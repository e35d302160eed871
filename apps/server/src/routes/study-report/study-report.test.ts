import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  getStudentReport,
  saveStudentReport,
  type StudentReport,
} from '@gp/api';
import {
  monthBounds,
  monthOf,
  previousMonth,
  reportOffsetMinutes,
} from '@gp/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { studyReports } from '../../db/schema-study-reports';
import { makeDueReports } from '../../report/report-service';
import { reportAddresses } from '../../report/report-address';
import { useLessonsApp } from '../../test/lessons-app';
import { bearer, signInAs } from '../../test/test-app';

// DESIGN.md §3b study report row, §4 Study report; spec 02 §3 Student report, §4 Study report.
const t = useLessonsApp(['regular', 'regular-ru', 'regular-cn']);
const reportPath = (culture: string) =>
  getStudentReport.path.replace(':CultureCode', culture);
const report = async (user: string, culture = 'en-US') => {
  const res = await t.call(user, 'GET', reportPath(culture));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentReport;
};
const page = (url: string) => t.app().inject({ method: 'GET', url });
const rowsOf = async (userId: string) =>
  (await t.db().select().from(studyReports)).filter(
    (r) => r.studentId === userId,
  );

/** Moves all of a student's activity to the middle of last month (Moscow time). */
async function studiedLastMonth(userId: string) {
  const offset = reportOffsetMinutes(2);
  const last = previousMonth(monthOf(Date.now(), offset));
  const at = new Date(
    monthBounds(last, offset).start + 10 * 86_400_000,
  ).toISOString();
  for (const table of ['diagnostic_tests', 'lesson_starts'])
    await t.db().execute(sql`update ${sql.identifier(table)}
      set started_at = ${at}::timestamptz - interval '10 minutes',
          submitted_at = case when submitted_at is null then null else ${at}::timestamptz end
      where student_id = ${userId}`);
  return last;
}

describe('GET /api/v2/StudentReport/<cultureCode>', () => {
  it('has no key or address until the first test is taken', async () => {
    expect(await report('regular')).toEqual({
      Key: '',
      Url: '',
      IsRead: false,
      Month: '',
    });
  });

  it('gives the month so far after the first test, one key for both language versions', async () => {
    await t.takeFirstTest('regular-ru', new Set());
    const ru = await report('regular-ru', 'ru-RU');
    const en = await report('regular-ru', 'en-US');
    expect(ru.Month).toBe(monthOf(Date.now(), reportOffsetMinutes(2)));
    expect(ru.Key).toBe(en.Key);
    expect(ru.Url).toBe(`/report/${ru.Key}/ru-RU`);
    expect(en.Url).toBe(`/report/${en.Key}/en-US`);
    expect(ru.IsRead).toBe(false);
    // A capability: at least 128 random bits, nothing of the student's id in it.
    expect(Buffer.from(ru.Key, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(ru.Key).not.toContain(t.userId['regular-ru']!.slice(0, 8));
  });

  it('refuses a culture code that is not one of the four (400) and a missing token (401)', async () => {
    const bad = await t.call('regular-ru', 'GET', reportPath('fr-FR'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 'ValidationFailed' });
    const none = await t
      .app()
      .inject({ method: 'GET', url: reportPath('en-US') });
    expect(none.statusCode).toBe(401);
  });

  it('once a month studied has ended, gives that month, made final, with its own key', async () => {
    await t.takeFirstTest('regular-cn', new Set(), {
      EducationRegionKey: 'cn-beijing',
      CultureCode: 'zh-CN',
    });
    const soFar = await report('regular-cn');
    // regular-cn is in China (UTC+8); move its study to last month there.
    const offset = reportOffsetMinutes(1);
    const last = previousMonth(monthOf(Date.now(), offset));
    const at = new Date(
      monthBounds(last, offset).start + 5 * 86_400_000,
    ).toISOString();
    await t.db()
      .execute(sql`update diagnostic_tests set submitted_at = ${at}::timestamptz,
      started_at = ${at}::timestamptz - interval '20 minutes' where student_id = ${t.userId['regular-cn']!}`);
    const final = await report('regular-cn', 'zh-CN');
    expect(final.Month).toBe(last);
    expect(final.Key).not.toBe(soFar.Key);
    const rows = await rowsOf(t.userId['regular-cn']!);
    expect(rows.find((r) => r.month === last)?.isFinal).toBe(true);
  });
});

describe('the report page (no sign-in)', () => {
  it('opens at its address without a token, in English and the local language', async () => {
    const ru = await report('regular-ru', 'ru-RU');
    const local = await page(ru.Url);
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/html');
    expect(local.headers['cache-control']).toBe('no-store');
    expect(local.headers['referrer-policy']).toBe('no-referrer');
    expect(local.body).toContain('<html lang="ru-RU">');
    expect(local.body).toContain('Ежемесячный отчёт об учёбе');
    const en = await page((await report('regular-ru', 'en-US')).Url);
    expect(en.body).toContain('Monthly study report');
    expect(en.body).toContain('<svg role="img"');
    expect(en.body).toContain('<table class="data">');
  });

  it('is not found for an unknown key', async () => {
    const res = await page(
      '/report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/en-US',
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Monthly study report');
  });
});

describe('PUT /api/v2/StudentReport/Save/', () => {
  // The body is the key as a bare JSON string (DESIGN.md §3b), as the web client sends it.
  const tokens: Record<string, string> = {};
  const save = async (user: string, key: unknown) => {
    tokens[user] ??= (await signInAs(t.app(), user)).body.Token;
    return t.app().inject({
      method: 'PUT',
      url: saveStudentReport.path,
      headers: { ...bearer(tokens[user]), 'content-type': 'application/json' },
      payload: JSON.stringify(key),
    });
  };

  it("refuses another student's key (403) and leaves that report unread", async () => {
    const theirs = await report('regular-ru');
    const res = await save('regular-cn', theirs.Key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ Code: 'InvalidIdentification' });
    expect((await report('regular-ru')).IsRead).toBe(false);
  });

  it('marks the report read, and saving again answers the same', async () => {
    const mine = await report('regular-ru');
    expect((await save('regular-ru', mine.Key)).json()).toEqual({
      Success: true,
    });
    expect((await save('regular-ru', mine.Key)).statusCode).toBe(200);
    expect((await report('regular-ru', 'ru-RU')).IsRead).toBe(true);
  });

  it('answers 404 for an unknown key and 400 for a body that is not a key', async () => {
    expect((await save('regular-ru', 'no-such-report-key')).statusCode).toBe(
      404,
    );
    const bad = await save('regular-ru', { Key: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 'ValidationFailed' });
  });
});

describe('the monthly scheduler (made on the 1st of the next month)', () => {
  it("makes last month's report once per student even with two instances at once, and again makes nothing", async () => {
    const user = await t.enrol(2);
    await t.takeFirstTest(user, new Set());
    const month = await studiedLastMonth(t.userId[user]!);
    const second = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent' }),
      { db: t.db(), kind: 'pglite', close: async () => {} },
      { logger: false },
    );
    try {
      const [a, b] = await Promise.all([
        makeDueReports(t.app()),
        makeDueReports(second),
      ]);
      const rows = (await rowsOf(t.userId[user]!)).filter(
        (r) => r.month === month,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.isFinal).toBe(true);
      // This student's report was made by exactly one of the two.
      expect(a.made + b.made).toBe(1);
      const again = await makeDueReports(second);
      expect(again.made).toBe(0);
    } finally {
      await second.close();
    }
    // The link the student gets is that month's.
    const r = await report(user);
    expect(r.Month).toBe(month);
    expect(r.Key).toBe(
      (await rowsOf(t.userId[user]!)).find((x) => x.month === month)!.key,
    );
  });

  it("counts the student's activity of that month in the report", async () => {
    const user = await t.enrol(2);
    await t.takeFirstTest(user, new Set());
    const month = await studiedLastMonth(t.userId[user]!);
    await makeDueReports(t.app());
    const row = (await rowsOf(t.userId[user]!)).find((r) => r.month === month)!;
    expect(row.data.testsTaken).toBe(1);
    expect(row.data.daysActive).toBe(1);
    expect(row.data.activeMinutes).toBeGreaterThan(0);
    expect(row.data.attention.length).toBeGreaterThan(0);
    expect(row.data.plan.length).toBeGreaterThan(0);
    expect(row.data.plan.length).toBeLessThanOrEqual(5);
  });
});

describe('a deleted account', () => {
  it('takes its report link with it', async () => {
    const user = await t.enrol(2);
    await t.takeFirstTest(user, new Set());
    const { Url } = await report(user);
    expect((await page(Url)).statusCode).toBe(200);
    await t
      .db()
      .execute(sql`delete from students where id = ${t.userId[user]!}`);
    expect((await page(Url)).statusCode).toBe(404);
  });
});

describe('npm run accounts -- report --username U --month YYYY-MM', () => {
  it("gives the school the report's addresses in English and the local language", async () => {
    const month = monthOf(Date.now(), reportOffsetMinutes(2));
    const r = await reportAddresses(t.app(), 'REGULAR-RU', month);
    const { Key } = await report('regular-ru');
    expect(r).toEqual({
      month,
      isFinal: false,
      urls: [
        `http://localhost:8080/report/${Key}/en-US`,
        `http://localhost:8080/report/${Key}/ru-RU`,
      ],
    });
  });

  it('says why there is no report: a bad month, a month to come, no test taken', async () => {
    await expect(
      reportAddresses(t.app(), 'regular-ru', '2026-3'),
    ).rejects.toThrow('YYYY-MM');
    await expect(
      reportAddresses(t.app(), 'regular-ru', '2999-01'),
    ).rejects.toThrow('has not started');
    await expect(
      reportAddresses(t.app(), 'regular', '2020-01'),
    ).rejects.toThrow('had not taken the first grammar test');
    await expect(reportAddresses(t.app(), 'nobody', '2020-01')).rejects.toThrow(
      'No student',
    );
  });
});
