import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { freshDatabase } from '../../test/test-database';
import { privacyPolicyDocuments } from '../schema';
import { PrivacyPolicyChangedError, privacyRepository } from './privacy';

let database: Database;
let drop: () => Promise<void>;
let privacy: ReturnType<typeof privacyRepository>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  privacy = privacyRepository(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const L = (en: string) => ({ en, zh: `${en} (zh)`, ru: `${en} (ru)`, id: en });
const text = (body: string) => ({
  title: L('Privacy'),
  sections: [{ heading: L('Data'), body: L(body) }],
});
const v1 = {
  id: 'GrammarPro-v1',
  product: 'GrammarPro',
  version: 1,
  effective: '2026-09-01',
  content: text('We keep your answers.'),
};

const stored = async () =>
  (await database.db.select().from(privacyPolicyDocuments)).sort(
    (a, b) => a.version - b.version,
  );

describe('privacy.upsertDocument', () => {
  it('stores a new version as the latest', async () => {
    await privacy.upsertDocument(v1);
    expect(await privacy.latest('GrammarPro')).toMatchObject({
      id: 'GrammarPro-v1',
      content: v1.content,
    });
  });

  it('accepts the same version again, whatever the order of its keys', async () => {
    const c = v1.content;
    await privacy.upsertDocument({
      ...v1,
      content: {
        sections: c.sections,
        title: {
          id: c.title.id,
          ru: c.title.ru,
          zh: c.title.zh,
          en: c.title.en,
        },
      },
    });
    expect(await stored()).toEqual([{ ...v1, isLatest: true }]);
  });

  it('refuses changed text for a published version, telling the editor to bump it, and keeps the agreed text', async () => {
    const edited = { ...v1, content: text('We keep your answers forever.') };
    const attempt = privacy.upsertDocument(edited);
    await expect(attempt).rejects.toBeInstanceOf(PrivacyPolicyChangedError);
    await expect(privacy.upsertDocument(edited)).rejects.toThrow(
      /GrammarPro-v1 is already published.*new version \(version: 2/,
    );
    expect(await stored()).toEqual([{ ...v1, isLatest: true }]);
  });

  it('refuses a new effective date for a published version', async () => {
    await expect(
      privacy.upsertDocument({ ...v1, effective: '2026-10-01' }),
    ).rejects.toBeInstanceOf(PrivacyPolicyChangedError);
    expect((await stored())[0]!.effective).toBe('2026-09-01');
  });

  it('refuses inside an import transaction, so nothing of that import is kept', async () => {
    const v2 = { ...v1, id: 'GrammarPro-v2', version: 2, content: text('v2') };
    await expect(
      database.db.transaction(async (tx) => {
        const inTx = tx as unknown as typeof database.db;
        await privacy.upsertDocument(v2, inTx);
        await privacy.upsertDocument({ ...v1, content: text('edited') }, inTx);
      }),
    ).rejects.toBeInstanceOf(PrivacyPolicyChangedError);
    expect((await stored()).map((d) => d.id)).toEqual(['GrammarPro-v1']);
  });

  it('makes a new version the latest and leaves the earlier one as agreed', async () => {
    const v2 = {
      ...v1,
      id: 'GrammarPro-v2',
      version: 2,
      effective: '2027-01-01',
      content: text('We keep your answers for 12 months.'),
    };
    await privacy.upsertDocument(v2);
    expect(await stored()).toEqual([
      { ...v1, isLatest: false },
      { ...v2, isLatest: true },
    ]);
    expect((await privacy.latest('GrammarPro'))!.id).toBe('GrammarPro-v2');
  });
});
