import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database may be opened by one process at a time: the server
 * holds DATA_DIR/server.pid while it runs, and the accounts tool refuses to
 * open a DATA_DIR whose server is alive.
 */
const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function runningServerPid(dataDir: string): number | undefined {
  if (!existsSync(lockFile(dataDir))) return undefined;
  const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)
    ? pid
    : undefined;
}

export function holdDataDir(dataDir: string): () => void {
  const other = runningServerPid(dataDir);
  if (other)
    throw new Error(
      `Another Grammar Pro server (pid ${other}) is using ${dataDir}. Stop it first, or use another DATA_DIR.`,
    );
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
