/**
 * `npm run bench -- first-page-compare <A> <B>`: the first question of two
 * builds, timed in turns (issue 16). Each folder holds a build of both apps,
 * as `web/` (a copy of apps/web/dist) and `player/` (apps/player/dist). Each
 * build gets its own server (the checkout's, its files from the folder) and
 * signed-in student; the cold loads then alternate A, B, B, A, ... so a
 * change of the machine's load falls on both. It prints each build's figures
 * and the paired difference of B from A with its standard error: a cut
 * smaller than the spread of one build's runs (some 50 ms at 4x here) shows
 * only this way. BENCH_COMPARE_RUNS cold loads of each (default 20).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { insertStudents, seedDatabase } from '../seed';
import { serverDir, startChild, type Child } from '../support';
import { firstQuestion } from './browser';
import { inNewBrowser, signedInProfile } from './profiles';
import { signInAgreed } from './sign-in';
import { medianOf } from './targets';

const RUNS = Number(process.env.BENCH_COMPARE_RUNS ?? 20);
const PASSWORD = 'bench-pass';

interface Side {
  name: string;
  url: string;
  /** A browser profile with the student signed in, copied for each load. */
  profile: string;
  cleanUp: () => Promise<void>;
}

/**
 * A root the server reads its files under (ROOT_DIR): the checkout's code,
 * migrations and course, with the build's two apps in place of the checkout's.
 */
function rootWith(build: string): string {
  const checkout = resolve(serverDir, '../..');
  const root = mkdtempSync(join(tmpdir(), 'gp-compare-root-'));
  mkdirSync(join(root, 'apps/web'), { recursive: true });
  mkdirSync(join(root, 'apps/player'));
  symlinkSync(join(checkout, 'apps/server'), join(root, 'apps/server'));
  symlinkSync(join(checkout, 'packages'), join(root, 'packages'));
  symlinkSync(join(checkout, 'apps/web/help'), join(root, 'apps/web/help'));
  cpSync(join(build, 'web'), join(root, 'apps/web/dist'), { recursive: true });
  cpSync(join(build, 'player'), join(root, 'apps/player/dist'), {
    recursive: true,
  });
  return root;
}

async function sideFor(name: string, build: string): Promise<Side> {
  const root = rootWith(build);
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-compare-data-'));
  let server: Child | undefined;
  let profile: string | undefined;
  const cleanUp = async () => {
    await server?.stop();
    for (const dir of [root, dataDir, profile])
      if (dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await seedDatabase({ dataDir }, (db) =>
      insertStudents(db, {
        count: 1,
        password: PASSWORD,
        nameOf: () => 'fp-compare',
        firstNameOf: () => 'Bench',
      }),
    );
    server = await startChild(
      'src/server.ts',
      { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ROOT_DIR: root },
      '/api/health',
    );
    const url = `http://127.0.0.1:${server.port}`;
    const student = await signInAgreed(url, 'fp-compare', PASSWORD);
    profile = await signedInProfile(url, student);
    return { name, url, profile, cleanUp };
  } catch (e) {
    await cleanUp();
    throw e;
  }
}

/** One cold load of /gl/testing on a new browser with the side's student. */
const coldLoad = (side: Side) =>
  inNewBrowser(
    side.profile,
    async (browser) =>
      (await firstQuestion(browser, side.url, { cold: true })).ms,
  );

const mean = (xs: readonly number[]) =>
  xs.reduce((a, b) => a + b, 0) / xs.length;

export async function runFirstPageCompare(
  buildA: string,
  buildB: string,
): Promise<void> {
  const a = await sideFor('A', buildA);
  try {
    const b = await sideFor('B', buildB);
    try {
      const ms = { A: [] as number[], B: [] as number[] };
      for (let i = 0; i < RUNS; i++)
        for (const side of i % 2 ? [b, a] : [a, b])
          ms[side.name as 'A' | 'B'].push(await coldLoad(side));
      for (const [name, build] of [
        ['A', buildA],
        ['B', buildB],
      ] as const) {
        const xs = ms[name];
        console.log(
          `${name} (${build}): median ${medianOf(xs)} ms, mean ${Math.round(mean(xs))}, ${xs.filter((x) => x < 1000).length} of ${xs.length} under 1 s (${xs.join(', ')})`,
        );
      }
      const d = ms.B.map((x, i) => x - ms.A[i]!);
      const m = mean(d);
      const sd = Math.sqrt(
        d.reduce((s, x) => s + (x - m) ** 2, 0) / (d.length - 1),
      );
      console.log(
        `B - A, paired: mean ${Math.round(m)} ms, standard error ${Math.round(sd / Math.sqrt(d.length))} ms, median ${medianOf(d)} ms; load ${loadavg()[0]!.toFixed(2)}`,
      );
    } finally {
      await b.cleanUp();
    }
  } finally {
    await a.cleanUp();
  }
}
