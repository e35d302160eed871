/** spec 01 §3 Profile form grade option; "Grade N" and the placeholder are the web's locale texts. */
export interface GradeOption {
  key: string;
  ordinal: number;
  gradeLocalName: string;
}

export function gradeOption(
  key: string,
  ordinal: number,
  localName: string,
): GradeOption {
  return { key, ordinal, gradeLocalName: localName };
}
