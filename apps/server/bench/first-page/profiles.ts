/**
 * The browsers the first question is timed in: a profile the student is
 * signed in on, and for each load a new browser on a copy of it, driven over
 * the DevTools pipe with no Playwright session on the page.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Student } from '../api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { enterAs } from './browser';
import { launchOverPipe, type PipeBrowser } from './devtools-pipe';

/** A new browser profile with `student` signed in (the app's own entry); the caller removes it. */
export async function signedInProfile(
  url: string,
  student: Student,
): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'gp-bench-chromium-'));
  try {
    const entry = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await entry.newPage();
      await enterAs(page, url, student, /\/gl\/(learn|dt-intro|testing)/);
    } finally {
      await entry.close();
    }
    return profile;
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
}

/** Runs `use` on a new browser started on a copy of `profile`, then closes it and removes the copy. */
export async function inNewBrowser<T>(
  profile: string,
  use: (browser: PipeBrowser) => Promise<T>,
): Promise<T> {
  const copy = mkdtempSync(join(tmpdir(), 'gp-bench-chromium-'));
  cpSync(profile, copy, { recursive: true });
  const browser = launchOverPipe(copy);
  try {
    return await use(browser);
  } finally {
    await browser.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
