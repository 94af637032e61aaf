// End-to-end: never lose a game (issue 14). With localStorage full, the game in memory
// stays the truth: every way out of the play screen (the banner's button, Home, a
// reload) keeps the moves played meanwhile and writes them whole as soon as there is
// room; export exports the game in memory; a new game started with storage full is not
// said to have an intact earlier save. Two tabs: taking a game back keeps the other
// tab's saved moves as a copy. Importing a file of a saved game asks (replace, keep
// both); a deletion can be undone; a save gone outside the tab is named once; a save that
// fails to replay stays listed as damaged after a reload.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { closeApp, reopen, startApp, stylesReady } from './helpers.mjs';
import { newGame } from './play_helpers.mjs';
import {
  INDEX_KEY,
  LOCK_PREFIX,
  SAVE_PREFIX,
  fill,
  rows,
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

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('storage full: the banner\'s way out, a deletion and Continua lose no move', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-old': goldenAs('g-old', 'Vecchia') });
    await page.reload();
    await stylesReady(page);
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
    await stylesReady(page);
    // The journal's copy could not go in: the player is told, and the reload comes back
    // to the game from it (issue 16).
    await page.getByTestId('notice-storage-full').waitFor();
    await page.getByTestId('play').waitFor();
    // Still no room; or the room the previous page's lock freed (the new page's lock
    // takes its place) was enough for the game: then it is written whole already.
    const now = (await counts(page))[id];
    assert.ok(now === stored || now === played, `still no room (${stored}) or all saved (${played}): ${now}`);
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

  test('importing a file of a saved game asks: cancel, replace or keep both', async () => {
    const { page, errors } = browser;
    // The stored games, without the open game's lock (its heartbeat rewrites it).
    const withoutLocks = async (p) =>
      Object.fromEntries(Object.entries(await storage(p)).filter(([k]) => !k.startsWith(LOCK_PREFIX)));
    await freshHome(page, server.url);
    await newGame(page, { preset: 'classico', players: 3 });
    for (let i = 0; i < 3; i++) await playOneAction(page);
    const [id] = Object.keys(await counts(page));
    // An export with 3 moves; then 2 more are played and saved.
    await page.getByTestId('nav-home').click();
    await openSaves(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`[data-save-id="${id}"]`).getByTestId('save-export').click(),
    ]);
    const file = path.join(files, 'three.json');
    await download.saveAs(file);
    await page.locator(`[data-save-id="${id}"]`).getByTestId('save-continue').click();
    await page.getByTestId('play').waitFor();
    for (let i = 0; i < 2; i++) await playOneAction(page);
    await page.getByTestId('nav-home').click();
    await openSaves(page);
    const before = await withoutLocks(page);

    // Asked, with what replacing would lose; "Annulla" changes nothing.
    await page.getByTestId('import-file').setInputFiles(file);
    const question = page.getByTestId('import-same');
    await question.waitFor();
    const text = await question.textContent();
    assert.match(text, /Partita già salvata/);
    assert.match(text, /è già salvata \(5 mosse; il file ne ha 3\)/);
    assert.match(text, /Sostituendola si perdono 2 mosse/);
    assert.deepEqual(await withoutLocks(page), before, 'nothing written before the choice');
    await page.getByTestId('import-cancel').click();
    assert.equal(await question.count(), 0);
    assert.deepEqual(await withoutLocks(page), before);

    // "Tieni entrambe": a second game with a name of its own; the saved one untouched.
    await page.getByTestId('import-file').setInputFiles(file);
    await page.getByTestId('import-keep').click();
    await page.locator('[data-testid="saves-message"][data-good="true"]').waitFor();
    const list = await rows(page);
    assert.equal(list.length, 2);
    const copy = list.find((r) => r.id !== id);
    const original = list.find((r) => r.id === id);
    assert.equal(copy.name, `${original.name} (importata)`);
    assert.deepEqual(await counts(page), { [id]: 5, [copy.id]: 3 });

    // "Sostituisci": asked again (about the import, played last), the file replaces it.
    await page.getByTestId('import-file').setInputFiles(file);
    await question.waitFor();
    assert.match(await question.textContent(), /\(3 mosse; il file ne ha 3\)/);
    assert.doesNotMatch(await question.textContent(), /si perdono/);
    await page.getByTestId('import-replace').click();
    await page.locator('[data-testid="saves-message"][data-good="true"]').waitFor();
    assert.equal((await rows(page)).length, 2);
    assert.deepEqual(await counts(page), { [id]: 5, [copy.id]: 3 });
    assert.equal((await rows(page)).find((r) => r.id === copy.id).name, original.name);
    assert.deepEqual(errors, []);
  });

  test('a deleted game is named with an undo that puts it back exactly', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-a': goldenAs('g-a', 'Da tenere'), 'g-b': goldenAs('g-b', 'Altra') });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    // The saves and the list (the index is derived from them).
    const saved = async () => {
      const { [INDEX_KEY]: _, ...rest } = await storage(page);
      return { rest, rows: await rows(page) };
    };
    const before = await saved();
    await page.locator('[data-save-id="g-a"]').getByTestId('save-delete').click();
    await page.getByTestId('delete-confirm').click();
    const notice = page.getByTestId('deleted-notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /Partita «Da tenere» eliminata/);
    assert.equal((await storage(page))[`${SAVE_PREFIX}g-a`], undefined);
    await page.getByTestId('delete-undo').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="save-row"]').length === 2);
    assert.deepEqual(await saved(), before, 'back exactly as it was');
    assert.equal(await notice.count(), 0);
    // The notice goes at the next act; the deletion then stays.
    await page.locator('[data-save-id="g-b"]').getByTestId('save-delete').click();
    await page.getByTestId('delete-confirm').click();
    await notice.waitFor();
    await page.locator('[data-save-id="g-a"]').getByTestId('save-rename').click();
    assert.equal(await notice.count(), 0);
    assert.equal((await rows(page)).length, 1);
    assert.deepEqual(errors, []);
  });

  test('a save gone outside the tab is named once, then forgotten', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-a': goldenAs('g-a', 'Vecchia') });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    // The copy is written with its entry in the index.
    await page.locator('[data-save-id="g-a"]').getByTestId('save-duplicate').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="save-row"]').length === 2);
    const copy = (await rows(page)).find((r) => r.id !== 'g-a');
    // Another tab (or anything outside the app) removes it.
    await page.evaluate((key) => localStorage.removeItem(key), SAVE_PREFIX + copy.id);
    await page.getByTestId('nav-home').click();
    await openSaves(page);
    const info = page.getByTestId('notice-info');
    await info.waitFor();
    assert.match(await info.textContent(), /Non c'è più: «Vecchia \(copia\)», eliminata fuori da questa scheda/);
    await page.getByTestId('notice-info-close').click();
    await reopen(page);
    await page.locator('[data-screen="home"]').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]').dataset.journal === 'done');
    await openSaves(page);
    assert.equal(await info.count(), 0, 'told once');
    assert.deepEqual(errors, []);
  });

  test('a save that fails to replay stays damaged after a reload, with its reason, and exports raw', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-other': goldenAs('g-other', 'Altra') });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    // A copy, listed in the index and played last, then edited outside the app.
    await page.locator('[data-save-id="g-other"]').getByTestId('save-duplicate').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="save-row"]').length === 2);
    const id = (await rows(page)).find((r) => r.id !== 'g-other').id;
    const save = JSON.parse((await storage(page))[SAVE_PREFIX + id]);
    const tokens = save.actions.split(' ');
    // An attack during the setup, where only placements are allowed (docs/RULES.md §2).
    tokens[2] = 'A0w3';
    save.actions = tokens.join(' ');
    const edited = JSON.stringify(save);
    await seed(page, { [id]: edited });
    await reopen(page);
    await page.locator('[data-screen="home"]').waitFor();
    assert.equal(await page.getByTestId('home-continue').getAttribute('data-save-id'), id);
    await page.getByTestId('home-continue').click();
    await page.getByTestId('notice-error').waitFor();
    // After a reload: Home says the last game is damaged, Continua is not it.
    await page.reload();
    await stylesReady(page);
    await page.getByTestId('notice-last-damaged').waitFor();
    assert.match(await page.getByTestId('notice-last-damaged').textContent(), /«Altra \(copia\)», è danneggiata/);
    assert.equal(await page.getByTestId('home-continue').getAttribute('data-save-id'), 'g-other');
    await openSaves(page);
    const row = page.locator(`[data-save-id="${id}"]`);
    assert.equal(await row.getAttribute('data-status'), 'damaged');
    assert.match(await row.textContent(), /Danneggiata: La mossa n\. 3 del salvataggio non è ammessa dalle regole/);
    assert.equal(await row.getByTestId('save-continue').count(), 0);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('save-export').click()]);
    const file = path.join(files, 'damaged.json');
    await download.saveAs(file);
    assert.equal(readFileSync(file, 'utf8'), edited, 'the raw save, nothing lost');
    assert.deepEqual(errors, []);
  });
});
