// Times Difficile's decisions in the bots' worker wasm as the app ships it (dist/), under
// Node, to calibrate the arena's thinking limit (`arena --think-ms`, docs/BOTS.md).
//
//   cargo run --profile bench --example difficile_requests -- 8 4 > /tmp/requests.jsonl
//   node scripts/bench-worker.mjs dist /tmp/requests.jsonl
//
// Each request is answered twice: at Medio (nearly only the game's rebuild from the save)
// and at Difficile; the difference over the rollout steps the native search counted
// (the same decision: same seed, and a reply within the time limit is never cut) is the
// wasm's rollout steps per millisecond.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';

const [dir = 'dist', file = '/tmp/requests.jsonl'] = process.argv.slice(2);
const replies = [];
globalThis.postMessage = (m) => replies.push(m);
const glue = readFileSync(`${dir}/bot_worker.js`, 'utf8');
const wasmBindgen = vm.runInThisContext(`${glue}\n;wasm_bindgen`);
await wasmBindgen({ module_or_path: readFileSync(`${dir}/bot_worker_bg.wasm`) });
if (replies.shift() !== 'ready') throw new Error('the worker did not start');

const ask = (text) => {
  const t0 = performance.now();
  globalThis.onmessage({ data: text });
  const ms = performance.now() - t0;
  return { ms, reply: replies.shift() };
};
const records = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
// Warm up (the JIT's tiers).
for (const r of records.slice(0, 3)) ask(r.request);
let steps = 0, think = 0, rebuild = 0, actions = 0, cut = 0, slowest = 0, other = 0;
for (const r of records) {
  const medio = ask(r.request.replace(/\ndifficile\n/, '\nmedio\n'));
  const hard = ask(r.request);
  const ms = Number(hard.reply.split('\n')[1]);
  if (ms > 600) { cut += 1; continue; }
  // Another action than natively: another search (a float function's last bit, or the
  // wasm built from other code); its steps are unknown.
  if (hard.reply.split('\n')[2] !== r.action) { other += 1; continue; }
  slowest = Math.max(slowest, hard.ms);
  steps += r.steps;
  think += hard.ms - medio.ms;
  rebuild += medio.ms;
  actions += r.actions;
}
const n = records.length - cut - other;
console.log(`${n} decisions timed (${cut} cut at the time limit, ${other} chose another ` +
  `action than natively), slowest ${slowest.toFixed(1)} ms`);
console.log(`rollout steps per ms: ${(steps / think).toFixed(1)} (native bench profile: ` +
  `${(records.reduce((a, r) => a + r.steps, 0) / records.reduce((a, r) => a + r.native_ms, 0)).toFixed(1)})`);
console.log(`rebuild: ${(rebuild / n).toFixed(2)} ms a request, ` +
  `${(1000 * rebuild / actions).toFixed(2)} us per action`);
