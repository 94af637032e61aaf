// Measurements of issue 5 in headless Chromium on the release build (a measurement
// script, not a test: `node tools/perf/perf-saves.mjs`, dist/ built). Prints JSON.
//
// 1. Load time, cold: a fresh profile opens the app, until the home screen is mounted
//    (the wasm downloaded, compiled and started); 5 runs.
// 2. Load time, offline: after one visit, the network off, a reload until home is mounted
//    (everything from the service worker's cache); 5 runs.
// 3. Time to save after an action: the autosave's own measure (performance.now around the
//    lock check, encoding and localStorage writes, reported in data-save-us), for 100
//    actions played on from a 300-turn torneo game (tests/e2e/fixtures/long-300-turns.json).
//    Chromium rounds performance.now to 0.1 ms here (no cross-origin isolation).
// 4. Size of that 300-turn save, in bytes, and the time from "Continua" until its play
//    screen is shown (read, 2902 actions replayed, drawn); 5 runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, launch, startServer } from '../../tests/e2e/helpers.mjs';
import { playOneAction, saveStatus, seed } from '../../tests/e2e/saves-helpers.mjs';

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  const r = (x) => Math.round(x * 100) / 100;
  return { n: s.length, p50: r(at(50)), p95: r(at(95)), max: r(s.at(-1)) };
};

async function toHome(page, go) {
  const t0 = performance.now();
  await go();
  await page.locator('[data-screen="home"] [data-testid="home-explore"]').waitFor();
  return performance.now() - t0;
}

const server = await startServer();
const cold = [];
const offline = [];
try {
  for (let i = 0; i < 5; i++) {
    const b = await launch();
    try {
      cold.push(await toHome(b.page, () => b.page.goto(server.url)));
      await b.page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15_000 });
      await b.context.setOffline(true);
      offline.push(await toHome(b.page, () => b.page.reload()));
    } finally {
      await b.close();
    }
  }

  const long = readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'long-300-turns.json'), 'utf8').trim();
  const b = await launch();
  const save = [];
  const resume = [];
  try {
    const { page } = b;
    await page.goto(server.url);
    await seed(page, { 'g-long': long });
    for (let i = 0; i < 5; i++) {
      await page.reload();
      await page.getByTestId('home-continue').waitFor();
      const t0 = performance.now();
      await page.getByTestId('home-continue').click();
      await page.getByTestId('play').waitFor();
      resume.push(performance.now() - t0);
      // Back to the very same save for the next run.
      await seed(page, { 'g-long': long });
    }
    await page.reload();
    await page.getByTestId('home-continue').click();
    await page.getByTestId('play').waitFor();
    for (let i = 0; i < 100; i++) {
      await playOneAction(page);
      save.push(Number((await saveStatus(page)).saveUs) / 1000);
    }
  } finally {
    await b.close();
  }
  const turns = long.match(/(^| )T\d*(\*\d+)?(?= |")/g)?.length;
  console.log(
    JSON.stringify(
      {
        load_cold_ms: stats(cold),
        load_offline_ms: stats(offline),
        save_after_action_ms: stats(save),
        save_300_turns: { bytes: Buffer.byteLength(long), actions: JSON.parse(long).count, end_turn_tokens: turns },
        continue_300_turns_ms: stats(resume),
      },
      null,
      2,
    ),
  );
} finally {
  server.close();
}
