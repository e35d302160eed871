// spec 02 §3 Learning-activity statement (xAPI 1.0.3, DESIGN.md §4 Learning records).

export interface StatementInput {
  /** The student's id, used as the actor's openid. */
  studentId: string;
  verbId: string;
  verbDisplay: string;
  objectId: string;
  objectType: string;
  /** Random, from the caller (keeps this function pure). */
  eventId: string;
  /** ISO time, from the caller. */
  timestamp: string;
  productId: string;
  productName: string;
  version: string;
  /** Optional extensions: module, lesson, scores, keys... A total score of 0 is kept. */
  extensions?: Readonly<
    Record<string, string | number | boolean | null | undefined>
  >;
}

export interface Statement {
  actor: { objectType: 'Agent'; openid: string };
  verb: { id: string; display: { 'en-US': string } };
  object: { objectType: 'Activity'; id: string; definition: { type: string } };
  context: { extensions: Record<string, string | number | boolean> };
  timestamp: string;
}

export function buildStatement(input: StatementInput): Statement {
  const extensions: Record<string, string | number | boolean> = {
    productId: input.productId,
    productName: input.productName,
    userType: 'student',
    version: input.version,
    eventId: input.eventId,
  };
  // Absent values are left out; zero and false are real values (total score zero is allowed).
  for (const [key, value] of Object.entries(input.extensions ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      extensions[key] = value;
  }
  return {
    actor: { objectType: 'Agent', openid: input.studentId },
    verb: { id: input.verbId, display: { 'en-US': input.verbDisplay } },
    object: {
      objectType: 'Activity',
      id: input.objectId,
      definition: { type: input.objectType },
    },
    context: { extensions },
    timestamp: input.timestamp,
  };
}
