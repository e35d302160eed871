import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { accountCommands, describe as describeStudent } from './commands';
import { parseCsv } from './csv';

let database: Database;
let cmd: ReturnType<typeof accountCommands>;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:' });
  cmd = accountCommands(database.db);
});
afterAll(() => database.close());

const HEADER =
  'username,password,english_first_name,market_region,status,start_time,expire_time';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF line ends', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\nd,e,f\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['d', 'e', 'f'],
    ]);
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
