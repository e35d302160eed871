import type { FastifyInstance } from 'fastify';
import {
  getPrivacyAgreement,
  getPrivacyPolicyDocument,
  savePrivacyAgreement,
  type CultureCode,
} from '@gp/api';
import { Conflict, NotFound } from '../../lib/domain-errors';
import { endpointRoute } from '../endpoint-route';
import { localize } from './policy-content';

export async function privacyRoutes(fastify: FastifyInstance) {
  const { repos } = fastify;

  const latest = async (product: string) => {
    const doc = await repos.privacy.latest(product);
    if (!doc)
      throw new NotFound(`No privacy policy is published for ${product}.`);
    return doc;
  };
  const urlOf = (id: string, culture: CultureCode) =>
    `/privacy/${encodeURIComponent(id)}/${culture}`;

  endpointRoute(fastify, getPrivacyPolicyDocument, async (request) => {
    const doc = await latest(request.query.product);
    const text = localize(doc.content, request.query.cultureCode);
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
  });

  endpointRoute(fastify, getPrivacyAgreement, async (request) => {
    const doc = await latest(request.query.product);
    return {
      ProductId: doc.product,
      LatestPrivacyPolicyDocumentResult: {
        Signed: await repos.privacy.isSigned(request.auth.student.id, doc.id),
        Id: doc.id,
        UrlContent: urlOf(doc.id, request.query.cultureCode),
      },
    };
  });

  endpointRoute(fastify, savePrivacyAgreement, async (request) => {
    const doc = await latest(request.body.Product);
    if (doc.id !== request.body.PrivacyDocumentId) {
      // An old or unknown version: the student must read the latest one.
      throw new Conflict(
        'That privacy policy is not the latest version. Please read the latest one.',
      );
    }
    await repos.privacy.sign(request.auth.student.id, doc.id);
    return {
      ProductId: doc.product,
      LatestPrivacyPolicyDocumentResult: {
        Signed: true,
        Id: doc.id,
        UrlContent: urlOf(doc.id, 'en-US'),
      },
    };
  });
}
