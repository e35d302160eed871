import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * A data-dir dump as PGlite reads it. PGlite takes only arrayBuffer() of
 * loadDataDir, and Node's Blob hands its bytes over in small chunks, which
 * cost about 0.4 s of CPU for a 40 MB dump: a third of each test file's
 * database copy. This one hands over the bytes as read (PGlite copies them
 * into its own file system, so no two databases share them).
 */
class DumpFile extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(file: string) {
    super([], { type: 'application/x-tar' });
    const bytes = readFileSync(file);
    // A file this size is read into a buffer of its own: no copy needed.
    this.#bytes =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? (bytes.buffer as ArrayBuffer)
        : bytes.buffer.slice(
            bytes.byteOffset,
            bytes.byteOffset + bytes.byteLength,
          );
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
