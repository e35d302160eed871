import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  postXapiAccessToken,
  XAPI_VERSION_HEADER,
  XapiAbout,
  XapiPostAnswer,
  XapiPutAnswer,
  XapiPutQuery,
  XapiStatementsAnswer,
  XapiStatementsQuery,
  XapiStoredStatement,
} from '@gp/api';
import {
  statementsFitMinute,
  XAPI_STATEMENTS_PER_MINUTE,
  XAPI_VERSION,
} from '@gp/domain';
import { endpointRoute, errorResponses, responses } from '../endpoint-route';
import { ApiError } from '../../plugins/errors';
import { API_HEADERS } from '../../plugins/security';
import { hashToken, newToken } from '../../lib/tokens';
import { Conflict, Forbidden, TooManyRequests } from '../../lib/domain-errors';
import { statementRow } from '../../learning/learning-records';
import { pendingStatements } from '../../db/repositories/learning-records';
import {
  agentFilter,
  answeredStatement,
  checkIncoming,
  InvalidStatements,
} from '../../learning/xapi-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The student of the request's Basic credentials (the /xapi/ store only). */
    xapiStudentId: string | null;
  }
}

/** A page holds at most this many statements; `limit=0` asks for it. */
const MAX_PAGE = 500;
const DEFAULT_PAGE = 100;

const badStatements = (problems: { Field: string; Message: string }[]) =>
  new ApiError(400, {
    Code: 'ValidationFailed',
    Message: `The statement is not valid xAPI ${XAPI_VERSION}: ${problems[0]?.Field}: ${problems[0]?.Message}`,
    Errors: problems,
  });

const unauthorized = (reply: FastifyReply) => {
  reply.header(
    'www-authenticate',
    'Basic realm="Grammar Pro learning records"',
  );
  return new ApiError(401, {
    Code: 'InvalidToken',
    Message:
      'The learning-record credentials are missing or no longer valid. Ask POST /api/v2/xAPI/AccessToken/ for new ones.',
  });
};

/** `Authorization: Basic <Token>` to its student, or 401. */
async function studentOfCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const m = /^Basic\s+([A-Za-z0-9+/=]{1,400})\s*$/i.exec(
    request.headers.authorization ?? '',
  );
  const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 1) throw unauthorized(reply);
  const keyId = decoded.slice(0, colon);
  const found = await app.repos.learningRecords.findCredential(keyId);
  const given = Buffer.from(hashToken(decoded.slice(colon + 1)));
  if (!found || !timingSafeEqual(given, Buffer.from(found.secretHash)))
    throw unauthorized(reply);
  return found.studentId;
}

/** The statement store's own checks as the API's answers. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof InvalidStatements) throw badStatements(e.problems);
    throw e;
  }
}

/**
 * Stores checked statements all or none; a used id with another statement is
 * 409, and statements past the student's minute (XAPI_STATEMENTS_PER_MINUTE,
 * counted in the database, so over every instance) are 429 with Retry-After.
 * Writes that run at the same moment may each pass the check: the limit stops
 * a flood, not one request too many.
 */
async function store(
  app: FastifyInstance,
  studentId: string,
  body: unknown,
  statementId?: string,
): Promise<string[]> {
  const statements = checkIncoming(body, studentId, statementId);
  const recent = await app.repos.learningRecords.storedLastMinute(
    studentId,
    XAPI_STATEMENTS_PER_MINUTE,
  );
  if (!statementsFitMinute(recent.count, statements.length))
    throw new TooManyRequests(
      'Too many learning records in a minute. Please send them again later.',
      recent.retryAfterSeconds,
    );
  const now = new Date();
  await app.repos.learningRecords.storeAll(
    pendingStatements(
      statements.map((s) => statementRow(studentId, s, now)),
      app.learningRecords.forward,
    ),
    (outcomes) => {
      const clash = [...outcomes].find(([, o]) => o === 'conflict');
      if (clash)
        throw new Conflict(
          `Another statement is already stored with the id ${clash[0]}.`,
        );
    },
    statements.length > 1,
  );
  return statements.map((s) => s.id);
}

