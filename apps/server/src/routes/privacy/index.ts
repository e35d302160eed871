import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getPrivacyAgreement,
  getPrivacyPolicyDocument,
  savePrivacyAgreement,
  type CultureCode,
} from '@gp/api';
import { responses } from '../../lib/responses';
import { authOf } from '../../plugins/auth';
import { ApiError, notFound } from '../../plugins/errors';
import { localize, type StoredPolicy } from './policy-content';

export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = fastify;

  const latest = async (product: string) => {
    const doc = await repos.privacy.latest(product);
    if (!doc) throw notFound(`No privacy policy is published for ${product}.`);
    return doc;
  };
  const urlOf = (id: string, culture: CultureCode) =>
    `/privacy/${encodeURIComponent(id)}/${culture}`;

  app.get(
    getPrivacyPolicyDocument.path,
    {
      schema: {
        querystring: getPrivacyPolicyDocument.query,
        response: responses(getPrivacyPolicyDocument.response),
      },
    },
    async (request) => {
      const doc = await latest(request.query.product);
      const text = localize(
        doc.content as StoredPolicy,
        request.query.cultureCode,
      );
      return {
        Id: doc.id,
        Version: doc.version,
        Effective: doc.effective,
        Title: text.title,
        UrlContent: urlOf(doc.id, request.query.cultureCode),
        Sections: text.sections.map((s) => ({
          Heading: s.heading,
          Body: s.body,
        })),
      };
    },
  );

  app.get(
    getPrivacyAgreement.path,
    {
      schema: {
        querystring: getPrivacyAgreement.query,
        response: responses(getPrivacyAgreement.response),
      },
      config: { auth: true },
    },
    async (request) => {
      const doc = await latest(request.query.product);
      return {
        ProductId: doc.product,
        LatestPrivacyPolicyDocumentResult: {
          Signed: await repos.privacy.isSigned(
            authOf(request).student.id,
            doc.id,
          ),
          Id: doc.id,
          UrlContent: urlOf(doc.id, request.query.cultureCode),
        },
      };
    },
  );

  app.post(
    savePrivacyAgreement.path,
    {
      schema: {
        body: savePrivacyAgreement.body,
        response: responses(savePrivacyAgreement.response),
      },
      config: { auth: true },
    },
    async (request) => {
      const doc = await latest(request.body.Product);
      if (doc.id !== request.body.PrivacyDocumentId) {
        // An old or unknown version: the student must read the latest one.
        throw new ApiError(409, {
          Code: 'Conflict',
          Message:
            'That privacy policy is not the latest version. Please read the latest one.',
        });
      }
      await repos.privacy.sign(authOf(request).student.id, doc.id);
      return {
        ProductId: doc.product,
        LatestPrivacyPolicyDocumentResult: {
          Signed: true,
          Id: doc.id,
          UrlContent: urlOf(doc.id, 'en-US'),
        },
      };
    },
  );
}
