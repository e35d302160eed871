import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getAvailableGrades,
  getCourseTexts,
  getRegionsWithGrades,
} from '@gp/api';
import {
  contentLanguage,
  difficultyNameOf,
  normalizeMarketRegion,
} from '@gp/domain';
import { responses } from '../../lib/responses';
import { notFound } from '../../plugins/errors';
import { eq } from 'drizzle-orm';
import type { Localized } from '../../db/repositories/course';
import { appMeta } from '../../db/schema';
import { gradeKey } from '../../lib/grade-key';

/** Regions with grades and grades with modules (spec 01 §7), from the imported course. */
export async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { course } = fastify.repos;

  app.get(
    getRegionsWithGrades.path,
    {
      schema: {
        querystring: getRegionsWithGrades.query,
        response: responses(getRegionsWithGrades.response),
      },
      config: { auth: true },
    },
    async (request) => {
      const { marketRegion, cultureCode } = request.query;
      const lang = contentLanguage(cultureCode);
      const region = normalizeMarketRegion(marketRegion);
      const [cityRows, gradeRows] = await Promise.all([
        course.citiesOf(region),
        course.grades(),
      ]);
      const gradesOut = gradeRows.map((g) => ({
        Ordinal: g.ordinal,
        Grade: {
          Key: gradeKey(g.ordinal),
          Name: g.name[lang],
          CultureCode: cultureCode,
        },
      }));
      return cityRows.map((c) => ({
        Region: {
          Key: c.key,
          CityName: cultureCode === c.cultureCode ? c.localName : c.name,
          Name: c.name,
          CountryName: c.country[lang],
          ProvinceName: c.province,
          CultureCode: cultureCode,
          MarketRegion: region,
          IsFranchiseRegion: c.isFranchise,
        },
        Grades: gradesOut,
      }));
    },
  );

  app.get(
    getAvailableGrades.path,
    {
      schema: {
        querystring: getAvailableGrades.query,
        response: responses(getAvailableGrades.response),
      },
      config: { auth: true },
    },
    async (request) => {
      const { regionKey, cultureCode } = request.query;
      const lang = contentLanguage(cultureCode);
      const city = await course.city(regionKey);
      if (!city) throw notFound(`No region with key "${regionKey}".`);
      const [modules, gradeRows] = await Promise.all([
        course.curriculumOf(city.marketRegion),
        course.grades(),
      ]);
      return gradeRows
        .map((g) => ({
          Grade: {
            Key: gradeKey(g.ordinal),
            Name: g.name[lang],
            CultureCode: cultureCode,
          },
          GradeOrdinal: g.ordinal,
          Modules: modules
            .filter((m) => m.gradeOrdinal === g.ordinal)
            .map((m) => ({
              Key: m.key,
              Name: m.name[lang],
              CultureCode: cultureCode,
              Description: m.description[lang],
              Sample: m.sample,
              DifficultyLevel: m.difficulty,
              DifficultyLevelName: difficultyNameOf(m.difficulty),
            })),
        }))
        .filter((g) => g.Modules.length > 0);
    },
  );

  app.get(
    getCourseTexts.path,
    {
      schema: {
        querystring: getCourseTexts.query,
        response: responses(getCourseTexts.response),
      },
      config: { auth: true },
    },
    async (request) => {
      const lang = contentLanguage(request.query.cultureCode);
      const rows = await fastify.db
        .select()
        .from(appMeta)
        .where(eq(appMeta.key, 'course_texts'))
        .limit(1);
      const texts = rows[0]?.value as
        | {
            intro: Slide[];
            welcome: Slide[];
            marketing: (Slide & { key: string })[];
          }
        | undefined;
      if (!texts) throw notFound('The course texts are not loaded.');
      const slide = (s: Slide) => ({
        Title: s.title[lang],
        Body: s.body[lang],
      });
      return {
        Intro: texts.intro.map(slide),
        Welcome: texts.welcome.map(slide),
        Marketing: texts.marketing.map((m) => ({ Key: m.key, ...slide(m) })),
      };
    },
  );
}

type Slide = { title: Localized; body: Localized };
