import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { seedDemoAccounts } from '../db/seed';
import { createRepositories } from '../db/repositories';
import { buildApp } from '../app';
import { freshDatabase, type Seed } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  logs: string[];
  close(): Promise<void>;
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

/**
 * The app on a database of its own (a copy of the one global-setup.ts
 * migrated, and with `seed: 'course'` the real course imported), with the
 * demo accounts and a test privacy policy.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  seed: Seed = 'migrated',
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(seed);
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
