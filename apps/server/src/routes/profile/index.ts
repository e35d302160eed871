import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getProfile,
  getUserInfo,
  savePreferLanguage,
  saveProfile,
} from '@gp/api';
import { responses } from '../../lib/responses';
import {
  deriveUserStatus,
  normalizeMarketRegion,
  setLevelModel,
  startPointOf,
  type SetLevelCard,
} from '@gp/domain';
import { authOf } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';
import { gradeKey, gradeOrdinalOf } from '../../lib/grade-key';
import { profileToWire } from '../../lib/profile-wire';

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
      const invalid = (Field: string, Message: string) =>
        new ApiError(400, {
          Code: 'ValidationFailed',
          Message: `${Field}: ${Message}`,
          Errors: [{ Field, Message }],
        });
      const birthday = body.Birthday.slice(0, 10);
      const date = new Date(`${birthday}T00:00:00Z`);
      const year = new Date().getUTCFullYear();
      if (
        Number.isNaN(date.getTime()) ||
        date.toISOString().slice(0, 10) !== birthday
      ) {
        throw invalid('body.Birthday', 'is not a real date');
      }
      // spec 01 §5: birth years run from this year minus 86 to this year minus 6.
      if (
        date.getUTCFullYear() > year - 6 ||
        date.getUTCFullYear() < year - 86
      ) {
        throw invalid(
          'body.Birthday',
          `year must be between ${year - 86} and ${year - 6}`,
        );
      }
      const { student } = authOf(request);
      const city = await repos.course.city(body.EducationRegionKey);
      if (!city)
        throw invalid('body.EducationRegionKey', 'is not a known city');
      // The cities offered are those of the student's market region (spec 01 §5 profile).
      if (city.marketRegion !== normalizeMarketRegion(student.marketRegion))
        throw invalid(
          'body.EducationRegionKey',
          "is not a city of the student's market region",
        );
      if (gradeOrdinalOf(body.EducationGradeKey) === undefined)
        throw invalid('body.EducationGradeKey', 'is not a known grade');
      if (body.StartPointGradeKey !== undefined) {
        // spec 01 §4 Set-level: Regular, an earlier grade (Review) or the next one (Learn ahead).
        const grades = (await repos.course.grades()).map((g) => ({
          key: gradeKey(g.ordinal),
          ordinal: g.ordinal,
        }));
        const model = setLevelModel(grades, body.EducationGradeKey, null);
        const offered = new Set<string>(
          model
            ? [
                ...model.review.grades.map((g) => g.key),
                ...([1, 3] as SetLevelCard[]).flatMap(
                  (card) => startPointOf(model, card) ?? [],
                ),
              ]
            : [],
        );
        if (!offered.has(body.StartPointGradeKey))
          throw invalid(
            'body.StartPointGradeKey',
            'must be the school grade, an earlier grade or the next grade',
          );
      }
      const saved = await repos.profiles.upsert(student.id, {
        birthday,
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
