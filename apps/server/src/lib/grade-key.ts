/** Grade keys on the wire: grade-3 .. grade-11. */
export const gradeKey = (ordinal: number) => `grade-${ordinal}`;

export function gradeOrdinalOf(key: string): number | undefined {
  const m = /^grade-(\d{1,2})$/.exec(key);
  const n = m ? Number(m[1]) : NaN;
  return n >= 3 && n <= 11 ? n : undefined;
}
