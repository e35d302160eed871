import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { CultureCode, IsoDateTime, MarketRegion, text } from '../common';
import { lazySchema } from '../lazy-schema';

/** UserStatus: 1 regular, 2 expired, 4 demo (spec 01 §3). */
export const UserStatus = lazySchema(() =>
  z.union([z.literal(1), z.literal(2), z.literal(4)]),
);

export const UserInfoDetail = lazySchema(() =>
  z.object({
    UserStatus,
    StartTime: IsoDateTime,
    ExpireTime: IsoDateTime,
    IsExpired: z.boolean(),
    MarketRegion,
  }),
);
export type UserInfoDetail = z.infer<typeof UserInfoDetail>;

export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/api/v2/StudentProfile/GP/',
  auth: true,
  body: undefined,
  query: undefined,
  response: UserInfoDetail,
});

/** Empty strings for a student who has not set a profile yet. */
export const StudentProfile = lazySchema(() =>
  z.object({
    /** ISO date at midnight (spec 01 §5), or '' */
    Birthday: text(),
    EducationRegionKey: text(),
    EducationGradeKey: text(),
    CultureCode: text(),
    StartPointGradeKey: text(),
    PreferLanguageCode: text(),
  }),
);
export type StudentProfile = z.infer<typeof StudentProfile>;

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/v2/StudentProfile/',
  auth: true,
  body: undefined,
  query: undefined,
  response: StudentProfile,
});

export const PreferLanguageRequest = lazySchema(() =>
  z.object({
    PreferLanguageCode: CultureCode,
  }),
);

export const savePreferLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/PreferLanageCode/Save/',
  auth: true,
  body: PreferLanguageRequest,
  query: undefined,
  response: PreferLanguageRequest,
});

const Key = lazySchema(() => text().trim().min(1).max(100));

/** Profile save (spec 01 §5): set_level adds StartPointGradeKey and PreferLanguageCode. */
export const ProfileSaveRequest = lazySchema(() =>
  z.object({
    /** A date at midnight: 2014-05-31 or 2014-05-31T00:00:00.000Z */
    Birthday: text().regex(
      /^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z?)?$/,
      'Birthday must be a date such as 2014-05-31',
    ),
    EducationRegionKey: Key,
    EducationGradeKey: Key,
    // A string on the way in (the form holds any text), one of the four once validated.
    CultureCode: text().pipe(CultureCode),
    StartPointGradeKey: Key.optional(),
    PreferLanguageCode: CultureCode.optional(),
  }),
);

export const saveProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/StudentProfile/Save/',
  auth: true,
  body: ProfileSaveRequest,
  query: undefined,
  response: StudentProfile,
});
