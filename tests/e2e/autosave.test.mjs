// End-to-end: the autosave while playing (issue 5). Every applied action is saved at once;
// a tab killed at any moment resumes exactly; the clock is saved when the page is hidden;
// a full storage or another tab never costs the previous save; private mode still plays.
// Also measures the time a save takes after an action, in a 300-turn game.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, openApp, stylesReady, closeApp, startApp } from './helpers.mjs';
import { newGame, turn } from './play_helpers.mjs';
import { SAVE_PREFIX, clearSaves, fill, freshHome, playOneAction, saveStatus, seed, storage, unfill } from './saves-helpers.mjs';

/** What the map shows: owner pattern and armies of every territory. */
async function board(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-territory]')].map((g) => [
        g.dataset.territory,
        `${g.style.getPropertyValue('--owner')} ${g.querySelector('[data-armies]')?.textContent ?? ''}`,
      ]),
    ),
  );
}

/** The only game saved in localStorage: [id, text]. */
async function theSave(page) {
  const saves = Object.entries(await storage(page)).filter(([k]) => k.startsWith(SAVE_PREFIX));
  assert.equal(saves.length, 1, 'one game saved');
  return [saves[0][0].slice(SAVE_PREFIX.length), saves[0][1]];
}

/** Continues the last game from home (answering "open here" if the dead tab's lock is still fresh). */
async function continueLast(page) {
  await page.getByTestId('home-continue').click();
  await Promise.race([
    page.getByTestId('play').waitFor(),
    page.getByTestId('open-here').waitFor().then(() => page.getByTestId('open-here').click()),
  ]);
  await page.getByTestId('play').waitFor();
}

describe('autosave while playing', () => {
  let server;
  let browser;

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('every action is saved at once, and a tab killed at any moment resumes exactly', async () => {
    const { context, page, errors } = browser;
    await openApp(page, server.url);
    await clearSaves(page);
    await page.reload();
    await stylesReady(page);
    await newGame(page, { preset: 'torneo', players: 4, names: ['Anna', 'Bruno', 'Carla', 'Dario'] });
    for (let i = 1; i <= 36; i++) {
      await playOneAction(page);
      // Saved at once: the save holds exactly the actions played.
      const [, text] = await theSave(page);
      assert.equal(JSON.parse(text).count, i, `action ${i} is in the save`);
    }
    const shown = { board: await board(page), turn: await turn(page) };
    const [id, text] = await theSave(page);

    // Kill the renderer: no pagehide, no unload, nothing runs after the last action.
    const cdp = await context.newCDPSession(page);
    // (The command never answers: the target is gone.)
    const crashed = page.waitForEvent('crash');
    cdp.send('Page.crash').catch(() => {});
    await crashed;
    const page2 = await context.newPage();
    const errors2 = [];
    page2.on('console', (m) => m.type() === 'error' && errors2.push(m.text()));
    await openApp(page2, server.url);
    assert.equal(await page2.getByTestId('home-continue').getAttribute('data-save-id'), id);
    await continueLast(page2);
    await page2.getByTestId('handover-reveal').click().catch(() => {});
    // Same board, same player, same phase: the replay rerolled nothing.
    assert.deepEqual(await board(page2), shown.board);
    assert.deepEqual(await turn(page2), shown.turn);
    assert.equal((await theSave(page2))[1], text, 'reopening wrote the same save');
    // And the game goes on, saved.
    await playOneAction(page2);
    assert.equal(JSON.parse((await theSave(page2))[1]).count, 37);
    browser.page = page2;
    assert.deepEqual(errors2, []);
    assert.deepEqual(
      errors.filter((e) => !/crash|Target/.test(e)),
      [],
    );
  });

  test('the play clock is saved when the page is hidden', async () => {
    const page = browser.page;
    const [id, text] = await theSave(page);
    const before = JSON.parse(text).elapsed_ms;
    // Hidden until the save holds a clock at least a second later (the clock ticks each
    // second; no fixed wait): each hiding writes the clock.
    await page.waitForFunction(
      ([key, before]) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        return JSON.parse(localStorage.getItem(key)).elapsed_ms >= before + 1_000;
      },
      [SAVE_PREFIX + id, before],
      { polling: 250 },
    );
    const afterHide = JSON.parse((await theSave(page))[1]).elapsed_ms;
    assert.ok(afterHide >= before + 1_000, `clock saved on hide: ${before} -> ${afterHide} ms`);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    });
  });

  test('storage full: the move is played, the player is told, the previous save stays intact', async () => {
    const page = browser.page;
    let [id, before] = await theSave(page);
    await fill(page);
    // Play until a save no longer fits (the browser's accounting leaves a few characters).
    for (let i = 0; i < 8 && (await saveStatus(page)).state !== 'failed'; i++) {
      before = (await storage(page))[`${SAVE_PREFIX}${id}`];
      await playOneAction(page, { saved: false });
    }
    // The action happened on screen; the save did not change; the player knows.
    await page.getByTestId('notice-storage-full').waitFor();
    assert.match(await page.getByTestId('notice-storage-full').textContent(), /Memoria piena/);
    assert.equal((await saveStatus(page)).state, 'failed');
    assert.equal((await storage(page))[`${SAVE_PREFIX}${id}`], before);
    const played = JSON.parse(before).count + 1;
    // Room again: the next move saves everything, the one that failed included.
    await unfill(page);
    await playOneAction(page);
    assert.equal(await page.getByTestId('notice-storage-full').count(), 0);
    assert.equal(JSON.parse((await storage(page))[`${SAVE_PREFIX}${id}`]).count, played + 1);
  });

  test('two tabs: the tab that lost the game to another does not overwrite it', async () => {
    const page = browser.page;
    const { context } = browser;
    const second = await context.newPage();
    await openApp(second, server.url);
    await second.getByTestId('home-continue').click();
    await second.getByTestId('confirm-open').waitFor();
    await second.getByTestId('open-here').click();
    await second.getByTestId('play').waitFor();
    await second.waitForFunction(() => document.querySelector('[data-testid="save-status"]').dataset.state === 'saved');
    const [id, taken] = await theSave(second);
    // The first tab plays on: told within a heartbeat, and its moves are not written.
    await page.getByTestId('notice-elsewhere').waitFor({ timeout: 6_000 });
    await playOneAction(page, { saved: false });
    assert.equal((await saveStatus(page)).state, 'elsewhere');
    assert.equal((await storage(page))[`${SAVE_PREFIX}${id}`], taken);
    // The second tab's moves are.
    await playOneAction(second);
    assert.equal(JSON.parse((await storage(second))[`${SAVE_PREFIX}${id}`]).count, JSON.parse(taken).count + 1);
    await second.close();
  });

  // The timing is printed for the record; the goal (<= 2 ms) is measured and reported by
  // tools/perf/perf-saves.mjs, not asserted here (a loaded CI machine is no stopwatch).
  test('a 300-turn game is saved after every action', async () => {
    const page = browser.page;
    // Every game forgotten, the saves' journal included, on a fresh page (the earlier
    // test's page writes its game when it unloads).
    await freshHome(page, server.url);
    // A 300-turn torneo game (2902 actions) played by the native tests' random player.
    const long = readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'long-300-turns.json'), 'utf8').trim();
    await seed(page, { 'g-long': long });
    await page.reload();
    await stylesReady(page);
    await continueLast(page);
    const start = Number((await saveStatus(page)).saveActions);
    const us = [];
    for (let i = 0; i < 40; i++) {
      await playOneAction(page);
      us.push(Number((await saveStatus(page)).saveUs));
    }
    us.sort((a, b) => a - b);
    const at = (q) => us[Math.min(us.length - 1, Math.floor(q * us.length))];
    const { saveBytes, saveActions } = await saveStatus(page);
    console.log(
      `# save after an action (${saveActions} actions, ${saveBytes} bytes): p50 ${at(0.5) / 1000} ms, p95 ${at(0.95) / 1000} ms, max ${us[us.length - 1] / 1000} ms (performance.now, 0.1 ms resolution)`,
    );
    assert.equal(Number(saveActions), start + 40, 'each of the 40 actions was saved');
    assert.ok(Number(saveBytes) > 10_000, `the whole 300-turn game is in the save (${saveBytes} bytes)`);
    assert.ok(us.every((u) => Number.isFinite(u) && u >= 0), 'every save reports its time');
  });
});

