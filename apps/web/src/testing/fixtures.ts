import type {
  PrivacyAgreement,
  PrivacyPolicyDocument,
  SessionSummary,
  SignInResponse,
  StudentProfile,
} from '@gp/api';

export const studentInfo = (
  overrides: Partial<SignInResponse['UserInfo']> = {},
  token = 'token-1',
): SignInResponse => ({
  Token: token,
  UserInfo: {
    UserId: 'u1',
    EnglishFirstName: 'Mia',
    MarketRegion: 0,
    ...overrides,
  },
  SessionList: [],
});

export const emptyProfile: StudentProfile = {
  Birthday: '',
  EducationRegionKey: '',
  EducationGradeKey: '',
  CultureCode: '',
  StartPointGradeKey: '',
  PreferLanguageCode: '',
};

export const fullProfile: StudentProfile = {
  Birthday: '2014-05-01T00:00:00.000Z',
  EducationRegionKey: 'city-1',
  EducationGradeKey: 'grade-5',
  CultureCode: 'en-US',
  StartPointGradeKey: 'grade-5',
  PreferLanguageCode: 'en-US',
};

export const agreement = (signed: boolean): PrivacyAgreement => ({
  ProductId: 'GrammarPro',
  LatestPrivacyPolicyDocumentResult: {
    Signed: signed,
    Id: 'doc-3',
    UrlContent: '/privacy/doc-3/en-US',
  },
});

export const privacyDocument: PrivacyPolicyDocument = {
  Id: 'doc-3',
  Version: 3,
  Effective: '2025-01-01',
  Title: 'Grammar Pro Privacy Policy',
  UrlContent: '/privacy/doc-3/en-US',
  Sections: [
    { Heading: 'What we keep', Body: 'Your username.\n\nYour scores.' },
  ],
};

export const sessions = (n: number): SessionSummary[] =>
  Array.from({ length: n }, (_, i) => ({
    SessionId: `s${i + 1}`,
    Device: i % 2 ? 'Safari on iPhone' : 'Chrome on Windows',
    CreatedStamp: '2025-03-01T08:00:00.000Z',
    LastUsedStamp: `2025-03-0${i + 1}T09:30:00.000Z`,
  }));
