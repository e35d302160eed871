import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDemoAccounts } from '../db/seed';
import { createRepositories } from '../db/repositories';
import { buildApp } from '../app';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  logs: string[];
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server (CI does this), a new
 * database created there and dropped afterwards.
 */
async function freshDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return {
      database: await openDatabase({ dataDir: ':memory:' }),
      drop: async () => {},
    };
  const name = `gp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    // The test database is dropped with (force) at the end of the file.
    onIdleError: () => {},
    databaseUrl: url.toString(),
    dataDir: '',
  });
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export const TEST_POLICY_ID = 'GrammarPro-v0';

export const TEST_POLICY = {
  title: {
    en: 'Privacy Policy',
    zh: '隐私政策',
    ru: 'Политика конфиденциальности',
    id: 'Kebijakan Privasi',
  },
  sections: [
    {
      heading: {
        en: 'What we collect',
        zh: '我们收集什么',
        ru: 'Что мы собираем',
        id: 'Apa yang kami kumpulkan',
      },
      body: {
        en: 'Your answers. <b>',
        zh: '你的答案。',
        ru: 'Ваши ответы.',
        id: 'Jawabanmu.',
      },
    },
  ],
};

export async function createTestApp(
  env: Record<string, string> = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({ LOG_LEVEL: 'info', ...env });
  const app = await buildApp(config, database, { logStream: stream });
  await seedDemoAccounts(database.db, app.log);
  // Version 0: no real content uses it, so a test that imports a course
  // (version 1 and up) publishes a new version instead of editing this one,
  // which the repository refuses.
  await createRepositories(database.db).privacy.upsertDocument({
    id: TEST_POLICY_ID,
    product: 'GrammarPro',
    version: 0,
    effective: '2026-09-01',
    content: TEST_POLICY,
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export async function signInAs(
  app: FastifyInstance,
  userName: string,
  password = 'grammar',
  userAgent = 'test',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/Authentication/GP/',
    headers: { 'user-agent': userAgent },
    payload: { UserName: userName, Password: password, Platform: 16 },
  });
  return {
    res,
    body: res.json() as {
      Token: string;
      UserInfo: { UserId: string };
      SessionList: unknown[];
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
