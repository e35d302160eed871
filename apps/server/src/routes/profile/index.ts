import type { FastifyInstance } from 'fastify';
import {
  getProfile,
  getUserInfo,
  savePreferLanguage,
  saveProfile,
} from '@gp/api';
import { deriveUserStatus } from '@gp/domain';
import { profileToWire } from '../../lib/profile-wire';
import { endpointRoute } from '../endpoint-route';
import { checkProfileSave } from './check-profile-save';

export async function profileRoutes(fastify: FastifyInstance) {
  const { repos } = fastify;

  endpointRoute(fastify, getUserInfo, async (request) => {
    const { student } = request.auth;
    const now = new Date();
    return {
      UserStatus: deriveUserStatus(student.status, student.expireTime, now),
      StartTime: student.startTime.toISOString(),
      ExpireTime: student.expireTime.toISOString(),
      IsExpired: student.expireTime.getTime() <= now.getTime(),
      MarketRegion: student.marketRegion as 0 | 1 | 2 | 4,
    };
  });

  endpointRoute(fastify, getProfile, async (request) =>
    profileToWire(await repos.profiles.find(request.auth.student.id)),
  );

  endpointRoute(fastify, savePreferLanguage, async (request) => {
    await repos.profiles.upsert(request.auth.student.id, {
      preferLanguageCode: request.body.PreferLanguageCode,
    });
    return { PreferLanguageCode: request.body.PreferLanguageCode };
  });

  // spec 01 §5: profile (and set_level's start point) saved together; keys must be real.
  endpointRoute(fastify, saveProfile, async (request) => {
    const body = request.body;
    const { student } = request.auth;
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
  });
}
