import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../test/test-app';

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
      Id: 'GrammarPro-v1',
      Title: 'Политика конфиденциальности',
      UrlContent: '/privacy/GrammarPro-v1/ru-RU',
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
      Id: 'GrammarPro-v1',
    });
    for (let i = 0; i < 2; i++) {
      const save = await t.app.inject({
        method: 'POST',
        url: agreementUrl,
        headers: bearer(token),
        payload: { Product: 'GrammarPro', PrivacyDocumentId: 'GrammarPro-v1' },
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
      payload: { Product: 'GrammarPro', PrivacyDocumentId: 'GrammarPro-v0' },
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
      url: '/privacy/GrammarPro-v1/en-US',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Your answers. &lt;b&gt;');
    expect(res.body).toContain('lang="en"');
  });
});
