import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  TEST_POLICY,
  TEST_POLICY_ID,
  type TestApp,
} from '../../test/test-app';
import { PrivacyPolicyChangedError } from '../../db/repositories/privacy';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAs(t.app, 'regular')).body.Token;
});
afterAll(() => t.close());

const docUrl = '/api/v2/PrivacyPolicy/PrivacyPolicyDocuments/';
const agreementUrl = '/api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/';

describe('privacy policy', () => {
  it('serves the document without a token, in the asked language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${docUrl}?product=GrammarPro&cultureCode=ru-RU`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: 'GrammarPro-v0',
      Title: 'Политика конфиденциальности',
      UrlContent: '/privacy/GrammarPro-v0/ru-RU',
      Sections: [{ Heading: 'Что мы собираем', Body: 'Ваши ответы.' }],
    });
  });

  it('answers 400 for an unknown product or culture', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${docUrl}?product=Other&cultureCode=xx`,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['query.cultureCode', 'query.product']);
  });

  it('records the agreement once and reports it signed', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `${agreementUrl}?product=GrammarPro&cultureCode=en-US`,
      headers: bearer(token),
    });
    expect(before.json().LatestPrivacyPolicyDocumentResult).toMatchObject({
      Signed: false,
      Id: 'GrammarPro-v0',
    });
    for (let i = 0; i < 2; i++) {
      const save = await t.app.inject({
        method: 'POST',
        url: agreementUrl,
        headers: bearer(token),
        payload: { Product: 'GrammarPro', PrivacyDocumentId: 'GrammarPro-v0' },
      });
      expect(save.statusCode).toBe(200);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `${agreementUrl}?product=GrammarPro&cultureCode=en-US`,
      headers: bearer(token),
    });
    expect(after.json().LatestPrivacyPolicyDocumentResult.Signed).toBe(true);
  });

  it('refuses to sign a version that is not the latest', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: agreementUrl,
      headers: bearer(token),
      payload: { Product: 'GrammarPro', PrivacyDocumentId: 'GrammarPro-v9' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('needs a token to read or sign the agreement', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${agreementUrl}?product=GrammarPro&cultureCode=en-US`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('renders the document page with its text escaped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/privacy/GrammarPro-v0/en-US',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Your answers. &lt;b&gt;');
    expect(res.body).toContain('lang="en"');
  });
});

describe('publishing a new policy text', () => {
  const agreement = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${agreementUrl}?product=GrammarPro&cultureCode=en-US`,
        headers: bearer(token),
      })
    ).json().LatestPrivacyPolicyDocumentResult;
  const sign = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: agreementUrl,
      headers: bearer(token),
      payload: { Product: 'GrammarPro', PrivacyDocumentId: id },
    });

  it('refuses edited text under the version the student agreed to, which stays signed and unchanged', async () => {
    const edited = structuredClone(TEST_POLICY);
    edited.sections[0]!.body.en = 'Your answers, and more.';
    await expect(
      t.app.repos.privacy.upsertDocument({
        id: TEST_POLICY_ID,
        product: 'GrammarPro',
        version: 0,
        effective: '2026-09-01',
        content: edited,
      }),
    ).rejects.toBeInstanceOf(PrivacyPolicyChangedError);
    const doc = await t.app.inject({
      method: 'GET',
      url: `${docUrl}?product=GrammarPro&cultureCode=en-US`,
    });
    expect(doc.json().Sections[0].Body).toBe('Your answers. <b>');
    expect(await agreement()).toMatchObject({
      Id: TEST_POLICY_ID,
      Signed: true,
    });
  });

  it('asks the student again once a new version is published, and no longer takes the old one', async () => {
    await t.app.repos.privacy.upsertDocument({
      id: 'GrammarPro-v1',
      product: 'GrammarPro',
      version: 1,
      effective: '2027-01-01',
      content: TEST_POLICY,
    });
    expect(await agreement()).toMatchObject({
      Id: 'GrammarPro-v1',
      Signed: false,
    });
    expect((await sign(TEST_POLICY_ID)).statusCode).toBe(409);
    expect((await sign('GrammarPro-v1')).statusCode).toBe(200);
    expect((await agreement()).Signed).toBe(true);
  });
});
