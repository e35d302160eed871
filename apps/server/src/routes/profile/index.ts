import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getProfile,
  getUserInfo,
  savePreferLanguage,
  type StudentProfile,
} from '@gp/api';
import { responses } from '../../lib/responses';
import { deriveUserStatus } from '../../lib/user-status';
import { authOf } from '../../plugins/auth';
import type { ProfileRow } from '../../db/repositories/profiles';

export function profileToWire(p: ProfileRow | undefined): StudentProfile {
  return {
    Birthday: p?.birthday ? `${p.birthday}T00:00:00.000Z` : '',
    EducationRegionKey: p?.educationRegionKey ?? '',
    EducationGradeKey: p?.educationGradeKey ?? '',
    CultureCode: p?.cultureCode ?? '',
    StartPointGradeKey: p?.startPointGradeKey ?? '',
    PreferLanguageCode: p?.preferLanguageCode ?? '',
  };
}

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
}
