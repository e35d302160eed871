import type { Db } from '../db/client';
import { createRepositories } from '../db/repositories';
import type { NewStudent, StudentRow } from '../db/repositories/students';
import { hashPassword } from '../lib/passwords';
import { purgeExpiredRecords } from '../lib/retention';
import { deriveUserStatus } from '@gp/domain';
import { checkCsv, type RowProblem } from './import-csv';
import { CREATE_FLAGS, describeIssues, StudentInput } from './student-input';

export class AccountsError extends Error {}

export type { RowProblem } from './import-csv';

async function toRow(input: StudentInput): Promise<NewStudent> {
  return {
    userName: input.username,
    passwordHash: await hashPassword(input.password),
    englishFirstName: input.english_first_name,
    marketRegion: input.market_region,
    status: input.status,
    startTime: input.start_time ?? new Date(),
    expireTime: input.expire_time,
  };
}

/** PostgreSQL's unique_violation, as thrown by either driver (drizzle wraps it). */
function isUniqueViolation(e: unknown): boolean {
  for (let err = e; err instanceof Error; err = err.cause)
    if ((err as { code?: unknown }).code === '23505') return true;
  return false;
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
      const { rows, problems } = await checkCsv(text, repos);
      if (problems.length) return { created: [], problems };
      const values = await Promise.all(rows.map(({ input }) => toRow(input)));
      try {
        // One statement: a username taken meanwhile fails the whole file.
        const created = await repos.students.insertMany(values);
        return { created, problems: [] };
      } catch (e) {
        if (isUniqueViolation(e))
          throw new AccountsError(
            'Nothing was imported: a username in the file was created by someone else meanwhile. Run the import again to see which.',
          );
        throw e;
      }
    },

    async create(
      fields: Record<string, string | undefined>,
    ): Promise<StudentRow> {
      const parsed = StudentInput.safeParse(fields);
      if (!parsed.success) {
        throw new AccountsError(
          describeIssues(parsed.error.issues, (f) => CREATE_FLAGS[f]).join(
            '\n',
          ),
        );
      }
      const input = parsed.data;
      const taken = () =>
        new AccountsError(`Username "${input.username}" already exists.`);
      if (await repos.students.findByUserName(input.username)) throw taken();
      try {
        const [row] = await repos.students.insertMany([await toRow(input)]);
        return row!;
      } catch (e) {
        if (isUniqueViolation(e)) throw taken();
        throw e;
      }
    },

    list: () => repos.students.list(),

    /** Renews a subscription: regular status until the new expiry. */
    async renew(username: string, until: Date): Promise<StudentRow> {
      const s = await mustFind(username);
      if (Number.isNaN(until.getTime()) || until <= new Date())
        throw new AccountsError(
          'The new expiry (--until) must be a date in the future.',
        );
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
        throw new AccountsError('--password needs 6 to 200 characters.');
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
    /** What the privacy policy no longer keeps (lib/retention.ts). */
    purge: (now: Date, dryRun = false) =>
      purgeExpiredRecords(db, now, { dryRun }),
  };
}
