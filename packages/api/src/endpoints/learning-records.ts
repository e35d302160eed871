import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { text } from '../common';
import { lazySchema } from '../lazy-schema';

/**
 * The learning-record access token (spec 02 §3 "An access-token object holds
 * Token"; DESIGN.md §3b): sent as `Authorization: Basic <Token>` to the
 * statement store at /xapi/. It is valid while the session that asked for it
 * is, and lets its student write and read only statements about themselves.
 */
export const XapiAccessToken = lazySchema(() =>
  z.object({ Token: text().min(1) }),
);
export type XapiAccessToken = z.infer<typeof XapiAccessToken>;

export const postXapiAccessToken = defineEndpoint({
  method: 'POST',
  path: '/api/v2/xAPI/AccessToken/',
  auth: true,
  body: undefined,
  query: undefined,
  response: XapiAccessToken,
});

/** The statement store's address and the version it speaks (xAPI 1.0.3 Communication §6.2). */
export const XAPI_STORE_PATH = '/xapi';
export const XAPI_VERSION_HEADER = 'X-Experience-API-Version';

const iri = () => text().max(2048).pipe(z.url());
const uuid = () => z.uuid({ message: 'must be a UUID' });

/**
 * The outline every statement body must have before the full xAPI 1.0.3
 * rules are checked (the server checks those with an xAPI validator and
 * answers 400 with each broken rule).
 */
export const XapiStatementOutline = lazySchema(() =>
  z.looseObject({
    id: uuid().optional(),
    actor: z.looseObject({}),
    verb: z.looseObject({ id: iri() }),
    object: z.looseObject({}),
  }),
);

/** `PUT /xapi/statements?statementId=<uuid>` (xAPI 1.0.3 Communication §2.1.1). */
export const XapiPutQuery = lazySchema(() => z.object({ statementId: uuid() }));

/** What `PUT /xapi/statements` answers when it stored the statement: 204, no body. */
export const XapiPutAnswer = lazySchema(() => z.void());

/** What `POST /xapi/statements` answers: the stored statements' ids, in the order sent (Communication §2.1.2). */
export const XapiPostAnswer = lazySchema(() => z.array(uuid()));
export type XapiPostAnswer = z.infer<typeof XapiPostAnswer>;

const stamp = () =>
  z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });

/**
 * `GET /xapi/statements` (xAPI 1.0.3 Communication §2.1.3): one statement by
 * statementId, or a page filtered by agent (JSON), verb, activity, since,
 * until, with `limit` (0 means the store's maximum) and the `more` cursor.
 */
export const XapiStatementsQuery = lazySchema(() =>
  z
    .object({
      statementId: uuid().optional(),
      agent: text().max(2048).optional(),
      verb: iri().optional(),
      activity: iri().optional(),
      since: stamp().optional(),
      until: stamp().optional(),
      limit: z
        .string()
        .regex(/^\d{1,6}$/, 'must be a whole number')
        .transform(Number)
        .optional(),
      ascending: z.enum(['true', 'false']).optional(),
      /** Accepted for xAPI clients; statements are always answered as stored. */
      format: z.enum(['exact', 'canonical', 'ids']).optional(),
      attachments: z.literal('false').optional(),
      related_activities: z.literal('false').optional(),
      related_agents: z.literal('false').optional(),
      /** The `more` link's position; opaque to clients. */
      cursor: z
        .string()
        .regex(/^\d{1,18}$/)
        .optional(),
    })
    .strict(),
);
export type XapiStatementsQuery = z.infer<typeof XapiStatementsQuery>;

/**
 * A statement as the store answers it (xAPI 1.0.3 Data §2.2): its writer's
 * properties with the store's `stored`, `authority` and `version`. Only
 * xAPI's top-level properties go out, whatever else a row holds; what is
 * inside them was checked when the statement was written.
 */
export const XapiStoredStatement = lazySchema(() =>
  z.object({
    id: uuid(),
    actor: z.looseObject({}),
    verb: z.looseObject({ id: z.string() }),
    object: z.looseObject({}),
    result: z.looseObject({}).optional(),
    context: z.looseObject({}).optional(),
    timestamp: z.string(),
    stored: z.string(),
    authority: z.looseObject({}),
    version: z.string(),
    attachments: z.array(z.looseObject({})).optional(),
  }),
);
export type XapiStoredStatement = z.infer<typeof XapiStoredStatement>;

/** A page of statements: `more` is the address of the next page, or "". */
export const XapiStatementResult = lazySchema(() =>
  z.object({
    statements: z.array(XapiStoredStatement),
    more: z.string(),
  }),
);
export type XapiStatementResult = z.infer<typeof XapiStatementResult>;

/** What `GET /xapi/statements` answers: the statement asked for by statementId, or a page. */
export const XapiStatementsAnswer = lazySchema(() =>
  z.union([XapiStoredStatement, XapiStatementResult]),
);
export type XapiStatementsAnswer = z.infer<typeof XapiStatementsAnswer>;

/** `GET /xapi/about`. */
export const XapiAbout = lazySchema(() =>
  z.object({ version: z.array(z.string()) }),
);
