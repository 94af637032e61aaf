// Computer turns' performance (issue 12), part of tools/perf/perf.mjs and runnable alone
// (`node tools/perf/perf-bots.mjs`, dist/ or dist-test/ built):
// - "longtasks_during_computer_turns": the main thread's long tasks (the browser's
//   'longtask' timing, over 50 ms) while three Medio play at normal speed against a
//   person who places and ends turns, for `seconds`; with the number of computer actions;
// - "difficile_decision_ms": Difficile decisions in the bots' worker, for the person's
//   seat at its first three attack phases of that game (the worker's own time, which includes
//   rebuilding the game from the save, and the round trip seen by the page);
// - "testa_difficile_decision_ms" (`measureTestaDifficile`): the same for the person's seat
//   in a `testa_a_testa` game against Difficile, where the search runs through the whole
//   round (its slowest decisions natively).
import { pathToFileURL } from 'node:url';
import { DIST, launch, startServer, LANDSCAPE, stylesReady } from '../../tests/e2e/helpers.mjs';
import { personActs } from '../../tests/e2e/play_helpers.mjs';

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  const r = (x) => Math.round(x * 100) / 100;
  return s.length ? { n: s.length, p50: r(at(50)), p95: r(at(95)), max: r(s.at(-1)) } : { n: 0 };
};

const has = async (page, id) => (await page.locator(`[data-testid="${id}"]`).count()) > 0;
const saved = (page) => page.evaluate(() => Number(document.querySelector('[data-testid="save-status"]')?.dataset.saveActions ?? 0));

/** Home with nothing stored. */
async function emptyHome(page, url) {
  await page.goto(url);
  await stylesReady(page);
  await page.locator('[data-screen="home"]').waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await stylesReady(page);
  await page.locator('[data-screen="home"]').waitFor();
}

const READY = '[data-testid="turn"], [data-testid="start-play"], [data-testid="computer-turn"]';

/** One step of the game on screen: starts a turn, acknowledges a turn's end, lets
 * `computer(wait)` wait out a computer turn, or lets `person(turn)` act (`turn`: the
 * turn panel's data attributes). False once the game is over. */
async function step(page, person, computer = (wait) => wait()) {
  await page.locator(READY).first().waitFor();
  if (await has(page, 'start-play')) await page.getByTestId('start-play').click();
  else if (await has(page, 'turn-end-notice')) await page.getByTestId('notice-ok').click();
  else if (await has(page, 'computer-turn')) {
    await computer(() =>
      page.waitForFunction(() => !document.querySelector('[data-testid="computer-turn"]'), null, { timeout: 120_000 }),
    );
  } else {
    const turn = await page.getByTestId('turn').evaluate((e) => ({ ...e.dataset }));
    if (turn.phase === 'over') return false;
    await person(turn);
  }
  return true;
}

/** Difficile's decisions measured at several positions, with their worst times. */
const decisionsSummary = (decisions) =>
  decisions.length
    ? {
        positions: decisions,
        worker_max: Math.max(...decisions.map((d) => d.worker_max)),
        round_trip_max: Math.max(...decisions.map((d) => d.round_trip_max)),
      }
    : 'the person never reached an attack phase';

export async function measureBots(page, url, seconds = 30) {
  await emptyHome(page, `${url}?seed=4242`);
  await page.getByTestId('home-vs-computer').click();
  await page.getByTestId('play').waitFor();
  await page.evaluate(() => {
    window.__long = [];
    window.__computer = false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (window.__computer) window.__long.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  const start = Date.now();
  const first = await saved(page);
  let computerActions = 0;
  // Difficile's decisions at the first attack phases of the person (its slowest phase).
  const decisions = [];
  const person = async (turn) => {
    if (decisions.length < 3 && turn.phase === 'attack') decisions.push(await difficile(page));
    await personActs(page);
  };
  const computer = async (wait) => {
    const before = await saved(page);
    await page.evaluate(() => (window.__computer = true));
    await wait();
    await page.evaluate(() => (window.__computer = false));
    computerActions += (await saved(page)) - before;
  };
  while (Date.now() - start < seconds * 1000 && (await step(page, person, computer)));
  const long = await page.evaluate(() => window.__long);
  return {
    longtasks_during_computer_turns: {
      seconds: Math.round((Date.now() - start) / 1000),
      actions: (await saved(page)) - first,
      computer_actions: computerActions,
      count: long.length,
      duration_ms: stats(long),
    },
    difficile_decision_ms: decisionsSummary(decisions),
  };
}

/** A `testa_a_testa` game, the person against Difficile: Difficile's decisions for the
 * person's seat at its first `positions` attack phases. */
export async function measureTestaDifficile(page, url, positions = 3) {
  await emptyHome(page, url);
  await page.getByTestId('home-new-game').click();
  await page.getByTestId('preset-testa_a_testa').click();
  await page.getByTestId('seat-name-0').fill('Luca');
  await page.getByTestId('seat-1-who-difficile').click();
  await page.getByTestId('start-game').click();
  const decisions = [];
  const measured = new Set(); // rounds whose attack phase was measured
  const person = async (turn) => {
    if (turn.phase === 'attack' && turn.player === '0' && !measured.has(turn.round)) {
      measured.add(turn.round);
      decisions.push(await difficile(page));
    }
    await personActs(page);
  };
  const start = Date.now();
  while (decisions.length < positions && Date.now() - start < 300_000 && (await step(page, person)));
  return decisionsSummary(decisions);
}

// Five Difficile decisions for the person's seat (seat 0) at the position in the save,
// after one to warm the worker up.
async function difficile(page) {
  return page.evaluate(async () => {
    // The game on screen: the save written last (an earlier game may be stored too).
    const saves = Object.keys(localStorage)
      .filter((k) => k.startsWith('planisfero.save.'))
      .map((k) => localStorage.getItem(k));
    const updated = (s) => JSON.parse(s).meta.updated_ms;
    const save = saves.reduce((a, b) => (updated(b) > updated(a) ? b : a));
    const w = new Worker('./bot_worker_loader.js');
    await new Promise((resolve) => (w.onmessage = resolve)); // "ready"
    const ask = (id) =>
      new Promise((resolve) => {
        w.onmessage = (e) => resolve(e.data);
        w.postMessage(`${id}\n0\ndifficile\n${id.toString(16).padStart(16, '0')}\n${save}`);
      });
    await ask(99);
    const worker = [];
    const roundTrip = [];
    let action = '';
    for (let i = 1; i <= 5; i++) {
      const t0 = performance.now();
      const [, ms, code] = (await ask(i)).split('\n');
      roundTrip.push(performance.now() - t0);
      worker.push(Number(ms));
      action = code;
    }
    w.terminate();
    const max = (xs) => Math.round(Math.max(...xs));
    return { worker_max: max(worker), round_trip_max: max(roundTrip), runs: 5, last_action: action, save_actions: JSON.parse(save).count };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer(process.env.PLANISFERO_DIST || DIST);
  const browser = await launch({ viewport: LANDSCAPE });
  try {
    const out = await measureBots(browser.page, server.url, Number(process.env.SECONDS || 30));
    out.testa_difficile_decision_ms = await measureTestaDifficile(browser.page, server.url);
    if (browser.errors.length) throw new Error(`page errors: ${browser.errors.join('; ')}`);
    console.log(JSON.stringify(out, null, 2));
  } finally {
    await browser.close();
    server.close();
  }
}
