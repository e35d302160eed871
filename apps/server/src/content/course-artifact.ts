import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Course } from '@gp/content';

/**
 * The validated course as one JSON file (decision 014): a header line, then
 * the course. The header names the sources it was built from, so a start
 * whose YAML and checker code are unchanged reads 200 bytes instead of
 * parsing and validating 3 MB of YAML. Bump FORMAT when the layout changes.
 * This module stays light (no YAML parser, no validators): a start with an
 * unchanged course loads only it; course-build.ts writes the artifact.
 */
export const FORMAT = 1;

export interface ArtifactHeader {
  format: number;
  /** courseSourceHash() of the files the course was built from. */
  sourceHash: string;
  /** courseVersion() of the course: what the database records as loaded. */
  version: string;
}

/** The folders whose files make the validated course: the YAML and the code that checks it. */
export interface CourseSources {
  courseDir: string;
  contentCode: string;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ya?ml|ts)$/.test(f) && !/\.test\.ts$/.test(f))
    .sort();
}

/** A hash of every course file and checker source, names included: about 20 ms. */
export function courseSourceHash(sources: CourseSources): string {
  const hash = createHash('sha256').update(`format ${FORMAT}\n`);
  for (const dir of [sources.courseDir, sources.contentCode])
    for (const file of filesUnder(dir)) {
      const bytes = readFileSync(join(dir, file));
      hash.update(`${file}\n${bytes.length}\n`).update(bytes);
    }
  return hash.digest('hex');
}

/** The header of the artifact at path, or undefined when it is missing or unreadable. */
export function readArtifactHeader(path: string): ArtifactHeader | undefined {
  if (!existsSync(path)) return undefined;
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(1024);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.toString('utf8', 0, length);
    const end = text.indexOf('\n');
    if (end < 0) return undefined;
    const header = JSON.parse(text.slice(0, end)) as Partial<ArtifactHeader>;
    return header.format === FORMAT &&
      typeof header.sourceHash === 'string' &&
      typeof header.version === 'string'
      ? (header as ArtifactHeader)
      : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The course in the artifact. It is trusted, not checked again: only
 * writeArtifact() (course-build.ts) writes it, after validation, and
 * atomically.
 */
export function readArtifactCourse(path: string): Course {
  const text = readFileSync(path, 'utf8');
  return JSON.parse(text.slice(text.indexOf('\n') + 1)) as Course;
}
