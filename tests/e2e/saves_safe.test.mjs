// End-to-end: never lose a game (issue 14). With localStorage full, the game in memory
// stays the truth: every way out of the play screen (the banner's button, Home, a
// reload) keeps the moves played meanwhile and writes them whole as soon as there is
// room; export exports the game in memory; a new game started with storage full is not
// said to have an intact earlier save. Two tabs: taking a game back keeps the other
// tab's saved moves as a copy.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launch, startServer } from './helpers.mjs';
import { newGame } from './play_helpers.mjs';
import {
  SAVE_PREFIX,
  fill,
  freshHome,
  goldenAs,
  openSaves,
  playOneAction,
  saveStatus,
  seed,
  storage,
  unfill,
} from './saves-helpers.mjs';

/** The saves in localStorage other than the golden ones: { id: count }. */
async function counts(page) {
  const out = {};
  for (const [k, v] of Object.entries(await storage(page))) {
    if (k.startsWith(SAVE_PREFIX) && !k.includes('old')) out[k.slice(SAVE_PREFIX.length)] = JSON.parse(v).count;
  }
  return out;
}

/** Plays until a save is refused (storage full), then `extra` more; returns how many it played. */
async function playUntilRefused(page, extra) {
  let n = 0;
  for (; n < 12 && (await saveStatus(page)).state !== 'failed'; n++) {
    await playOneAction(page, { saved: false });
  }
  assert.equal((await saveStatus(page)).state, 'failed', 'a save was refused');
  for (let i = 0; i < extra; i++) await playOneAction(page, { saved: false });
  return n + extra;
}

describe('never lose a game', () => {
  let server;
  let browser;
  const files = mkdtempSync(path.join(tmpdir(), 'planisfero-safe-'));

  before(async () => {
    server = await startServer();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });

  test('storage full: the banner\'s way out, a deletion and Continua lose no move', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-old': goldenAs('g-old', 'Vecchia') });
    await page.reload();
    await newGame(page, { preset: 'classico', players: 3 });
    for (let i = 0; i < 4; i++) await playOneAction(page);
    const [id] = Object.keys(await counts(page));
    await fill(page);
    const played = 4 + (await playUntilRefused(page, 6));
    await page.getByTestId('notice-storage-full').waitFor();
    const stored = (await counts(page))[id];
    assert.ok(stored < played, `moves are missing from the store: ${stored} < ${played}`);

    // Export from the saved games exports the game in memory, not the stale save.
    await page.getByTestId('notice-manage').click();
    await page.getByTestId('saves').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`[data-save-id="${id}"]`).getByTestId('save-export').click(),
    ]);
    const file = path.join(files, 'export.json');
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')).count;
    assert.equal(exported, played, 'export has every move in memory');

    // Deleting the old game makes room: the whole game is written, and the player is told.
    await page.locator('[data-save-id="g-old"]').getByTestId('save-delete').click();
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('notice-info').waitFor();
    assert.match(await page.getByTestId('notice-info').textContent(), /salvata per intero/);
    assert.equal((await counts(page))[id], exported, 'every move is saved');
    await page.locator(`[data-save-id="${id}"]`).getByTestId('save-continue').click();
    await page.getByTestId('play').waitFor();
    await playOneAction(page);
    assert.equal((await counts(page))[id], exported + 1, 'the game goes on from the last move');
    await unfill(page);
    assert.deepEqual(errors, []);
  });

  test('storage full: a reload keeps the unsaved moves and writes them when room is made', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await newGame(page, { preset: 'classico', players: 3 });
    for (let i = 0; i < 3; i++) await playOneAction(page);
    const [id] = Object.keys(await counts(page));
    await fill(page);
    const played = 3 + (await playUntilRefused(page, 4));
    const stored = (await counts(page))[id];
    await page.reload();
    // The journal's copy could not go in: the player is told, and the reload comes back
    // to the game from it (issue 16).
    await page.getByTestId('notice-storage-full').waitFor();
    await page.getByTestId('play').waitFor();
    assert.equal((await counts(page))[id], stored, 'still no room');
    await unfill(page);
    // The next chance (the lock's heartbeat) writes the whole game.
    await page.waitForFunction(
      ([key, n]) => JSON.parse(localStorage.getItem(key)).count > n,
      [SAVE_PREFIX + id, stored],
    );
    assert.equal((await counts(page))[id], played, `every move is saved (${stored} before)`);
    await page.getByTestId('notice-info').waitFor();
    assert.deepEqual(errors, []);
  });

  test('a new game started with storage full does not claim an earlier save', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await fill(page);
    await newGame(page, { preset: 'classico', players: 3 });
    await playOneAction(page, { saved: false });
    await page.getByTestId('notice-storage-full').waitFor();
    const text = await page.getByTestId('notice-storage-full').textContent();
    assert.match(text, /Memoria piena/);
    assert.doesNotMatch(text, /intatto/);
    await unfill(page);
    assert.deepEqual(errors, []);
  });

  test('two tabs: taking the game back keeps the other tab\'s saved moves as a copy', async () => {
    const { context, page, errors } = browser;
    await freshHome(page, server.url);
    await newGame(page, { preset: 'classico', players: 3 });
    for (let i = 0; i < 3; i++) await playOneAction(page);
    const [id] = Object.keys(await counts(page));
    // A second tab opens the game and plays on; the first is told and stops saving.
    const page2 = await context.newPage();
    await page2.goto(server.url);
    await page2.getByTestId('home-continue').click();
    await page2.getByTestId('open-here').click();
    await page2.getByTestId('play').waitFor();
    for (let i = 0; i < 4; i++) await playOneAction(page2);
    const theirs = (await counts(page2))[id];
    await page.getByTestId('notice-elsewhere').waitFor();
    await playOneAction(page, { saved: false });
    // "Save from here": the other tab's moves become a copy, nothing is discarded.
    await page.getByTestId('take-over').click();
    await page.getByTestId('notice-info').waitFor();
    assert.match(await page.getByTestId('notice-info').textContent(), /conservate come «.*\(copia\)»/);
    const after = await counts(page);
    assert.equal(Object.keys(after).length, 2, 'the game and the copy');
    assert.ok(Object.values(after).includes(theirs), `the other tab's ${theirs} actions are kept`);
    await page2.close();
    assert.deepEqual(errors, []);
  });
});
