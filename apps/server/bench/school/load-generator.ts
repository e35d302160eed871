/**
 * The school's load generator, in a process of its own so that its CPU is
 * measured apart from the server's. The parent sends one RunRequest over
 * IPC; every student starts at its arrival time whatever the server is
 * doing (open loop). The run stops early once it has failed for certain: an
 * error, or more than 1% of a call's expected answers over the limit.
 */
import { createClient, Recorder, type Sample } from './http';
import { clockFor, REAL, WARM_UP_COMPRESSION, type Phase } from './model';
import { momentsOf, planSchool, runStudent, scheduleOf } from './student';
import { callSeconds, type CallSecond } from './timeline';

export interface RunRequest {
  urls: string[];
  n: number;
  firstIndex: number;
  seed: number;
  limitMs: number;
  /** What the run plays of the exam (model.ts). */
  phase: Phase;
  /** The warm-up's arrivals spread over this many seconds (a real exam's over 60). */
  arrivalSeconds?: number;
}

export interface RunResult {
  /** Latencies (ms from the scheduled time) of each call's 2xx answers. */
  latencies: Record<string, number[]>;
  errors: Record<string, number>;
  /** Each call's answer bodies on the wire, bytes summed over its 2xx answers. */
  bytes: Record<string, number>;
  failures: string[];
  /** Students whose session ran to its end. */
  finished: number;
  abortedBecause?: string;
  seconds: number;
  /** The generator's own CPU over the run, s (its start-up, importing and compiling, left out). */
  cpuSeconds: number;
  /** The run's start, epoch ms, and its calls second by second (timeline.ts). */
  startedAt: number;
  timeline: CallSecond[];
}

/** About how many answers each call gets per student over the exam (the studying calls from the studying share). */
const EXPECTED_PER_STUDENT: Record<string, number> = {
  'sign-in': 1,
  'user-info': 2,
  profile: 2,
  progress: 2,
  'dt-start': 1,
  'dt-save': 1,
  // Measured: 9.9 per student in a whole exam at N = 250 (the rounds
  // around the start and the saves, StartDT and SubmitDT).
  tracking: 10,
  grades: 1,
  'ct-scores': 1,
  'practice-progress': 1,
  'remediation-progress': 0.25,
  activities: 0.25,
  'practice-start': 0.25,
  'practice-save': 0.25,
  'quiz-start': 0.25,
  'quiz-save': 0.25,
  'ct-start': 0.25,
  'ct-save': 0.25,
};
/** The same over the exam's start: one of each, and StartDT with a round or two of tracking (3.3 measured). */
const EXPECTED_AT_START: Record<string, number> = {
  'sign-in': 1,
  'user-info': 1,
  profile: 1,
  progress: 1,
  'dt-start': 1,
  tracking: 3,
};

async function run(req: RunRequest): Promise<RunResult> {
  const cpu0 = process.cpuUsage();
  // The warm-up's clock squeezes every time by WARM_UP_COMPRESSION: its
  // school arrives over arrivalSeconds and tracks every 30 s as squeezed.
  const plans = planSchool(
    req.n,
    req.firstIndex,
    req.seed,
    req.phase === 'warm-up'
      ? {
          arrivalWindow: (req.arrivalSeconds ?? 15) * WARM_UP_COMPRESSION,
          trackingInterval: REAL.trackingInterval * WARM_UP_COMPRESSION,
        }
      : {},
  );
  const clock = clockFor(
    req.phase,
    plans.flatMap((p) => momentsOf(scheduleOf(p))),
  );
  const over: Record<string, number> = {};
  let abortedBecause: string | undefined;
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const recorder = new Recorder((s: Sample) => {
    if (abortedBecause) return;
    if (s.status < 200 || s.status >= 300) {
      abortedBecause = `an error on ${s.call} (${s.status || 'connection'})`;
      stop();
      return;
    }
    if (s.ms <= req.limitMs) return;
    over[s.call] = (over[s.call] ?? 0) + 1;
    const expected =
      req.n *
      ((req.phase === 'start' ? EXPECTED_AT_START : EXPECTED_PER_STUDENT)[
        s.call
      ] ?? 1);
    if (over[s.call]! > Math.max(3, 0.01 * expected)) {
      abortedBecause = `over 1% of ${s.call} answers took more than ${req.limitMs} ms`;
      stop();
    }
  });
  let next = 0;
  const client = createClient(req.urls, recorder, () => next++);
  const t0 = performance.now() + 200;
  let finished = 0;
  const students = Promise.all(
    plans.map((p) =>
      runStudent(client, p, t0, clock).then(
        () => void finished++,
        () => undefined,
      ),
    ),
  );
  await Promise.race([students, stopped]);
  const seconds = (performance.now() - t0) / 1000;
  client.close();
  const latencies: Record<string, number[]> = {};
  const errors: Record<string, number> = {};
  const bytes: Record<string, number> = {};
  for (const s of recorder.samples) {
    if (s.status >= 200 && s.status < 300) {
      (latencies[s.call] ??= []).push(Math.round(s.ms * 10) / 10);
      bytes[s.call] = (bytes[s.call] ?? 0) + (s.bytes ?? 0);
    } else errors[s.call] = (errors[s.call] ?? 0) + 1;
  }
  return {
    latencies,
    errors,
    bytes,
    failures: recorder.failures,
    finished,
    abortedBecause,
    seconds,
    cpuSeconds: (() => {
      const c = process.cpuUsage(cpu0);
      return (c.user + c.system) / 1e6;
    })(),
    startedAt: Date.now() - (performance.now() - t0),
    timeline: callSeconds(recorder.samples, t0, req.limitMs),
  };
}

process.once('message', (req: RunRequest) => {
  void run(req).then(
    (result) => process.send!(result, () => process.exit(0)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
});
