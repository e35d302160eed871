import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../test/test-database';
import { ACCOUNTS_HELP, ACCOUNTS_OPTIONS } from '../cli/accounts-usage';
import {
  accountCommands,
  AccountsError,
  describe as describeStudent,
} from './commands';
import { parseCsv } from './csv';
import { CREATE_FLAGS } from './student-input';

let database: Database;
let drop: () => Promise<void>;
let cmd: ReturnType<typeof accountCommands>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  cmd = accountCommands(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const HEADER =
  'username,password,english_first_name,market_region,status,start_time,expire_time';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF line ends', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\nd,e,f\n')).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['d', 'e', 'f'] },
    ]);
  });

  it('gives each record the physical line it starts on, counting blank lines and line breaks inside quotes', () => {
    const csv = 'h1,h2\n\n"two\r\nlines",x\r\n\r\ny,"a\nb\nc"\rz,""';
    expect(parseCsv(csv)).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: [''] },
      { line: 3, fields: ['two\r\nlines', 'x'] },
      { line: 5, fields: [''] },
      { line: 6, fields: ['y', 'a\nb\nc'] },
      { line: 9, fields: ['z', ''] },
    ]);
  });

  it('names the line of a quote that never closes', () => {
    expect(() => parseCsv('a,b\nc,"d\ne,f\n')).toThrow(
      expect.objectContaining({ line: 2 }),
    );
  });
});