/** The statement store at /xapi/ (DESIGN.md §3b; xAPI 1.0.3 Communication §2, §7.7). */
async function statementStore(store_: FastifyInstance) {
  const app = store_;
  /**
   * A stored row as the store answers it, or undefined when it breaks the
   * answer's schema (rows are checked on the way in, so only a row written
   * some other way can): the student still gets the rest of the page, and
   * the row is logged once per process, not on every read.
   */
  const reported = new Set<string>();
  const answerable = (row: Parameters<typeof answeredStatement>[0]) => {
    const statement = answeredStatement(row);
    if (XapiStoredStatement.safeParse(statement).success) return statement;
    if (!reported.has(row.statement.id) && reported.size < 1000) {
      reported.add(row.statement.id);
      app.log.warn(
        { statementId: row.statement.id },
        'a stored learning record does not fit the statement schema: left out of answers',
      );
    }
    return undefined;
  };
  app.decorateRequest('xapiStudentId', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(API_HEADERS);
    reply.header(XAPI_VERSION_HEADER, XAPI_VERSION);
    if (request.url.split('?')[0]!.replace(/\/$/, '') === '/xapi/about') return;
    const version = request.headers[XAPI_VERSION_HEADER.toLowerCase()];
    if (typeof version !== 'string' || !/^1\.0(\.\d+)?$/.test(version.trim()))
      throw new ApiError(400, {
        Code: 'ValidationFailed',
        Message: `Every request needs the ${XAPI_VERSION_HEADER} header, ${XAPI_VERSION}.`,
        Errors: [
          {
            Field: `headers.${XAPI_VERSION_HEADER}`,
            Message: `must be ${XAPI_VERSION}`,
          },
        ],
      });
    request.xapiStudentId = await studentOfCredentials(app, request, reply);
  });

  app.get('/about', { schema: { response: { 200: XapiAbout } } }, async () => ({
    version: [XAPI_VERSION],
  }));

  app.put(
    '/statements',
    {
      schema: {
        querystring: XapiPutQuery,
        response: { 204: XapiPutAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { statementId } = request.query as { statementId: string };
      await answering(() =>
        store(app, request.xapiStudentId!, request.body, statementId),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/statements',
    { schema: { response: responses(XapiPostAnswer) } },
    async (request) =>
      answering(() => store(app, request.xapiStudentId!, request.body)),
  );

  app.get(
    '/statements',
    {
      schema: {
        querystring: XapiStatementsQuery,
        response: responses(XapiStatementsAnswer),
      },
    },
    async (request, reply) => {
      const studentId = request.xapiStudentId!;
      const q = request.query as XapiStatementsQuery;
      reply.header(
        'x-experience-api-consistent-through',
        new Date().toISOString(),
      );
      return answering(async () => {
        if (q.statementId) {
          const { statementId, format: _f, attachments: _a, ...rest } = q;
          if (Object.values(rest).some((v) => v !== undefined))
            throw new InvalidStatements([
              { Field: 'query', Message: 'statementId goes alone' },
            ]);
          const row = await app.repos.learningRecords.find(statementId);
          if (row && row.studentId !== studentId)
            throw new Forbidden('This statement is about another student.');
          const statement = row && answerable(row);
          if (!statement)
            return reply.code(404).send({
              Code: 'NotFound',
              Message: 'No statement has this id.',
            });
          return statement;
        }
        agentFilter(q.agent, studentId);
        const asked = q.limit ?? DEFAULT_PAGE;
        const limit = asked === 0 ? MAX_PAGE : Math.min(asked, MAX_PAGE);
        const ascending = q.ascending === 'true';
        const rows = await app.repos.learningRecords.query({
          studentId,
          verb: q.verb,
          activity: q.activity,
          since: q.since ? new Date(q.since) : undefined,
          until: q.until ? new Date(q.until) : undefined,
          cursor: q.cursor ? Number(q.cursor) : undefined,
          ascending,
          limit: limit + 1,
        });
        const page = rows.slice(0, limit);
        let more = '';
        if (rows.length > limit) {
          const params = new URLSearchParams(
            Object.entries({ ...q, cursor: String(page.at(-1)!.seq) })
              .filter((e): e is [string, string] => e[1] !== undefined)
              .map(([k, v]) => [k, String(v)]),
          );
          more = `/xapi/statements?${params.toString()}`;
        }
        return { statements: page.flatMap((r) => answerable(r) ?? []), more };
      });
    },
  );
}

export async function xapiRoutes(fastify: FastifyInstance) {
  // Basic credentials for the store, valid while this session is (spec 02 §3 access token).
  endpointRoute(fastify, postXapiAccessToken, async (request) => {
    const keyId = randomBytes(12).toString('base64url');
    const secret = newToken();
    await fastify.repos.learningRecords.createCredential(
      keyId,
      hashToken(secret),
      request.auth.sessionId,
    );
    return { Token: Buffer.from(`${keyId}:${secret}`).toString('base64') };
  });
  await fastify.register(statementStore, { prefix: '/xapi' });
}
