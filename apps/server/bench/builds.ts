import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverDir } from './support';

/**
 * Builds the apps the server serves (apps/web, apps/player) when a build, with
 * its compressed copies, is missing.
 */
export function ensureBuilds(apps: readonly ('web' | 'player')[]): void {
  const root = join(serverDir, '../..');
  const missing = apps.filter((app) => {
    const assets = join(root, 'apps', app, 'dist/assets');
    return !(
      existsSync(assets) && readdirSync(assets).some((f) => f.endsWith('.br'))
    );
  });
  if (!missing.length) return;
  console.log(`Building ${missing.map((a) => `apps/${a}`).join(' and ')}...`);
  execFileSync(
    'npm',
    ['run', 'build', ...missing.flatMap((a) => ['-w', `apps/${a}`])],
    { cwd: root, stdio: 'ignore' },
  );
}
