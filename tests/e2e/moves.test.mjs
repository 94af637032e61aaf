// End-to-end: the last ways to lose moves (issue 32, item 7), each found from outside:
// - a page back from the back/forward cache overwrote a newer save of its game;
// - a browser killed right after "Salva da qui" lost the other tab's moves (their copy
//   was not in the journal);
// - a fast player's move, made as another tab took the game over, was in no save;
// - after localStorage was cleared, the journal brought back its last 8 games only, and
//   said nothing.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LANDSCAPE, launch, serve, startServer, stylesReady, DIST, closeApp, startApp } from './helpers.mjs';
import { journalRead, kill, start } from './kill.mjs';
import { newGame } from './play_helpers.mjs';
import { LOCK_PREFIX, SAVE_PREFIX, goldenAs, playOneAction, saveStatus, storage } from './saves-helpers.mjs';

/** Actions of each saved game: { id: count }. */
async function counts(page) {
  const out = {};
  for (const [k, v] of Object.entries(await storage(page))) {
    if (k.startsWith(SAVE_PREFIX)) out[k.slice(SAVE_PREFIX.length)] = JSON.parse(v).count;
  }
  return out;
}

const saved = async (page) => Number((await saveStatus(page)).saveActions);

/** The journal's entries: [{ id, name }] (read in the page, from IndexedDB). */
async function journal(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const r = indexedDB.open('planisfero-journal');
        r.onsuccess = () => {
          const store = r.result.transaction('games').objectStore('games');
          const all = store.getAll();
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            r.result.close();
            resolve(keys.result.map((id, i) => ({ id, name: JSON.parse(all.result[i].t).meta.name })));
          };
        };
        r.onerror = () => resolve([]);
      }),
  );
}

/** Waits until `test(journal entries)` holds, for at most `ms`. */
async function journalUntil(page, test, ms = 5_000) {
  const end = Date.now() + ms;
  for (;;) {
    const entries = await journal(page);
    if (test(entries)) return entries;
    if (Date.now() > end) throw new Error(`journal: condition not met within ${ms} ms: ${JSON.stringify(entries)}`);
  }
}

/** Opens the game "Continua" offers, saying "open here" if asked. */
async function continueHere(page) {
  await page.getByTestId('home-continue').click();
  const first = await Promise.race([
    page.getByTestId('play').waitFor().then(() => 'play'),
    page.getByTestId('open-here').waitFor().then(() => 'asked'),
  ]);
  if (first === 'asked') await page.getByTestId('open-here').click();
  await page.getByTestId('play').waitFor();
}

describe('a page back from the back/forward cache', () => {
  let server;
  let browser;
  before(async () => {
    // A host that lets pages into the back/forward cache (no `no-store`), as most do.
    process.env.STATIC_SERVER_CACHE_CONTROL = 'no-cache';
    try {
      server = await serve(DIST);
    } finally {
      delete process.env.STATIC_SERVER_CACHE_CONTROL;
    }
    browser = await launch({ backForwardCache: true });
  });
  after(() => closeApp({ server, browser }));

  test('takes the moves played meanwhile in another page and overwrites none', async () => {
    const { context, page, errors } = browser;
    await page.goto(server.url);
    await page.locator('[data-screen="home"]').waitFor();
    await newGame(page, { preset: 'classico', players: 3 });
    for (let i = 0; i < 3; i++) await playOneAction(page);
    const [id] = Object.keys(await counts(page));
    let theirs = 0;
    let restored = false;
    // Chromium sometimes evicts a page from the cache for reasons of its own (reported as
    // "circumstantial"); the page then loads anew, from the store, and the scene is played
    // again.
    for (let attempt = 0; attempt < 4 && !restored; attempt++) {
      // As on any visit after the first, the service worker controls the page (its claim
      // of a page in the back/forward cache would evict it).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // Away to another page: this one goes into the back/forward cache.
      await page.evaluate(() => {
        window.__fromCache = true;
      });
      await page.goto('about:blank');

      // The same game, continued in another page.
      const other = await context.newPage();
      await other.goto(server.url);
      await continueHere(other);
      for (let i = 0; i < 6; i++) await playOneAction(other);
      theirs = await saved(other);
      await other.close();

      // Back: the page as it was left, with its older game on the table (a page restored
      // from the cache fires no `load`).
      await page.goBack({ waitUntil: 'commit' });
      await page.getByTestId('play').waitFor();
      restored = await page.evaluate(() => window.__fromCache === true);
    }
    assert.ok(restored, 'restored from the back/forward cache');
    await page.getByTestId('play').waitFor();
    const notice = page.getByTestId('notice-info');
    await notice.waitFor({ timeout: 10_000 });
    assert.match(await notice.textContent(), /andata avanti in un'altra scheda/);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) === n,
      theirs,
    );
    await playOneAction(page);
    const after = await counts(page);
    assert.equal(after[id], theirs + 1, `the other page's ${theirs} actions and the new one are saved`);
    assert.deepEqual(errors, []);
  });
});

