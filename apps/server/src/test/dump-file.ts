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
    this.#bytes = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength,
    );
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** A new in-memory PGlite holding the cluster dumped to file. */
export async function loadDump(file: string): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: new DumpFile(file) });
  await client.waitReady;
  return client;
}
