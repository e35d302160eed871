// Learning records (issue 13; DESIGN.md §3b, §4 Learning records): the
// built-in statement store, laid out like SQL LRS (one row per statement
// with its JSON and the indexed actor, verb, activity and time), the Basic
// credentials students write with, and the outbox to an external LRS.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, students } from './schema-accounts';
import { stamp } from './schema-columns';

/** A statement as stored: what its writer sent, less `stored`, `authority` and `version`. */
export type StoredXapiStatement = Record<string, unknown> & { id: string };

export const xapiStatements = pgTable(
  'xapi_statements',
  {
    id: uuid('id').primaryKey(),
    /** Stored order: the `more` cursor and the default newest-first sort. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The actor: every statement in this store is about one student. */
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    verb: text('verb').notNull(),
    /** The object's id when the object is an activity, '' otherwise. */
    activity: text('activity').notNull(),
    /** The statement's own timestamp (the stored time when it had none). */
    timestamp: stamp('timestamp').notNull(),
    stored: stamp('stored').notNull().defaultNow(),
    statement: jsonb('statement').$type<StoredXapiStatement>().notNull(),
  },
  (t) => [
    uniqueIndex('xapi_statements_seq_key').on(t.seq),
    index('xapi_statements_actor_idx').on(t.studentId, t.seq),
    index('xapi_statements_verb_idx').on(t.verb, t.seq),
    index('xapi_statements_activity_idx').on(t.activity, t.seq),
    index('xapi_statements_stored_idx').on(t.stored),
  ],
);

/**
 * Basic credentials from `POST /api/v2/xAPI/AccessToken/`: the key id is the
 * user part, the secret is stored only as a hash, and the credential lives
 * as long as the session that asked for it (a logout ends both).
 */
export const xapiCredentials = pgTable(
  'xapi_credentials',
  {
    keyId: text('key_id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('xapi_credentials_session_idx').on(t.sessionId)],
);

/**
 * Statements waiting for the external LRS (LRS_ENDPOINT), written in the
 * same statement as the statement itself. A row is claimed for a while
 * (next_attempt_at moves on) with SKIP LOCKED so two instances never send
 * the same one at once, and marked sent once the LRS took it.
 */
export const xapiOutbox = pgTable(
  'xapi_outbox',
  {
    statementId: uuid('statement_id')
      .primaryKey()
      .references(() => xapiStatements.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    sentAt: stamp('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('xapi_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