describe('taking a game over', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test("a move made as another tab takes the game is kept, and the player told where", async () => {
    const { page, errors } = browser;
    await page.goto(server.url);
    await page.locator('[data-screen="home"]').waitFor();
    await stylesReady(page);
    await newGame(page, { preset: 'classico', players: 3 });
    for (let i = 0; i < 2; i++) await playOneAction(page);
    const [id] = Object.keys(await counts(page));
    const before = await saved(page);
    // Another tab takes the game at the very tap that makes the next move, before this
    // one could know (its lock written in this page makes no `storage` event here, as
    // another tab's write not yet arrived): the race a fast player lost in 2 of 21 tries.
    await page.evaluate(
      ([key]) => {
        const take = (e) => {
          if (!e.target.closest('[data-testid="confirm-place"], [data-testid="confirm-end-turn-yes"]')) return;
          removeEventListener('click', take, true);
          localStorage.setItem(key, JSON.stringify({ tab: 'g-other-tab', at_ms: Date.now() }));
        };
        addEventListener('click', take, true);
      },
      [LOCK_PREFIX + id],
    );
    await playOneAction(page, { saved: false });
    await page.getByTestId('notice-elsewhere').waitFor();
    const info = page.getByTestId('notice-info');
    await info.waitFor({ timeout: 5_000 });
    assert.match(await info.textContent(), /le tue ultime mosse sono conservate come «.*\(copia\)»/);
    const after = await counts(page);
    assert.equal(after[id], before, "the other tab's save is not touched");
    assert.ok(
      Object.entries(after).some(([k, n]) => k !== id && n > before),
      `the move is in a copy: ${JSON.stringify(after)}`,
    );
    assert.deepEqual(errors, []);
  });
});

describe('a browser killed right after "Salva da qui"', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  test("keeps the other tab's moves: their copy is in the journal", async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'planisfero-takeover-kill-'));
    try {
      let run = await start(profile);
      const page = run.page;
      await page.goto(`${server.url}?seed=4242`);
      await page.locator('[data-screen="home"]').waitFor();
      await newGame(page, { preset: 'classico', players: 3 });
      for (let i = 0; i < 3; i++) await playOneAction(page);
      const other = await run.browser.contexts()[0].newPage();
      await other.setViewportSize(LANDSCAPE);
      await other.goto(server.url);
      await continueHere(other);
      for (let i = 0; i < 5; i++) await playOneAction(other);
      const theirs = await saved(other);
      await page.getByTestId('notice-elsewhere').waitFor();
      // "Salva da qui": the other tab's moves become a copy, this tab's game the save.
      await page.getByTestId('take-over').click();
      await page.getByTestId('notice-info').waitFor();
      // Durable within milliseconds, like any save (before: never in the journal).
      await journalUntil(page, (entries) => entries.some((e) => e.name.endsWith('(copia)')));
      await kill(run);

      run = await start(profile);
      try {
        await run.page.goto(server.url);
        await run.page.locator('[data-screen="home"]').waitFor();
        await journalRead(run.page);
        const after = await counts(run.page);
        assert.ok(Math.max(...Object.values(after)) >= theirs, `the other tab's ${theirs} actions are kept: ${JSON.stringify(after)}`);
      } finally {
        await kill(run);
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('localStorage cleared', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('the journal brings back its 24 most recent games and says how many, and that it keeps no more', async () => {
    const { page, errors } = browser;
    await page.goto(server.url);
    await page.locator('[data-screen="home"]').waitFor();
    await journalRead(page);
    // 30 games in the journal, as 30 played ones would leave.
    const ids = Array.from({ length: 30 }, (_, i) => `g-j${String(i).padStart(2, '0')}`);
    await page.evaluate(
      (saves) => {
        for (const [id, text] of saves) self.planisferoJournal.put(id, text);
      },
      ids.map((id) => [id, goldenAs(id, `Partita ${id}`)]),
    );
    // Once every write is in (the journal keeps the most recent ones).
    await journalUntil(page, (entries) => entries.length === 24);
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(server.url);
    await page.locator('[data-screen="home"]').waitFor();
    const info = page.getByTestId('notice-info');
    await info.waitFor({ timeout: 10_000 });
    assert.match(await info.textContent(), /recuperate 24 partite dal giornale di salvataggio, che conserva solo le 24 più recenti/);
    assert.equal(Object.keys(await counts(page)).length, 24);
    assert.deepEqual(errors, []);
  });
});
