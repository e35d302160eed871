/**
 * The load generator's HTTP client: node:http with kept-alive connections
 * (a school's browsers keep theirs open too), and a record of every answer's
 * latency measured from the time the call was scheduled, not from when it
 * was sent, so a slow server cannot hide its queue (coordinated omission).
 * It asks for compressed answers as a browser does (Accept-Encoding) and
 * records each body's size on the wire; a body is decoded when read.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * What a browser's fetch sends, so the server compresses as it would for the
 * app. BENCH_SCHOOL_ACCEPT_ENCODING= (empty) asks for none, to compare with
 * runs from before the server compressed.
 */
const ACCEPT_ENCODING =
  process.env.BENCH_SCHOOL_ACCEPT_ENCODING ?? 'gzip, deflate, br';

/** A body as sent (Content-Encoding) made plain again, as the browser does before the app reads it. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

/** One answer: which call, how late after its scheduled time, how it ended. */
export interface Sample {
  call: string;
  /** When the call was due (performance.now() ms), for the run's timeline. */
  due: number;
  ms: number;
  /** The HTTP status, or 0 for a connection error. */
  status: number;
  /** The answer's body as it came over the wire (compressed when the server did), bytes. */
  bytes?: number;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export class Recorder {
  readonly samples: Sample[] = [];
  /** The first few failures, for the report. */
  readonly failures: string[] = [];
  constructor(private readonly onSample: (s: Sample) => void = () => {}) {}
  add(s: Sample, detail?: string) {
    this.samples.push(s);
    if ((s.status < 200 || s.status >= 300) && this.failures.length < 5)
      this.failures.push(`${s.call}: ${s.status} ${detail ?? ''}`.trim());
    this.onSample(s);
  }
}

export interface Client {
  /**
   * Sends a call at (or, when the student is still waiting for an earlier
   * answer, after) its scheduled time `due` (performance.now() ms) and
   * records its latency from `due`.
   */
  call<T>(
    name: string,
    due: number,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ): Promise<Answer<T>>;
  close(): void;
}

/**
 * The due time of a call the app sends when an earlier answer of the same
 * step has come (the lesson's activities after its progress, the practice's
 * start after those): the step's moment, or now if that has passed. A call
 * whose step was late still counts from its moment through the step's first
 * call, but each call's latency is its own, not the sum of those before it
 * in the chain (which made practice-start's p99 that of three calls).
 */
export const dueOnAnswer = (due: number) => Math.max(due, performance.now());

/** Waits until performance.now() reaches `due`. */
export const sleepUntil = (due: number) =>
  new Promise<void>((resolve) => {
    const wait = due - performance.now();
    if (wait <= 0) resolve();
    else setTimeout(resolve, wait);
  });

export function createClient(
  urls: string[],
  recorder: Recorder,
  pick: () => number = () => 0,
): Client {
  // Idle connections are dropped before the server's keep-alive timeout
  // (10 s) could close one under a request being sent.
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 4096,
    timeout: 5000,
  });
  const targets = urls.map((u) => new URL(u));
  return {
    async call<T>(
      name: string,
      due: number,
      method: string,
      path: string,
      token?: string,
      body?: unknown,
    ): Promise<Answer<T>> {
      await sleepUntil(due);
      const target = targets[pick() % targets.length]!;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = ACCEPT_ENCODING
        ? { 'accept-encoding': ACCEPT_ENCODING }
        : {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: target.hostname,
            port: target.port,
            method,
            path,
            headers,
            agent,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const status = res.statusCode ?? 0;
              const wire = Buffer.concat(chunks);
              const encoding = res.headers['content-encoding'];
              recorder.add(
                {
                  call: name,
                  due,
                  ms: performance.now() - due,
                  status,
                  bytes: wire.length,
                },
                status >= 300
                  ? decoded(wire, encoding).toString('utf8').slice(0, 200)
                  : undefined,
              );
              if (status < 200 || status >= 300) {
                reject(new Error(`${name}: ${status}`));
                return;
              }
              // Decoded and parsed only when a student reads it (most
              // answers are not read): the load generator shares the
              // machine's cores with the server, a school's browsers do not.
              let body: T | undefined;
              resolve({
                status,
                get body() {
                  body ??= JSON.parse(
                    decoded(wire, encoding).toString('utf8'),
                  ) as T;
                  return body;
                },
              });
            });
            res.on('error', reject);
          },
        );
        req.on('error', (e) => {
          recorder.add(
            { call: name, due, ms: performance.now() - due, status: 0 },
            e.message,
          );
          reject(e);
        });
        if (payload !== undefined) req.write(payload);
        req.end();
      });
    },
    close: () => agent.destroy(),
  };
}
