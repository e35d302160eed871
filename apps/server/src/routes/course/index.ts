import type { FastifyInstance } from 'fastify';
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
import type { Localized } from '../../db/json-types';
import { NotFound } from '../../lib/domain-errors';
import { gradeKey } from '../../lib/grade-key';
import { endpointRoute } from '../endpoint-route';

/** Regions with grades and grades with modules (spec 01 §7), from the imported course. */
export async function courseRoutes(fastify: FastifyInstance) {
  const { course, appMeta } = fastify.repos;

  endpointRoute(fastify, getRegionsWithGrades, async (request) => {
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
  });

  endpointRoute(fastify, getAvailableGrades, async (request) => {
    const { regionKey, cultureCode } = request.query;
    const lang = contentLanguage(cultureCode);
    // Course content, read once per app (the content cache), not per student.
    const { contentCache } = fastify;
    const city = await contentCache.city(regionKey);
    if (!city) throw new NotFound(`No region with key "${regionKey}".`);
    const [modules, gradeRows] = await Promise.all([
      contentCache.regionModules(city.marketRegion),
      contentCache.grades(),
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
  });

  endpointRoute(fastify, getCourseTexts, async (request) => {
    const lang = contentLanguage(request.query.cultureCode);
    const texts = await appMeta.get('course_texts');
    if (!texts) throw new NotFound('The course texts are not loaded.');
    const slide = (s: Slide) => ({
      Title: s.title[lang],
      Body: s.body[lang],
    });
    return {
      Intro: texts.intro.map(slide),
      Welcome: texts.welcome.map(slide),
      Marketing: texts.marketing.map((m) => ({ Key: m.key, ...slide(m) })),
    };
  });
}

type Slide = { title: Localized; body: Localized };
