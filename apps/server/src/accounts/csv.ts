/** One record of a CSV file and the physical line it starts on (1-based). */
export interface CsvRow {
  line: number;
  fields: string[];
}

/** A file that cannot be read as CSV at all, e.g. a quote that never closes. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Parses CSV (RFC 4180: quoted fields, doubled quotes, CRLF, LF or CR line
 * ends). Every record keeps the line it starts on, counting blank lines and
 * the line breaks inside quoted fields, so a school's spreadsheet user can
 * find the row the importer complains about.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const src = text.replace(/^\uFEFF/, '');
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (!started) {
      started = true;
      rowLine = line;
    }
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        field += c;
        if (c === '\n' || (c === '\r' && src[i + 1] !== '\n')) line++;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push({ line: rowLine, fields: row });
      row = [];
      field = '';
      started = false;
      line++;
    } else field += c;
  }
  if (quoted)
    throw new CsvError(
      quoteLine,
      'a quoted field starts here and is never closed (a missing ")',
    );
  if (started) {
    row.push(field);
    rows.push({ line: rowLine, fields: row });
  }
  return rows;
}
