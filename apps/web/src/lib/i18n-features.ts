import enCourse from '../locales/en-US/course.json';
import enCustomTest from '../locales/en-US/custom-test.json';
import enDiagnosticTest from '../locales/en-US/diagnostic-test.json';
import enHomeAd from '../locales/en-US/home-ad.json';
import enLearn from '../locales/en-US/learn.json';
import enLessons from '../locales/en-US/lessons.json';
import enOnboarding from '../locales/en-US/onboarding.json';
import idCourse from '../locales/id-ID/course.json';
import idCustomTest from '../locales/id-ID/custom-test.json';
import idDiagnosticTest from '../locales/id-ID/diagnostic-test.json';
import idHomeAd from '../locales/id-ID/home-ad.json';
import idLearn from '../locales/id-ID/learn.json';
import idLessons from '../locales/id-ID/lessons.json';
import idOnboarding from '../locales/id-ID/onboarding.json';
import ruCourse from '../locales/ru-RU/course.json';
import ruCustomTest from '../locales/ru-RU/custom-test.json';
import ruDiagnosticTest from '../locales/ru-RU/diagnostic-test.json';
import ruHomeAd from '../locales/ru-RU/home-ad.json';
import ruLearn from '../locales/ru-RU/learn.json';
import ruLessons from '../locales/ru-RU/lessons.json';
import ruOnboarding from '../locales/ru-RU/onboarding.json';
import zhCourse from '../locales/zh-CN/course.json';
import zhCustomTest from '../locales/zh-CN/custom-test.json';
import zhDiagnosticTest from '../locales/zh-CN/diagnostic-test.json';
import zhHomeAd from '../locales/zh-CN/home-ad.json';
import zhLearn from '../locales/zh-CN/learn.json';
import zhLessons from '../locales/zh-CN/lessons.json';
import zhOnboarding from '../locales/zh-CN/onboarding.json';

/**
 * The namespaces of the onboarding, diagnostic test and learn screens (issue
 * 5), one file per feature and language so they never clash with others'
 * edits: `course` for the shared course widgets (explainer, modules by grade,
 * scores, alerts), and one per feature.
 */
export const featureResources = {
  'en-US': {
    course: enCourse,
    onboarding: enOnboarding,
    diagnosticTest: enDiagnosticTest,
    learn: enLearn,
    lessons: enLessons,
    customTest: enCustomTest,
    homeAd: enHomeAd,
  },
  'zh-CN': {
    course: zhCourse,
    onboarding: zhOnboarding,
    diagnosticTest: zhDiagnosticTest,
    learn: zhLearn,
    lessons: zhLessons,
    customTest: zhCustomTest,
    homeAd: zhHomeAd,
  },
  'ru-RU': {
    course: ruCourse,
    onboarding: ruOnboarding,
    diagnosticTest: ruDiagnosticTest,
    learn: ruLearn,
    lessons: ruLessons,
    customTest: ruCustomTest,
    homeAd: ruHomeAd,
  },
  'id-ID': {
    course: idCourse,
    onboarding: idOnboarding,
    diagnosticTest: idDiagnosticTest,
    learn: idLearn,
    lessons: idLessons,
    customTest: idCustomTest,
    homeAd: idHomeAd,
  },
} as const;

export const FEATURE_NAMESPACES = Object.keys(
  featureResources['en-US'],
) as (keyof (typeof featureResources)['en-US'])[];
