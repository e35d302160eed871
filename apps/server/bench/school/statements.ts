/**
 * The SQL statements a run sent, from PostgreSQL's pg_stat_statements (the
 * bench's cluster preloads it, processes.ts): every statement counts, from
 * every server process, and none of the bench's own sampling. A figure that
 * other load on the machine does not move, unlike the CPU.
 */
import type pg from 'pg';

export interface Statements {
  total: number;
  /** Per student, when every session of the run finished. */
  perStudent?: number;
  /** The most frequent statements: calls per student (or in all) and mean execution, ms. */
  top: { query: string; calls: number; meanMs: number }[];
}

/** Resets the counts; false where the extension is not loaded. */
export async function startCounting(db: pg.Client): Promise<boolean> {
  try {
    await db.query('create extension if not exists pg_stat_statements');
    await db.query('select pg_stat_statements_reset()');
    return true;
  } catch {
    return false;
  }
}

export async function countStatements(
  db: pg.Client,
  students: number | undefined,
): Promise<Statements> {
  const r = await db.query<{ query: string; calls: string; mean: number }>(
    "select query, calls, mean_exec_time as mean from pg_stat_statements where query not ilike '%pg_stat%' order by calls desc",
  );
  const total = r.rows.reduce((s, x) => s + Number(x.calls), 0);
  const per = (x: number) =>
    students ? Math.round((x / students) * 100) / 100 : x;
  return {
    total,
    perStudent: students ? per(total) : undefined,
    top: r.rows.slice(0, 12).map((x) => ({
      query: x.query.replace(/\s+/g, ' ').slice(0, 120),
      calls: per(Number(x.calls)),
      meanMs: Math.round(x.mean * 1000) / 1000,
    })),
  };
}
