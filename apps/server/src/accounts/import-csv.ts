import type { Repositories } from '../db/repositories';
import { CsvError, parseCsv, type CsvRow } from './csv';
import { CSV_COLUMNS, describeIssues, StudentInput } from './student-input';

export interface RowProblem {
  /** The physical line of the file where the row starts (1-based). */
  line: number;
  message: string;
}

export interface CheckedRow {
  line: number;
  input: StudentInput;
}

const isBlank = (row: CsvRow) => row.fields.every((f) => f.trim() === '');

/** start_time may be left out: the account then starts now. */
const OPTIONAL_COLUMNS: readonly string[] = ['start_time'];

function checkHeader(header: CsvRow): RowProblem[] {
  const names = header.fields.map((h) => h.trim().toLowerCase());
  const expected = `expected ${CSV_COLUMNS.join(',')}`;
  const problems: string[] = [];
  const unknown = names.filter(
    (n) => !(CSV_COLUMNS as readonly string[]).includes(n),
  );
  if (unknown.length)
    problems.push(
      `unknown column(s): ${unknown.map((n) => n || '(empty)').join(', ')} (${expected})`,
    );
  const repeated = names.filter((n, i) => n && names.indexOf(n) !== i);
  if (repeated.length)
    problems.push(
      `column(s) named twice: ${[...new Set(repeated)].join(', ')}`,
    );
  const missing = CSV_COLUMNS.filter(
    (c) => !OPTIONAL_COLUMNS.includes(c) && !names.includes(c),
  );
  if (missing.length)
    problems.push(`missing column(s): ${missing.join(', ')} (${expected})`);
  return problems.map((message) => ({ line: header.line, message }));
}

/**
 * Reads and checks a school's CSV file without writing anything: every row
 * is validated and every problem is reported with the line where its row
 * starts, so the school can fix the whole file in one pass.
 */
export async function checkCsv(
  text: string,
  repos: Repositories,
): Promise<{ rows: CheckedRow[]; problems: RowProblem[] }> {
  let parsed: CsvRow[];
  try {
    parsed = parseCsv(text).filter((r) => !isBlank(r));
  } catch (e) {
    if (e instanceof CsvError)
      return { rows: [], problems: [{ line: e.line, message: e.message }] };
    throw e;
  }
  const [header, ...body] = parsed;
  if (!header)
    return { rows: [], problems: [{ line: 1, message: 'the file is empty' }] };
  const headerProblems = checkHeader(header);
  if (headerProblems.length) return { rows: [], problems: headerProblems };
  const columns = header.fields.map((h) => h.trim().toLowerCase());

  const problems: RowProblem[] = [];
  const rows: CheckedRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of body) {
    if (fields.length > columns.length) {
      problems.push({
        line,
        message: `has ${fields.length} fields but the header (line ${header.line}) has ${columns.length} columns`,
      });
      continue;
    }
    const record = Object.fromEntries(
      columns.map((c, j) => [c, fields[j] ?? '']),
    );
    if (record.start_time?.trim() === '') delete record.start_time;
    const result = StudentInput.safeParse(record);
    if (!result.success) {
      for (const message of describeIssues(result.error.issues, (f) => f))
        problems.push({ line, message });
      continue;
    }
    const key = result.data.username.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({
        line,
        message: `username "${result.data.username}" is also on line ${first}`,
      });
    else seen.set(key, line);
    rows.push({ line, input: result.data });
  }
  for (const { line, input } of rows) {
    if (await repos.students.findByUserName(input.username))
      problems.push({
        line,
        message: `username "${input.username}" already exists`,
      });
  }
  // A stable sort: a row's problems keep the order they were found in.
  problems.sort((a, b) => a.line - b.line);
  return { rows: problems.length ? [] : rows, problems };
}
