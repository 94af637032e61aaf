// End-to-end, issue 47 item 2: a finished game's turning points. One person against three
// Facile in `torneo`, sdadata after round 2, played to the end with finger taps: the final
// table appears at once with "calcolo…", then the chart of each player's chance of winning
// (one line a player) and the three moments, each with "Mostrami", which opens the replay
// at that moment; back on the table the next one. The record is kept beside the save: the
// table reopened after a reload reads it (a doctored record shows its doctored numbers),
// and the save itself is not touched. Screenshots at 1024x768 and 768x1024.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DIST, ROOT, stylesReady, closeApp, startApp } from './helpers.mjs';
import { personActs, shown } from './play_helpers.mjs';
import { freshHome } from './saves-helpers.mjs';

const SHOTS = path.join(ROOT, 'target', 'turning-shots');

/** Plays until the game is over: the person's simplest actions, the computers instantly. */
async function playToTheEnd(page) {
  const deadline = Date.now() + 8 * 60_000;
  for (;;) {
    assert.ok(Date.now() < deadline, 'the game ends in time');
    if ((await page.getByTestId('turn').getAttribute('data-phase')) === 'over') return;
    if (await shown(page, 'start-play')) {
      await page.getByTestId('start-play').tap();
    } else if (await shown(page, 'turn-end-notice')) {
      if (await shown(page, 'sdadata-roll-dice')) {
        await page.getByTestId('sdadata-roll-dice').tap();
        await page.getByTestId('sdadata-dice').first().waitFor();
      }
      await page.getByTestId('notice-ok').tap();
    } else if (await shown(page, 'computer-turn')) {
      await page.evaluate(() => {
        const instant = document.querySelector('[data-testid="speed-istantaneo"]');
        if (instant && instant.getAttribute('aria-pressed') !== 'true') instant.click();
      });
      await page.waitForFunction(
        () =>
          !document.querySelector('[data-testid="computer-turn"]') ||
          document.querySelector('[data-testid="turn"]')?.dataset.phase === 'over',
        null,
        { timeout: 60_000 },
      );
    } else {
      await personActs(page);
    }
  }
}

/** The game-ending notice (a roll first, if it asks), then the final table. */
async function toFinalTable(page) {
  if (await shown(page, 'turn-end-notice')) {
    if (await shown(page, 'sdadata-roll-dice')) {
      await page.getByTestId('sdadata-roll-dice').tap();
      await page.getByTestId('sdadata-dice').first().waitFor();
    }
    await page.getByTestId('notice-ok').tap();
  }
  await page.getByTestId('final-table').waitFor();
}

/** Waits for the chart; returns the moments: [{ step, text }]. */
async function turningReady(page) {
  await page.locator('[data-testid="turning"][data-state="ready"]').waitFor({ timeout: 60_000 });
  return page.getByTestId('turning-moment').evaluateAll((ms) =>
    ms.map((m) => ({ step: Number(m.dataset.step), text: m.textContent.trim() })),
  );
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  // The chart and the moments (the table's buttons stay at the bottom).
  await page.getByTestId('turning-moment').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('the turning points of a finished game', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp(DIST, { hasTouch: true })));
  after(() => closeApp({ server, browser }));

  test('the final table shows them after it appears, each moment opens the replay, and they are kept', async () => {
    const { page, errors } = browser;
    await freshHome(page, `${server.url}?seed=47`);
    await page.getByTestId('home-new-game').tap();
    await page.getByTestId('preset-torneo').tap();
    await page.getByTestId('players-4').tap();
    for (const i of [1, 2, 3]) await page.getByTestId(`seat-${i}-who-facile`).tap();
    await page.getByTestId('ending-sdadata_rounds').tap();
    await page.locator('.ending-detail input').first().fill('2');
    await page.getByTestId('start-game').tap();
    await page.getByTestId('play').waitFor();
    await playToTheEnd(page);
    await toFinalTable(page);
    // The table is there first; the turning points come in the background.
    assert.ok(await shown(page, 'standing'), 'the final table is shown');
    await page.getByTestId('turning').waitFor();
    const moments = await turningReady(page);
    assert.ok(moments.length >= 1 && moments.length <= 3, `moments: ${moments.length}`);
    for (const m of moments) assert.match(m.text, /^\dgiro \d+: .+: \d+% → \d+%Mostrami$/);
    // One line a player on the chart, in the players' colours.
    assert.equal(await page.locator('[data-testid="turning-chart"] polyline').count(), 4);
    await shot(page, 'turning-landscape');

    // "Mostrami": the replay at the moment, then back to the table, for each.
    for (const [i, m] of moments.entries()) {
      await page.getByTestId('turning-show').nth(i).tap();
      await page.locator(`[data-testid="replay"][data-step="${m.step}"]`).waitFor();
      if (i === 0) {
        await page.screenshot({ path: path.join(SHOTS, 'turning-replay-landscape.png') });
      }
      await page.getByTestId('replay-close').tap();
      await page.locator('[data-testid="turning"][data-state="ready"]').waitFor();
    }

    // Portrait: the same table, legible.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.locator('[data-testid="turning"][data-state="ready"]').waitFor();
    await shot(page, 'turning-portrait');
    await page.getByTestId('turning-show').last().tap();
    await page.locator(`[data-testid="replay"][data-step="${moments.at(-1).step}"]`).waitFor();
    await page.getByTestId('replay-close').tap();

    // Kept in a record of its own, beside the save; read back, not computed again.
    const kept = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('planisfero.turning.'));
      return key && { key, text: localStorage.getItem(key) };
    });
    assert.ok(kept, 'the record is stored');
    assert.match(kept.text, /^t1\np /);
    const doctored = kept.text.replace(/^(m \d+ \d+ \d+ \d+) \d+ \d+/m, '$1 97 3');
    await page.evaluate(({ key, text }) => localStorage.setItem(key, text), { key: kept.key, text: doctored });
    await page.reload();
    await stylesReady(page);
    if (await shown(page, 'home-replay')) {
      await page.getByTestId('home-replay').tap();
      await page.getByTestId('replay').waitFor();
      await page.getByTestId('replay-close').tap();
    }
    await page.getByTestId('final-table').waitFor();
    const again = await turningReady(page);
    assert.match(again[0].text, /97% → 3%/);
    assert.deepEqual(errors, []);
  });
});
