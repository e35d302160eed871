// spec 02 §9: ordinal text uses st, nd, rd, th (th for 10 to 20).
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 10 && lastTwo <= 20) return 'th';
  const suffixes: Record<number, 'st' | 'nd' | 'rd'> = {
    1: 'st',
    2: 'nd',
    3: 'rd',
  };
  return suffixes[lastTwo % 10] ?? 'th';
}

export function ordinalText(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

// spec 01 §3 / spec 02 §3: grade is shown as 'Grade N'.
export function gradeName(ordinal: number): string {
  return `Grade ${ordinal}`;
}

// spec 01 §3: an unselected grade has ordinal -99 and a placeholder text.
export const UNSELECTED_GRADE_ORDINAL = -99;
export const UNSELECTED_GRADE_TEXT = 'Select your school grade';

/** spec 01 §3 Profile form grade option. */
export interface GradeOption {
  key: string;
  ordinal: number;
  gradeOrdinalText: string;
  gradeLocalName: string;
}

// spec 01 §4 Profile form: changing city resets the grade to the placeholder.
export function unselectedGrade(): GradeOption {
  return {
    key: '',
    ordinal: UNSELECTED_GRADE_ORDINAL,
    gradeOrdinalText: UNSELECTED_GRADE_TEXT,
    gradeLocalName: UNSELECTED_GRADE_TEXT,
  };
}

export function gradeOption(
  key: string,
  ordinal: number,
  localName: string,
): GradeOption {
  return {
    key,
    ordinal,
    gradeOrdinalText: gradeName(ordinal),
    gradeLocalName: localName,
  };
}
