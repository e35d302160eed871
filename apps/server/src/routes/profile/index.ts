import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getProfile,
  getUserInfo,
  savePreferLanguage,
  saveProfile,
} from '@gp/api';
import { responses } from '../../lib/responses';
import { deriveUserStatus } from '@gp/domain';
import { authOf } from '../../plugins/auth';
import { profileToWire } from '../../lib/profile-wire';
import { checkProfileSave } from './check-profile-save';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = fastify;

  app.get(
    getUserInfo.path,
    {
      schema: { response: responses(getUserInfo.response) },
      config: { auth: true },
    },
    async (request) => {
      const { student } = authOf(request);
      const now = new Date();
      const UserStatus = deriveUserStatus(
        student.status,
        student.expireTime,
        now,
      );
      return {
        UserStatus,
        StartTime: student.startTime.toISOString(),
        ExpireTime: student.expireTime.toISOString(),
        IsExpired: student.expireTime.getTime() <= now.getTime(),
        MarketRegion: student.marketRegion as 0 | 1 | 2 | 4,
      };
    },
  );

  app.get(
    getProfile.path,
    {
      schema: { response: responses(getProfile.response) },
      config: { auth: true },
    },
    async (request) => {
      return profileToWire(
        await repos.profiles.find(authOf(request).student.id),
      );
    },
  );

  app.put(
    savePreferLanguage.path,
    {
      schema: {
        body: savePreferLanguage.body,
        response: responses(savePreferLanguage.response),
      },
      config: { auth: true },
    },
    async (request) => {
      await repos.profiles.upsert(authOf(request).student.id, {
        preferLanguageCode: request.body.PreferLanguageCode,
      });
      return { PreferLanguageCode: request.body.PreferLanguageCode };
    },
  );

  // spec 01 §5: profile (and set_level's start point) saved together; keys must be real.
  app.put(
    saveProfile.path,
    {
      schema: {
        body: saveProfile.body,
        response: responses(saveProfile.response),
      },
      config: { auth: true },
    },
    async (request) => {
      const body = request.body;
      const { student } = authOf(request);
      await checkProfileSave(fastify, student, body);
      const saved = await repos.profiles.upsert(student.id, {
        birthday: body.Birthday.slice(0, 10),
        educationRegionKey: body.EducationRegionKey,
        educationGradeKey: body.EducationGradeKey,
        cultureCode: body.CultureCode,
        ...(body.StartPointGradeKey === undefined
          ? {}
          : { startPointGradeKey: body.StartPointGradeKey }),
        ...(body.PreferLanguageCode === undefined
          ? {}
          : { preferLanguageCode: body.PreferLanguageCode }),
      });
      return profileToWire(saved);
    },
  );
}
