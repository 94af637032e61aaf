// The kill test (issue 14): a browser killed by the system (kill -9 of Chromium's whole
// process group, no unload, no shutdown) W seconds after an action; the same profile is
// launched again; how many actions were lost?
//
//   node tests/e2e/kill.mjs [W ...]     (default 0 1 2 5; PLANISFERO_DIST picks the build)
//
// Prints one line per trial and a JSON summary; tests/e2e/kill.test.mjs runs it and
// asserts. Chromium is started by hand (not by Playwright) so that its process group can
// be killed; Playwright attaches over CDP.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, LANDSCAPE, startServer } from './helpers.mjs';
import { newGame } from './play_helpers.mjs';
import { SAVE_PREFIX, playOneAction } from './saves-helpers.mjs';

/** Starts Chromium on `profile` in its own process group; returns { proc, browser, page }. */
export async function start(profile) {
  const proc = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      `--window-size=${LANDSCAPE.width},${LANDSCAPE.height}`,
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const ws = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${err}`)), 30_000);
    proc.stderr.on('data', (chunk) => {
      err += chunk;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    proc.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err}`)));
  });
  const browser = await chromium.connectOverCDP(ws);
  const context = browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize(LANDSCAPE);
  return { proc, browser, page };
}

/** Kills Chromium's whole process group at once, as the system would, and waits for it. */
export async function kill({ proc }) {
  const gone = new Promise((resolve) => proc.once('exit', resolve));
  process.kill(-proc.pid, 'SIGKILL');
  await gone;
}

/** Waits until the app has read its journal (builds without one: at once). */
export async function journalRead(page) {
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-testid="save-status"]');
    return s && s.dataset.journal !== 'reading';
  });
}

/** Actions in the game saved in localStorage (0 without one). */
async function savedActions(page) {
  return page.evaluate((prefix) => {
    let n = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k.startsWith(prefix)) n = Math.max(n, JSON.parse(localStorage.getItem(k)).count);
    }
    return n;
  }, SAVE_PREFIX);
}

/**
 * One trial: a new game, `actions` actions, a kill `waitS` seconds after the last one, a
 * relaunch. Returns { waitS, played, saved, lost, continued } where `continued` says that
 * "Continua" opened the game without a "open in another tab" question.
 */
export async function trial(url, waitS, actions = 8) {
  const profile = mkdtempSync(path.join(tmpdir(), 'planisfero-kill-'));
  try {
    let run = await start(profile);
    await run.page.goto(`${url}?seed=${1000 + waitS}`);
    await run.page.locator('[data-screen="home"]').waitFor();
    await newGame(run.page, { preset: 'classico', players: 3 });
    for (let i = 0; i < actions; i++) await playOneAction(run.page);
    const played = await run.page.evaluate(
      () => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions),
    );
    // A measured wait on purpose: the time between the action and the kill is the variable.
    if (waitS > 0) await new Promise((r) => setTimeout(r, waitS * 1000));
    await kill(run);

    run = await start(profile);
    try {
      await run.page.goto(url);
      await run.page.locator('[data-screen="home"]').waitFor();
      await journalRead(run.page);
      const saved = await savedActions(run.page);
      let continued = false;
      if ((await run.page.getByTestId('home-continue').count()) > 0) {
        await run.page.getByTestId('home-continue').click();
        const first = await Promise.race([
          run.page.getByTestId('play').waitFor().then(() => 'play'),
          run.page.getByTestId('confirm-open').waitFor().then(() => 'asked'),
        ]);
        continued = first === 'play';
      }
      return { waitS, played, saved, lost: played - saved, continued };
    } finally {
      await kill(run);
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const waits = process.argv.slice(2).map(Number);
  const server = await startServer();
  const results = [];
  try {
    for (const w of waits.length ? waits : [0, 1, 2, 5]) {
      const r = await trial(server.url, w);
      console.log(`kill ${w} s after the last action: ${r.played} played, ${r.saved} saved, ${r.lost} lost, continued without a question: ${r.continued}`);
      results.push(r);
    }
  } finally {
    server.close();
  }
  console.log(JSON.stringify(results));
}
