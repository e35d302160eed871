import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { CultureCode, Product, text } from '../common';
import { lazySchema } from '../lazy-schema';

const PrivacyQuery = lazySchema(() =>
  z.object({ product: Product, cultureCode: CultureCode }),
);

export const PrivacyPolicyDocument = lazySchema(() =>
  z.object({
    Id: text(),
    Version: z.number().int(),
    Effective: text(),
    Title: text(),
    /** The document as a page of its own (opened in a new window). */
    UrlContent: text(),
    /** The same text as plain-text sections, rendered by the app's overlay. */
    Sections: z.array(z.object({ Heading: text(), Body: text() })),
  }),
);
export type PrivacyPolicyDocument = z.infer<typeof PrivacyPolicyDocument>;

export const getPrivacyPolicyDocument = defineEndpoint({
  method: 'GET',
  path: '/api/v2/PrivacyPolicy/PrivacyPolicyDocuments/',
  auth: false,
  body: undefined,
  query: PrivacyQuery,
  response: PrivacyPolicyDocument,
});

export const PrivacyAgreement = lazySchema(() =>
  z.object({
    ProductId: text(),
    LatestPrivacyPolicyDocumentResult: z.object({
      Signed: z.boolean(),
      Id: text(),
      UrlContent: text(),
    }),
  }),
);
export type PrivacyAgreement = z.infer<typeof PrivacyAgreement>;

export const getPrivacyAgreement = defineEndpoint({
  method: 'GET',
  path: '/api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/',
  auth: true,
  body: undefined,
  query: PrivacyQuery,
  response: PrivacyAgreement,
});

export const savePrivacyAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/',
  auth: true,
  body: lazySchema(() =>
    z.object({
      Product,
      PrivacyDocumentId: text().min(1, 'PrivacyDocumentId is required'),
    }),
  ),
  query: undefined,
  response: PrivacyAgreement,
});
