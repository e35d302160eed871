import {
  statementRetryDelayMs,
  statementSendStep,
  type StatementSendOutcome,
  type XapiStatement,
} from '@gp/domain';
import type { LearningRecordStore, QueuedStatement } from './queue-store';

export interface StatementQueueDeps {
  store: () => Promise<LearningRecordStore>;
  /** A usable token of the student; `fresh` asks the server for a new one. Null: none now. */
  token: (studentId: string, fresh: boolean) => Promise<string | null>;
  send: (
    token: string,
    statement: XapiStatement,
  ) => Promise<StatementSendOutcome>;
  /** Statements the store refused for good (spec 02 §8: logged), with the store's status. */
  log: (message: string, status?: number) => void;
  now?: () => number;
  random?: () => number;
  /** Runs `run` unless another tab of this browser is sending already. */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
}

export type StatementQueue = ReturnType<typeof createStatementQueue>;

/**
 * The browser's learning-record queue (spec 02 §4 Learning-activity
 * sending; DESIGN.md §4): statements are written to IndexedDB first, then
 * sent one at a time, oldest first, each removed only once stored or
 * refused for good (domain statementSendStep). A failure that may pass
 * later keeps the statement and waits (domain statementRetryDelayMs), so a
 * lost connection, a closed tab or a reload loses nothing: the next start
 * goes on where this one stopped.
 */
export function createStatementQueue(deps: StatementQueueDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const exclusive = deps.exclusive ?? ((run) => run());
  let studentId: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let ignoreWait = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => kick(), ms);
  };

  /** Sends the head statement; answers whether to go on with the next one. */
  async function sendHead(
    store: LearningRecordStore,
    student: string,
  ): Promise<boolean> {
    const head = await store.head(student);
    if (!head) return false;
    const wait = head.notBefore - now();
    if (wait > 0 && !ignoreWait) {
      schedule(wait);
      return false;
    }
    ignoreWait = false;
    const attempt = async (fresh: boolean) => {
      const token = await deps.token(student, fresh);
      const outcome: StatementSendOutcome = token
        ? await deps.send(token, head.statement)
        : { kind: 'noToken' };
      return { outcome, step: statementSendStep(outcome, fresh) };
    };
    let result = await attempt(false);
    // spec 02 §4: an invalid token is fetched again and the same statement retried.
    if (result.step.type === 'newToken') result = await attempt(true);
    const { outcome, step } = result;
    const status = outcome.kind === 'status' ? outcome.status : undefined;
    switch (step.type) {
      case 'remove':
        await store.remove(head.id);
        return true;
      case 'drop':
        deps.log(
          `Learning record ${head.id} (${head.statement.verb.id}) refused: ${step.reason}`,
          status,
        );
        await store.remove(head.id);
        return true;
      default: {
        const failures = head.failures + 1;
        const delay = statementRetryDelayMs(failures, random());
        const next: QueuedStatement = {
          ...head,
          failures,
          notBefore: now() + delay,
        };
        await store.update(next);
        schedule(delay);
        return false;
      }
    }
  }

  async function drain(): Promise<void> {
    const store = await deps.store();
    do {
      again = false;
      const student = studentId;
      if (!student) return;
      await exclusive(async () => {
        while (studentId === student && (await sendHead(store, student))) {
          // one at a time, oldest first
        }
      });
    } while (again);
  }

  /** Starts sending (again), unless it is running already; `now` skips a back-off wait (back online). */
  function kick({
    now: skipWait = false,
  }: { now?: boolean } = {}): Promise<void> {
    if (skipWait) ignoreWait = true;
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        // IndexedDB unavailable or broken: nothing is lost that was stored; try later.
        deps.log(
          `Learning records could not be sent: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Queues a statement about a student; it is in IndexedDB when this resolves. */
    async enqueue(student: string, statement: XapiStatement): Promise<void> {
      const store = await deps.store();
      await store.add({
        id: statement.id,
        studentId: student,
        statement,
        queuedAt: now(),
        failures: 0,
        notBefore: 0,
      });
      if (student === studentId) void kick();
    },
    /** The signed-in student whose statements are sent (null: nobody signed in). */
    setStudent(student: string | null) {
      if (student === studentId) return;
      studentId = student;
      clearTimeout(timer);
      if (student) void kick();
    },
    kick,
    /** Stops the timer (tests, log-out). */
    stop() {
      studentId = null;
      clearTimeout(timer);
    },
    /** Resolves when the current sending round is over (tests). */
    idle: () => running ?? Promise.resolve(),
  };
}
