// The built-in statement store (DESIGN.md §3b, §4 Learning records; xAPI
// 1.0.3 Communication §2.1): what a student may write and read, checked here;
// the routes only parse and answer.
import { randomUUID } from 'node:crypto';
import validateXapi from '@learninglocker/xapi-validation';
import { XapiStatementOutline } from '@gp/api';
import { XAPI_ACCOUNT_HOME_PAGE, XAPI_VERSION } from '@gp/domain';
import { Forbidden } from '../lib/domain-errors';
import type { StoredXapiStatement } from '../db/schema-learning-records';

/** One broken rule of an incoming statement, for the 400 answer. */
export interface StatementProblem {
  Field: string;
  Message: string;
}

/** The statements are not valid xAPI 1.0.3: 400 with every broken rule. */
export class InvalidStatements extends Error {
  constructor(readonly problems: StatementProblem[]) {
    super('The statement is not valid xAPI 1.0.3.');
  }
}

/** The most statements one POST may carry. */
export const MAX_BATCH = 100;

const VOIDED = 'http://adlnet.gov/expapi/verbs/voided';

// The package is CommonJS; its default export arrives nested under some loaders.
type Validate = (data: unknown) => { path: string[]; message: string }[];
const validate = (
  typeof validateXapi === 'function'
    ? validateXapi
    : (validateXapi as { default: unknown }).default
) as Validate;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the actor is the student of the credentials, as an account (spec 02 §3 actor). */
export function isActorOf(actor: unknown, studentId: string): boolean {
  if (!isRecord(actor) || !isRecord(actor.account)) return false;
  if (actor.objectType !== undefined && actor.objectType !== 'Agent')
    return false;
  return (
    actor.account.homePage === XAPI_ACCOUNT_HOME_PAGE &&
    actor.account.name === studentId &&
    ['mbox', 'mbox_sha1sum', 'openid'].every((k) => actor[k] === undefined)
  );
}

function checkOne(
  raw: unknown,
  where: string,
  studentId: string,
  statementId?: string,
): StoredXapiStatement {
  const outline = XapiStatementOutline.safeParse(raw);
  if (!outline.success)
    throw new InvalidStatements(
      outline.error.issues.map((i) => ({
        Field: [where, ...i.path.map(String)].join('.'),
        Message: i.message,
      })),
    );
  const { stored: _stored, version, ...statement } = outline.data;
  if (version !== undefined && !/^1\.0(\.\d+)?$/.test(String(version)))
    throw new InvalidStatements([
      { Field: `${where}.version`, Message: `must be ${XAPI_VERSION}` },
    ]);
  if (statementId !== undefined) {
    if (statement.id !== undefined && statement.id !== statementId)
      throw new InvalidStatements([
        {
          Field: `${where}.id`,
          Message: 'must equal the statementId parameter',
        },
      ]);
    statement.id = statementId;
  }
  statement.id ??= randomUUID();
  const problems = validate(statement).map((w) => ({
    Field: [where, ...w.path.slice(1)].join('.'),
    Message: w.message,
  }));
  if (problems.length > 0) throw new InvalidStatements(problems);
  // Only after the rules: a forged actor in a valid statement is a refusal, not bad input.
  if (statement.authority !== undefined)
    throw new Forbidden('The store sets the authority of a statement.');
  if (!isActorOf(statement.actor, studentId))
    throw new Forbidden(
      'A statement may only be about the student these credentials belong to.',
    );
  if ((statement.verb as { id: string }).id === VOIDED)
    throw new Forbidden('Statements cannot be voided with these credentials.');
  return statement as StoredXapiStatement;
}

/**
 * The statements of a PUT (one, with `statementId`) or a POST (one or a
 * list), checked by the xAPI 1.0.3 rules and for their actor; each gets an
 * id when it has none. `stored` and `version` are the store's to set.
 */
export function checkIncoming(
  body: unknown,
  studentId: string,
  statementId?: string,
): StoredXapiStatement[] {
  if (statementId !== undefined) {
    if (!isRecord(body))
      throw new InvalidStatements([
        { Field: 'body', Message: 'must be one statement (a JSON object)' },
      ]);
    return [checkOne(body, 'body', studentId, statementId)];
  }
  const list = Array.isArray(body) ? body : [body];
  if (list.length === 0 || list.length > MAX_BATCH)
    throw new InvalidStatements([
      {
        Field: 'body',
        Message: `must hold 1 to ${MAX_BATCH} statements`,
      },
    ]);
  const statements = list.map((s, i) =>
    checkOne(s, Array.isArray(body) ? `body.${i}` : 'body', studentId),
  );
  const ids = new Set(statements.map((s) => s.id));
  if (ids.size !== statements.length)
    throw new InvalidStatements([
      { Field: 'body', Message: 'holds two statements with one id' },
    ]);
  return statements;
}

/** The authority of every stored statement: this product's store. */
export const STORE_AUTHORITY = {
  objectType: 'Agent',
  name: 'Grammar Pro',
  account: { homePage: XAPI_ACCOUNT_HOME_PAGE, name: 'GrammarPro' },
} as const;

/** A statement as the store answers it (xAPI 1.0.3 Data §2.4.8 to §2.4.10). */
export function answeredStatement(row: {
  statement: StoredXapiStatement;
  timestamp: Date;
  stored: Date;
}): Record<string, unknown> {
  return {
    ...row.statement,
    timestamp:
      typeof row.statement.timestamp === 'string'
        ? row.statement.timestamp
        : row.timestamp.toISOString(),
    stored: row.stored.toISOString(),
    authority: STORE_AUTHORITY,
    version: XAPI_VERSION,
  };
}

/** The student whose statements a query's `agent` names, or a refusal (403). */
export function agentFilter(agent: string | undefined, studentId: string) {
  if (agent === undefined) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(agent);
  } catch {
    throw new InvalidStatements([
      { Field: 'query.agent', Message: 'must be an Agent as JSON' },
    ]);
  }
  if (!isActorOf(parsed, studentId))
    throw new Forbidden(
      'These credentials may read only statements about their own student.',
    );
}
