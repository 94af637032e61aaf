// End-to-end: players with hostile names. Every screen that shows a name (new-game form,
// seat order, hand-over, play panel, final table, home, saved games, the delete question,
// the export's file name) shows it as text: no element is injected, no script runs, no
// dialog opens. Names are at most GameConfig::MAX_NAME_CHARS (24) characters, so the
// markup payloads are the short forms `<svg onload=alert(1)>` (a dialog if it ran) and
// `<img src=x onerror=f()>` (f, defined by the test, counts calls if it ran).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, stylesReady, closeApp, startApp } from './helpers.mjs';
import { newGame, openTab } from './play_helpers.mjs';
import { clearSaves, freshHome, playOneAction } from './saves-helpers.mjs';

const NAMES = ['<svg onload=alert(1)>', 'A&B "q"', 'Zoë 🎲', '<img src=x onerror=f()>'];

/** Elements a name could have injected, and the calls of f(). */
async function injected(page) {
  return page.evaluate(() => ({
    elements: [...document.querySelectorAll('[onload], [onerror], img')].map((e) => e.outerHTML),
    hits: window.__hits || 0,
  }));
}

/** The text of the element with this testid (all of them, joined). */
async function textOf(page, testid) {
  return (await page.locator(`[data-testid="${testid}"]`).allTextContents()).join('\n');
}

describe('hostile player names', () => {
  let server;
  let browser;
  const dialogs = [];
  before(async () => {
    ({ server, browser } = await startApp());
    browser.page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => {});
    });
    await browser.context.addInitScript(() => {
      window.f = () => {
        window.__hits = (window.__hits || 0) + 1;
      };
    });
  });
  after(() => closeApp({ server, browser }));

  /** Nothing injected, no dialog, no error so far. */
  async function clean(where) {
    const { page, errors } = browser;
    assert.deepEqual(await injected(page), { elements: [], hits: 0 }, where);
    assert.deepEqual(dialogs, [], where);
    assert.deepEqual(errors, [], where);
  }

  test('new game, seat order, hand-over and play panel show the names as text', async (t) => {
    const { page } = browser;
    await page.goto(server.url);
    await stylesReady(page);
    await clearSaves(page);
    await page.reload();
    await stylesReady(page);
    await page.locator('[data-screen="home"]').waitFor();
    await newGame(page, { preset: 'torneo', players: 4, names: NAMES });

    await t.test('seat order', async () => {
      const shown = await page.locator('[data-testid="seat-order-entry"]').allTextContents();
      const order = await page
        .locator('[data-testid="seat-order-entry"]')
        .evaluateAll((es) => es.map((e) => Number(e.dataset.seat)));
      assert.deepEqual(
        shown.map((s) => s.replace(/^\d+/, '').trim()),
        order.map((s) => NAMES[s]),
      );
      await clean('seat order');
    });

    await t.test('hand-over', async () => {
      await page.getByTestId('start-play').click();
      await page.getByTestId('handover').waitFor();
      const seat = Number(await page.getByTestId('handover').getAttribute('data-seat'));
      assert.ok((await textOf(page, 'handover')).includes(NAMES[seat]));
      await clean('hand-over');
    });

    await t.test('play panel: turn strip and players tab', async () => {
      await page.getByTestId('handover-reveal').click();
      await page.getByTestId('handover').waitFor({ state: 'detached' });
      const name = await page.getByTestId('turn').getAttribute('data-player-name');
      assert.ok(NAMES.includes(name), name);
      await openTab(page, 'players');
      const players = await page.getByTestId('play-panel').textContent();
      for (const n of NAMES) assert.ok(players.includes(n), `${n} in the players tab`);
      await clean('play');
      // One move, saved: the game is listed under its players' names.
      await playOneAction(page);
      await clean('play, after a move');
    });
  });

  test('home, saved games, delete question and export file name', async (t) => {
    const { page } = browser;
    // The game started above was saved under a name made of the players' names.
    await page.getByTestId('nav-home').click();
    await page.locator('[data-screen="home"]').waitFor();

    await t.test('home: continue the last game', async () => {
      const name = await textOf(page, 'home-continue-name');
      assert.ok(name.includes(NAMES[0]), name);
      await clean('home');
    });

    await t.test('saved games: the row', async () => {
      await page.getByTestId('home-saves').click();
      await page.getByTestId('saves-list').waitFor();
      const name = await textOf(page, 'save-name');
      assert.ok(name.includes(NAMES[0]), name);
      const players = await page.locator('[data-testid="save-players"] li').allTextContents();
      assert.deepEqual([...players].sort(), [...NAMES].sort());
      await clean('saved games');
    });

    await t.test('saved games: the delete question', async () => {
      await page.getByTestId('save-delete').click();
      await page.getByTestId('confirm-delete').waitFor();
      assert.ok((await textOf(page, 'confirm-delete')).includes(NAMES[0]));
      await clean('delete question');
      await page.getByTestId('delete-cancel').click();
      await page.getByTestId('confirm-delete').waitFor({ state: 'detached' });
    });

    await t.test('export file name', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('save-export').click(),
      ]);
      const file = download.suggestedFilename();
      assert.match(file, /^planisfero-[a-z0-9-]+\.json$/);
      assert.ok(file.includes('svg-onload-alert-1'), file);
      await clean('export');
    });
  });

  test('final table of a finished game', async () => {
    const { page } = browser;
    // A finished testa a testa game (tests/e2e/fixtures) whose two players get hostile
    // names; names play no part in the replay.
    const save = JSON.parse(
      readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'testa-game-1.json'), 'utf8'),
    );
    save.config.seats[0].name = NAMES[0];
    save.config.seats[1].name = NAMES[1];
    save.meta.name = `${NAMES[2]} ${NAMES[3]}`;
    // Every other game forgotten, the saves' journal included (it would bring the
    // earlier steps' game back as the last one played); on a fresh page, since the
    // page of the earlier steps writes its game when it unloads.
    await freshHome(page, server.url);
    await page.evaluate(([id, text]) => localStorage.setItem(`planisfero.save.${id}`, text), [
      save.meta.id,
      JSON.stringify(save),
    ]);
    await page.reload();
    await stylesReady(page);
    // A finished game is offered as "Rivedi" (issue 30): its replay, then the table.
    await page.getByTestId('home-replay').click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('replay-close').click();
    await page.getByTestId('match').waitFor();
    const table = await textOf(page, 'final-table');
    for (const n of NAMES.slice(0, 2)) assert.ok(table.includes(n), `${n} in: ${table}`);
    const standings = await page.locator('[data-testid="standing"]').allTextContents();
    assert.equal(standings.length, 2, 'the two real players are ranked');
    await clean('final table');
  });
});
