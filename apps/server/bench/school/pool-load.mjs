// One server-like process for pool-size.ts: students arrive at random
// (open loop) at ARRIVALS_PER_S; each signs in (an argon2id verify on
// libuv's thread pool, the OWASP setting, then a request's JavaScript) and
// then sends three reads at once and a test start 100 ms later; besides,
// other requests (saves, tracking, studying) arrive at random at
// OTHERS_PER_S. A request's JavaScript is a fixed computation of WORK
// iterations (about 1.75 ms on an idle core, the server's mean per call), so
// it stretches when the loop's thread gets less of a core. Prints, as JSON,
// each request's latency from its scheduled time and each verify's.
import { hash, verify } from '@node-rs/argon2';

const env = (k) => Number(process.env[k]);
const [arrivals, others, seconds, work] = [
  env('ARRIVALS_PER_S'),
  env('OTHERS_PER_S'),
  env('SECONDS'),
  env('WORK'),
];
// The server's settings (src/lib/passwords.ts, decision 020).
const argon = { algorithm: 2, memoryCost: 7168, timeCost: 5, parallelism: 1 };
const stored = await hash('school-pass', argon);

let sink = 0;
/** One request's JavaScript on the loop. */
function request() {
  let x = 0;
  for (let i = 0; i < work; i++) x = (x * 31 + i) % 1000003;
  sink += x;
}

const requests = [];
const verifies = [];
const t0 = performance.now() + 100;
// The same draws in every configuration (mulberry32).
let seed = Number(process.env.SEED ?? 1) >>> 0;
const rand = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const poissonTimes = (rate) => {
  const out = [];
  for (let at = 0; rate > 0;) {
    at += (-Math.log(1 - rand()) / rate) * 1000;
    if (at >= seconds * 1000) break;
    out.push(t0 + at);
  }
  return out;
};
const at = (due, fn) => setTimeout(fn, Math.max(0, due - performance.now()));
/** A request due at `due`: its JavaScript runs when the loop gets to it. */
const send = (due) =>
  at(due, () =>
    setImmediate(() => {
      request();
      requests.push(performance.now() - due);
    }),
  );

for (const due of poissonTimes(arrivals))
  at(due, () => {
    verify(stored, 'school-pass').then(() => {
      verifies.push(performance.now() - due);
      request();
      const now = performance.now();
      requests.push(now - due);
      for (let i = 0; i < 3; i++) send(now);
      send(now + 100);
    });
  });
for (const due of poissonTimes(others)) send(due);

setTimeout(
  () => {
    const cpu = process.cpuUsage();
    process.stdout.write(
      JSON.stringify({
        requests,
        verifies,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        sink: sink % 2,
      }),
    );
  },
  seconds * 1000 + 3000,
);