describe('storage unavailable while playing', () => {
  let server;
  let browser;

  before(async () => {
    ({ server, browser } = await startApp());
    await browser.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });
  after(() => closeApp({ server, browser }));

  test('a game can be played; the player is told saving is off', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await newGame(page, { preset: 'torneo', players: 4 });
    await page.getByTestId('notice-storage-off').waitFor();
    for (let i = 0; i < 4; i++) await playOneAction(page, { saved: false });
    assert.equal((await saveStatus(page)).state, 'off');
    assert.deepEqual(errors, []);
  });
});

describe('a save changed behind this tab', () => {
  let server;
  let browser;

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('renaming the game on the table keeps the new name through the next moves', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await newGame(page, { preset: 'torneo', players: 4 });
    await playOneAction(page);
    const [id] = await theSave(page);
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-saves').click();
    await page.locator(`[data-save-id="${id}"] [data-testid="save-rename"]`).click();
    await page.getByTestId('rename-input').fill('Serata al circolo');
    await page.getByTestId('rename-ok').click();
    await page.locator('[data-testid="save-name"]', { hasText: 'Serata al circolo' }).waitFor();
    await page.locator(`[data-save-id="${id}"] [data-testid="save-continue"]`).click();
    await page.getByTestId('play').waitFor();
    await playOneAction(page);
    const save = JSON.parse((await theSave(page))[1]);
    assert.equal(save.meta.name, 'Serata al circolo');
    assert.equal(save.count, 2);
    assert.deepEqual(errors, []);
  });

  test('a save another tab wrote meanwhile is not overwritten', async () => {
    const { page, errors } = browser;
    const [id, text] = await theSave(page);
    // Another tab (its lock long gone) played on: here, the same game under another name.
    const theirs = JSON.stringify({ ...JSON.parse(text), meta: { ...JSON.parse(text).meta, name: 'Altrove' } });
    await page.evaluate(
      ([key, value, lock]) => {
        localStorage.setItem(key, value);
        localStorage.removeItem(lock);
      },
      [`${SAVE_PREFIX}${id}`, theirs, `planisfero.lock.${id}`],
    );
    await playOneAction(page, { saved: false });
    await page.getByTestId('notice-elsewhere').waitFor();
    assert.equal((await saveStatus(page)).state, 'elsewhere');
    assert.equal((await storage(page))[`${SAVE_PREFIX}${id}`], theirs);
    assert.deepEqual(errors, []);
  });
});
