// Speed of the replay viewer and of Verifica on a finished 300-turn game (issue 18),
// measured in headless Chromium on the release build (a measurement script, not a test:
// `node tools/perf/perf-trust.mjs`, dist/ built). Prints a JSON summary.
//
// 1. "replay_step", "replay_jump": a tap on "next move" (every step of the first 120 and
//    of the last 60), and a jump of the slider to a random step of the whole game (100
//    jumps), each until the page is updated ("update": every reactive effect run, style
//    and layout forced) and until the next frame ("to_frame"), as tools/perf/perf.mjs
//    times a tap. Goal: 50 ms p95.
// 2. "verify_ms": Verifica of the game, in the page (the game's wasm, issue 32): from the
//    tap on "Verifica" at the final table to its result on screen (the game replayed from
//    seed and actions, every die and card checked, the page written), once per page
//    load (then it is kept), 5 loads. Goal: 200 ms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, ROOT, launch, startServer } from '../../tests/e2e/helpers.mjs';
import { freshHome, seed } from '../../tests/e2e/saves-helpers.mjs';

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  const r = (x) => Math.round(x * 100) / 100;
  return { n: s.length, p50: r(at(50)), p95: r(at(95)), max: r(s.at(-1)) };
};

/** In the page: runs each move (a function of the page), timing until updated and until the next frame. */
function timeMoves(moves) {
  const settled = () => new Promise((res) => setTimeout(res, 0));
  const frame = () => new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
  const bar = () => document.querySelector('[data-testid="replay"]');
  return (async () => {
    const update = [];
    const toFrame = [];
    for (const m of moves) {
      await frame();
      const t0 = performance.now();
      if (m.kind === 'next') {
        document.querySelector('[data-testid="replay-next"]').click();
      } else {
        const r = document.querySelector('[data-testid="replay-range"]');
        r.value = String(m.to);
        r.dispatchEvent(new Event('change', { bubbles: true }));
      }
      await settled();
      document.body.getBoundingClientRect();
      update.push(performance.now() - t0);
      await frame();
      toFrame.push(performance.now() - t0);
      if (m.kind === 'jump' && bar().dataset.step !== String(m.to)) throw new Error(`not at ${m.to}`);
    }
    return { update, toFrame };
  })();
}

/** In the page: taps "Verifica" and times until its result is on screen. */
function timeVerify() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    document.querySelector('button[data-testid="verify"]').click();
    const poll = () => {
      if (document.querySelector('[data-testid="verify-result"][data-ok="true"]')) resolve(performance.now() - t0);
      else setTimeout(poll, 0);
    };
    poll();
  });
}

const text = readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'long-300-turns-over.json'), 'utf8').trim();
const save = JSON.parse(text);
const server = await startServer(DIST);
const browser = await launch();
const { page } = browser;
try {
  await freshHome(page, server.url);
  await seed(page, { [save.meta.id]: text });
  await page.reload();
  // A finished game: Home offers "Rivedi", which opens on the replay.
  await page.getByTestId('home-replay').click();
  await page.getByTestId('replay').waitFor();
  const len = Number(await page.getByTestId('replay').getAttribute('data-len'));
  const steps = await page.evaluate(timeMoves, Array.from({ length: 120 }, () => ({ kind: 'next' })));
  await page.evaluate(timeMoves, [{ kind: 'jump', to: len - 60 }]);
  const late = await page.evaluate(timeMoves, Array.from({ length: 59 }, () => ({ kind: 'next' })));
  let x = 12345;
  const rand = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const jumps = await page.evaluate(
    timeMoves,
    Array.from({ length: 100 }, () => ({ kind: 'jump', to: Math.floor(rand() * (len + 1)) })),
  );
  const verify = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('about:blank');
    await page.goto(server.url);
    await page.getByTestId('home-replay').click();
    await page.getByTestId('replay-close').click();
    await page.getByTestId('final-table').waitFor();
    verify.push(await page.evaluate(timeVerify));
  }
  console.log(
    JSON.stringify(
      {
        game: { actions: len },
        replay_step: { update: stats([...steps.update, ...late.update]), to_frame: stats([...steps.toFrame, ...late.toFrame]) },
        replay_jump: { update: stats(jumps.update), to_frame: stats(jumps.toFrame) },
        verify_ms: stats(verify.slice(1)),
        verify_first_ms: Math.round(verify[0]),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.close();
}
