import type { Db } from '../db/client';
import { createRepositories } from '../db/repositories';
import type { StudentRow } from '../db/repositories/students';
import { hashPassword } from '../lib/passwords';
import { deriveUserStatus } from '@gp/domain';
import { parseCsv } from './csv';
import { CSV_COLUMNS, StudentInput } from './student-input';

export class AccountsError extends Error {}

export interface RowProblem {
  line: number;
  message: string;
}

const STATUS_LABEL: Record<number, string> = {
  1: 'regular',
  2: 'expired',
  4: 'demo',
};

export function describe(s: StudentRow, now = new Date()) {
  return {
    username: s.userName,
    englishFirstName: s.englishFirstName,
    marketRegion: s.marketRegion,
    status:
      STATUS_LABEL[deriveUserStatus(s.status, s.expireTime, now)] ?? 'regular',
    startTime: s.startTime.toISOString(),
    expireTime: s.expireTime.toISOString(),
  };
}

/** The school's account operations (DESIGN.md §4 Accounts), shared by the CLI and its tests. */
export function accountCommands(db: Db) {
  const repos = createRepositories(db);
  const mustFind = async (username: string) => {
    const s = await repos.students.findByUserName(username);
    if (!s) throw new AccountsError(`No student with username "${username}".`);
    return s;
  };

  return {
    /**
     * Validates every row first and imports all or nothing; duplicate usernames
     * (in the file or already in the database) are reported with their lines.
     */
    async importCsv(
      text: string,
    ): Promise<{ created: StudentRow[]; problems: RowProblem[] }> {
      const rows = parseCsv(text).filter((r) => r.some((f) => f.trim() !== ''));
      const problems: RowProblem[] = [];
      const header = rows[0]?.map((h) => h.trim().toLowerCase());
      if (!header)
        return {
          created: [],
          problems: [{ line: 1, message: 'the file is empty' }],
        };
      const missing = CSV_COLUMNS.filter(
        (c) => c !== 'start_time' && !header.includes(c),
      );
      if (missing.length) {
        return {
          created: [],
          problems: [
            {
              line: 1,
              message: `missing column(s): ${missing.join(', ')} (expected ${CSV_COLUMNS.join(',')})`,
            },
          ],
        };
      }
      const inputs: { line: number; input: StudentInput }[] = [];
      const seen = new Map<string, number>();
      rows.slice(1).forEach((cells, i) => {
        const line = i + 2;
        const record = Object.fromEntries(
          header.map((h, j) => [h, cells[j] ?? '']),
        );
        if (record.start_time === '') delete record.start_time;
        const parsed = StudentInput.safeParse(record);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            problems.push({
              line,
              message: `${issue.path.join('.')} ${issue.message}`,
            });
          return;
        }
        const key = parsed.data.username.toLowerCase();
        if (seen.has(key))
          problems.push({
            line,
            message: `username "${parsed.data.username}" is also on line ${seen.get(key)}`,
          });
        seen.set(key, line);
        inputs.push({ line, input: parsed.data });
      });
      for (const { line, input } of inputs) {
        if (await repos.students.findByUserName(input.username)) {
          problems.push({
            line,
            message: `username "${input.username}" already exists`,
          });
        }
      }
      if (problems.length)
        return {
          created: [],
          problems: problems.sort((a, b) => a.line - b.line),
        };
      const values = await Promise.all(
        inputs.map(async ({ input }) => ({
          userName: input.username,
          passwordHash: await hashPassword(input.password),
          englishFirstName: input.english_first_name,
          marketRegion: input.market_region,
          status: input.status,
          startTime: input.start_time ?? new Date(),
          expireTime: input.expire_time,
        })),
      );
      const created = await db.transaction(async (tx) =>
        createRepositories(tx as unknown as Db).students.insertMany(values),
      );
      return { created, problems: [] };
    },

    async create(
      fields: Record<string, string | undefined>,
    ): Promise<StudentRow> {
      const parsed = StudentInput.safeParse(fields);
      if (!parsed.success) {
        throw new AccountsError(
          parsed.error.issues
            .map((i) => `--${i.path.join('.').replace(/_/g, '-')} ${i.message}`)
            .join('\n'),
        );
      }
      const input = parsed.data;
      if (await repos.students.findByUserName(input.username))
        throw new AccountsError(`Username "${input.username}" already exists.`);
      const [row] = await repos.students.insertMany([
        {
          userName: input.username,
          passwordHash: await hashPassword(input.password),
          englishFirstName: input.english_first_name,
          marketRegion: input.market_region,
          status: input.status,
          startTime: input.start_time ?? new Date(),
          expireTime: input.expire_time,
        },
      ]);
      return row!;
    },

    list: () => repos.students.list(),

    /** Renews a subscription: regular status until the new expiry. */
    async renew(username: string, until: Date): Promise<StudentRow> {
      const s = await mustFind(username);
      if (Number.isNaN(until.getTime()) || until <= new Date())
        throw new AccountsError('The new expiry must be a date in the future.');
      return (await repos.students.update(s.id, {
        status: 1,
        expireTime: until,
      }))!;
    },
    async expire(username: string): Promise<StudentRow> {
      const s = await mustFind(username);
      return (await repos.students.update(s.id, {
        status: 2,
        expireTime: new Date(),
      }))!;
    },
    async setDemo(username: string, demo: boolean): Promise<StudentRow> {
      const s = await mustFind(username);
      return (await repos.students.update(s.id, { status: demo ? 4 : 1 }))!;
    },
    /** A new password also ends every session, so a lost device is signed out. */
    async resetPassword(
      username: string,
      password: string,
    ): Promise<{ student: StudentRow; endedSessions: number }> {
      const s = await mustFind(username);
      if (password.length < 6 || password.length > 200)
        throw new AccountsError('The password needs 6 to 200 characters.');
      const student = (await repos.students.update(s.id, {
        passwordHash: await hashPassword(password),
      }))!;
      return { student, endedSessions: await repos.sessions.endAll(s.id) };
    },
    async sessions(username: string) {
      const s = await mustFind(username);
      return repos.sessions.listActive(s.id);
    },
    async endSessions(username: string): Promise<number> {
      const s = await mustFind(username);
      return repos.sessions.endAll(s.id);
    },
  };
}
