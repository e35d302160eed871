import assert from 'node:assert/strict';
import { apiSignIn } from '../support/app';

/** A student's own API calls, for what a test only sets up (as another device would). */
export type ApiCall = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<unknown>;

/** Signs the student in through the API; the calls carry that session's token. */
export async function studentApi(
  baseUrl: string,
  userName: string,
): Promise<{ userId: string; call: ApiCall }> {
  const signedIn = await apiSignIn(baseUrl, userName);
  assert.equal(signedIn.status, 200, `${userName} signs in`);
  const token = signedIn.body.Token;
  const call: ApiCall = async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await res.text();
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  return { userId: signedIn.body.UserInfo.UserId, call };
}

/** Saves a grade-4 profile in the first city of the market region. */
export async function saveProfileByApi(
  call: ApiCall,
  { culture = 'en-US', marketRegion = 0 } = {},
): Promise<void> {
  const regions = (await call(
    'GET',
    `/api/v2/RegionAndGrade/?marketRegion=${marketRegion}&cultureCode=en-US`,
  )) as {
    Region: { Key: string };
    Grades: { Ordinal: number; Grade: { Key: string } }[];
  }[];
  const region = regions[0];
  assert.ok(region, 'a city to study in');
  const grade = region.Grades.find((g) => g.Ordinal === 4) ?? region.Grades[0];
  assert.ok(grade, 'a school grade');
  await call('PUT', '/api/v2/StudentProfile/Save/', {
    Birthday: '2016-05-31',
    EducationRegionKey: region.Region.Key,
    EducationGradeKey: grade.Grade.Key,
    CultureCode: culture,
  });
}

type Json = Record<string, unknown>;
/** An activity as the player gets it; practice carries its answer keys (Feedback). */
export interface Activity {
  Key: string;
  Type: string;
  Questions: Json[];
  Feedback?: {
    QuestionKey: string;
    AnswerKey:
      | { type: 'multipleSelect'; correct: number[]; optionCount: number }
      | { type: 'gapFill'; gaps: string[][] }
      | { type: 'match'; answers: number[] };
  }[];
}

/** A lesson's activities as the player gets them. */
export async function activitiesOf(
  call: ApiCall,
  activityKeys: string[],
): Promise<Activity[]> {
  const answer = (await call(
    'POST',
    '/api/v2/ActivityEntity/Web/',
    activityKeys,
  )) as { Activities: Activity[] };
  return answer.Activities;
}

export interface RemediationModule {
  ModuleKey: string;
  Lessons: {
    LessonKey: string;
    ActivityKeys: string[];
    Sequence: number;
    StudentScore?: number | null;
  }[];
}

export async function remediationProgress(call: ApiCall) {
  return (await call('GET', '/api/v2/StudentRemediationProgress/')) as {
    Recommended: RemediationModule[];
  };
}
