import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * The bytes of each dump this worker has read. A dump never changes under
 * its name during a run (setup-cache.ts names it by a hash of its inputs),
 * and PGlite only reads them, copying each file into its own file system,
 * so every database gets its own copy: reading the 40 MB again for every
 * test database cost about 0.07 s of CPU each, 46 times a run.
 */
const dumps = new Map<string, ArrayBuffer>();

function dumpBytes(file: string): ArrayBuffer {
  let bytes = dumps.get(file);
  if (!bytes) {
    const read = readFileSync(file);
    // A file this size is read into a buffer of its own: no copy needed.
    bytes =
      read.byteOffset === 0 && read.byteLength === read.buffer.byteLength
        ? (read.buffer as ArrayBuffer)
        : read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength);
    dumps.set(file, bytes);
  }
  return bytes;
}

/**
 * A data-dir dump as PGlite reads it. PGlite takes only arrayBuffer() of
 * loadDataDir, and Node's Blob hands its bytes over in small chunks, which
 * cost about 0.4 s of CPU for a 40 MB dump: a third of each test file's
 * database copy. This one hands over the bytes as read.
 */
class DumpFile extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(file: string) {
    super([], { type: 'application/x-tar' });
    this.#bytes = dumpBytes(file);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/**
 * PostgreSQL's shared buffers for a test database. PGlite starts with
 * 128 MB and prepares all of it at every start, about 0.3 s of CPU a test
 * file; a test database is a few dozen MB and PGlite's files are in memory
 * anyway, so 16 MB costs queries nothing measurable.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A new in-memory PGlite holding the cluster dumped to file. */
export async function loadDump(file: string): Promise<PGlite> {
  const client = new PGlite({
    loadDataDir: new DumpFile(file),
    startParams,
  });
  await client.waitReady;
  return client;
}

/**
 * A PGlite data directory on disk holding the cluster dumped to file, as a
 * first start leaves one, for tests of how the server opens a directory.
 */
export async function dumpToDataDir(file: string, dataDir: string) {
  const seeded = new PGlite(dataDir, {
    loadDataDir: new DumpFile(file),
    startParams,
  });
  await seeded.waitReady;
  await seeded.close();
}