describe('CSV import', () => {
  it('imports nothing and lists every bad row by line number', async () => {
    const csv = [
      HEADER,
      'amy,secret1,Amy,0,regular,,2030-01-01',
      'ben,123,Ben,7,regular,,2030-01-01',
      'amy,secret1,Amy,0,vip,,2030-01-01',
    ].join('\n');
    const { created, problems } = await cmd.importCsv(csv);
    expect(created).toEqual([]);
    expect(problems.map((p) => p.line)).toEqual([3, 3, 4]);
    expect(problems[2]!.message).toMatch(
      /status must be regular, demo or expired/,
    );
    expect(await cmd.list()).toHaveLength(0);
  });

  it('reports a username that repeats in the file', async () => {
    const csv = [
      HEADER,
      'amy,secret1,Amy,0,regular,,2030-01-01',
      'AMY,secret1,Amy,0,regular,,2030-01-01',
    ].join('\n');
    const { problems } = await cmd.importCsv(csv);
    expect(problems).toEqual([
      { line: 3, message: 'username "AMY" is also on line 2' },
    ]);
  });

  it('imports every good row, hashing the passwords', async () => {
    const csv = [
      HEADER,
      'amy,secret1,Amy,1,demo,2026-09-01,2030-01-01',
      '"li.wei",secret2,"Wei, Li",4,,,2030-01-01',
    ].join('\n');
    const { created, problems } = await cmd.importCsv(csv);
    expect(problems).toEqual([]);
    expect(created.map((s) => describeStudent(s))).toMatchObject([
      { username: 'amy', status: 'demo', marketRegion: 1 },
      {
        username: 'li.wei',
        status: 'regular',
        englishFirstName: 'Wei, Li',
        marketRegion: 4,
      },
    ]);
    expect(created[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a username that already exists', async () => {
    const { problems } = await cmd.importCsv(
      [HEADER, 'amy,secret1,Amy,1,demo,,2030-01-01'].join('\n'),
    );
    expect(problems).toEqual([
      { line: 2, message: 'username "amy" already exists' },
    ]);
  });

  it('names the missing columns of a bad header', async () => {
    const { problems } = await cmd.importCsv('username,password\nx,y');
    expect(problems[0]!.message).toMatch(
      /missing column\(s\): english_first_name, market_region, status, expire_time/,
    );
  });

  it('reports the line in the file, after blank rows and quoted line breaks', async () => {
    const csv = [
      '',
      HEADER,
      '',
      'cara,secret1,"Cara',
      'Jane",0,regular,,2030-01-01',
      '   ,  ,',
      'dan,123,Dan,0,regular,,2030-01-01',
    ].join('\r\n');
    const { created, problems } = await cmd.importCsv(csv);
    expect(created).toEqual([]);
    expect(problems).toEqual([
      { line: 7, message: 'password needs at least 6 characters' },
    ]);
  });

  it('refuses a row with more fields than the header, naming its line', async () => {
    const csv = [
      HEADER,
      'cara,secret1,Cara,0,regular,,2030-01-01',
      'dan,secret1,Dan,0,regular,,2030-01-01,extra',
    ].join('\n');
    const { created, problems } = await cmd.importCsv(csv);
    expect(created).toEqual([]);
    expect(problems).toEqual([
      {
        line: 3,
        message: 'has 8 fields but the header (line 1) has 7 columns',
      },
    ]);
    expect((await cmd.list()).map((s) => s.userName)).not.toContain('cara');
  });

  it('refuses unknown or repeated header columns', async () => {
    const { problems } = await cmd.importCsv(`\n${HEADER},email,username\nx`);
    expect(problems.map((p) => p.line)).toEqual([2, 2]);
    expect(problems[0]!.message).toMatch(/^unknown column\(s\): email /);
    expect(problems[1]!.message).toBe('column(s) named twice: username');
  });

  it('names the line of an unclosed quote and imports nothing', async () => {
    const { created, problems } = await cmd.importCsv(
      [HEADER, 'cara,secret1,Cara,0,regular,,2030-01-01', 'dan,"x'].join('\n'),
    );
    expect(created).toEqual([]);
    expect(problems).toEqual([
      { line: 3, message: expect.stringMatching(/never closed/) },
    ]);
  });
});

describe('create', () => {
  it('names the command-line flags, not the CSV columns, in its messages', async () => {
    await expect(cmd.create({})).rejects.toThrow(
      [
        '--username is required',
        '--password is required',
        '--name is required',
        '--expire is required',
      ].join('\n'),
    );
    await expect(
      cmd.create({
        username: 'x',
        password: 'secret1',
        english_first_name: 'X',
        market_region: '9',
        start_time: '2030-01-01',
        expire_time: '2029-01-01',
      }),
    ).rejects.toThrow(
      '--region must be 0, 1 (China), 2 (Russia) or 4 (Indonesia)\n--expire must be after --start',
    );
  });

  it('answers "already exists", not a database error, when two creates race for a username', async () => {
    const fields = {
      username: 'twin',
      password: 'secret1',
      english_first_name: 'Twin',
      expire_time: '2030-01-01',
    };
    const results = await Promise.allSettled([
      cmd.create(fields),
      cmd.create(fields),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([
      'fulfilled',
      'rejected',
    ]);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed?.reason).toBeInstanceOf(AccountsError);
    expect(String(failed?.reason)).toMatch(/Username "twin" already exists/);
  });

  it('only names flags the tool accepts and its help lists', () => {
    for (const flag of Object.values(CREATE_FLAGS)) {
      expect(Object.keys(ACCOUNTS_OPTIONS)).toContain(flag.slice(2));
      expect(ACCOUNTS_HELP).toContain(flag);
    }
  });
});

describe('subscription commands', () => {
  it('expires, renews and toggles demo status', async () => {
    expect(describeStudent(await cmd.expire('amy')).status).toBe('expired');
    const until = new Date(Date.now() + 90 * 24 * 3600 * 1000);
    expect(describeStudent(await cmd.renew('amy', until)).status).toBe(
      'regular',
    );
    expect(describeStudent(await cmd.setDemo('amy', true)).status).toBe('demo');
    expect(describeStudent(await cmd.setDemo('amy', false)).status).toBe(
      'regular',
    );
    await expect(cmd.renew('amy', new Date('2001-01-01'))).rejects.toThrow(
      /future/,
    );
    await expect(cmd.expire('nobody')).rejects.toThrow(
      /No student with username "nobody"/,
    );
  });

  it('resets a password and ends the sessions', async () => {
    const amy = (await cmd.list()).find((s) => s.userName === 'amy')!;
    const { sessionsRepository } = await import('../db/repositories/sessions');
    await sessionsRepository(database.db).openIfRoom(
      amy.id,
      'h1',
      'Chrome on Windows',
    );
    expect(await cmd.sessions('amy')).toHaveLength(1);
    const r = await cmd.resetPassword('amy', 'new-secret');
    expect(r.endedSessions).toBe(1);
    expect(await cmd.sessions('amy')).toHaveLength(0);
    await expect(cmd.resetPassword('amy', '123')).rejects.toThrow(/6 to 200/);
  });
});

describe('purge', () => {
  it('deletes the accounts 12 months past their expiry, and only counts on a dry run', async () => {
    const csv = [
      HEADER,
      'old,secret1,Old,0,regular,2020-01-01,2021-01-01',
      'recent,secret1,Recent,0,regular,2020-01-01,2029-01-01',
    ].join('\n');
    expect((await cmd.importCsv(csv)).problems).toEqual([]);
    const now = new Date('2026-06-01');
    expect((await cmd.purge(now, true)).students).toBe(1);
    expect((await cmd.list()).map((s) => s.userName)).toContain('old');
    expect((await cmd.purge(now)).students).toBe(1);
    const left = (await cmd.list()).map((s) => s.userName);
    expect(left).not.toContain('old');
    expect(left).toContain('recent');
  });
});
