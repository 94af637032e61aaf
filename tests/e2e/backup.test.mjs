// End-to-end: a backup of everything in one file, and its restore (issue 32, items 3
// and 4). Every saved game (one finished), the tournament with its seated rounds and the
// settings go into one download; the browser's storage is cleared (localStorage, the
// journal's IndexedDB, the caches); the restore shows what it adds and, confirmed, brings
// every game and the tournament back byte for byte. A damaged file is refused with a
// clear message and changes nothing. Home reminds of a backup and, on iPadOS/iOS Safari
// outside the installed app, suggests the home screen; both can be put away.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LANDSCAPE, PORTRAIT, ROOT, closeApp, launch, openApp, startApp, startServer } from './helpers.mjs';
import { SAVE_PREFIX, freshHome, openSaves, rows, seed, storage } from './saves-helpers.mjs';

const fixture = (name) => readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', name), 'utf8').trim();
const golden = () => readFileSync(path.join(ROOT, 'tests', 'saves', 'format-1.json'), 'utf8').trim();
const TOURNAMENT_KEY = 'planisfero.tournament';
const tournament = () => readFileSync(path.join(ROOT, 'tests', 'saves', 'tournament-v1-club.json'), 'utf8').trim();

/** Three games (one finished), the tournament of the club evening (two rounds seated). */
async function device(page, url) {
  await freshHome(page, url);
  await seed(page, {
    'g-finita': fixture('long-300-turns-over.json'),
    'g-classico': fixture('classico-unfinished.json'),
    'g-torneo': golden(),
  });
  await page.evaluate(
    ([k, t]) => {
      localStorage.setItem(k, t);
      localStorage.setItem('planisfero.bot-speed', 'fast');
    },
    [TOURNAMENT_KEY, tournament()],
  );
  await page.reload();
  await page.locator('[data-screen="home"]').waitFor();
}

/** The saves, the tournament and the settings in localStorage. */
async function kept(page) {
  const all = await storage(page);
  return Object.fromEntries(
    Object.entries(all).filter(([k]) => k.startsWith(SAVE_PREFIX) || k === TOURNAMENT_KEY || k === 'planisfero.bot-speed'),
  );
}

/** Clicks "Backup di tutto" and keeps the file; returns its path. */
async function backUp(page, dir) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-all').click()]);
  assert.match(download.suggestedFilename(), /^planisfero-backup-\d{4}-\d\d-\d\d\.json$/);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** Clears the browser's storage: localStorage, the journal's IndexedDB, the caches. */
async function clearEverything(page) {
  await page.evaluate(async () => {
    localStorage.clear();
    await new Promise((resolve) => {
      const r = indexedDB.deleteDatabase('planisfero-journal');
      r.onsuccess = r.onerror = r.onblocked = () => resolve();
    });
    if (self.caches) for (const k of await caches.keys()) await caches.delete(k);
  });
}

describe('backup of everything', () => {
  let server;
  let browser;
  let files;

  before(async () => {
    ({ server, browser } = await startApp());
    files = mkdtempSync(path.join(tmpdir(), 'planisfero-backup-'));
  });
  after(async () => {
    await closeApp({ server, browser });
    rmSync(files, { recursive: true, force: true });
  });

  test('backs up everything, the storage is cleared, the restore brings every game and the tournament back', async () => {
    const { page, errors } = browser;
    await device(page, server.url);
    await openSaves(page);
    assert.equal((await rows(page)).length, 3);
    assert.equal(await page.getByTestId('saves-last-backup').textContent(), 'Ultimo backup: mai.');
    const before = await kept(page);
    assert.equal(Object.keys(before).length, 5);
    const file = await backUp(page, files);
    await page.getByTestId('saves-message').filter({ hasText: 'Backup pronto: 3 partite' }).waitFor();
    assert.equal(await page.getByTestId('saves-last-backup').textContent(), 'Ultimo backup: oggi.');
    const text = readFileSync(file, 'utf8');
    assert.equal(JSON.parse(text).kind, 'planisfero-backup');

    await clearEverything(page);
    await page.reload();
    await page.locator('[data-screen]').first().waitFor();
    await openApp(page, server.url);
    assert.deepEqual(await kept(page), {}, 'nothing left');
    await openSaves(page);
    await page.getByTestId('saves-empty').waitFor();
    assert.equal(await page.getByTestId('saves-last-backup').textContent(), 'Ultimo backup: mai.');

    await page.getByTestId('restore-file').setInputFiles(file);
    const dialog = page.getByTestId('restore');
    await dialog.waitFor();
    const lines = await dialog.locator('li').evaluateAll((els) => els.map((e) => [e.dataset.section || 'games', e.dataset.change, e.textContent]));
    assert.deepEqual(
      lines.map(([s, c]) => [s, c]),
      [
        ['games', 'new'],
        ['tournament', 'new'],
        ['settings', 'new'],
      ],
    );
    assert.match(lines[0][2], /^3 partite nuove$/);
    assert.match(lines[1][2], /^Torneo: aggiunto dal file$/);
    // Big touch targets.
    for (const id of ['restore-cancel', 'restore-confirm']) {
      const box = await page.getByTestId(id).boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `${id} ${JSON.stringify(box)}`);
    }
    await page.getByTestId('restore-confirm').click();
    await page.getByTestId('saves-message').filter({ hasText: 'Backup ripristinato: 3 partite aggiunte' }).waitFor();
    assert.equal(await page.getByTestId('restore').count(), 0);

    // Every game and the tournament as they were, byte for byte.
    assert.deepEqual(await kept(page), before);
    const list = await rows(page);
    assert.deepEqual(list.map((r) => r.status), ['ok', 'ok', 'ok']);
    assert.deepEqual(
      list.map((r) => r.id).sort(),
      ['g-classico', 'g-finita', 'g-torneo'],
    );
    // The finished game is still finished, the others go on.
    const finita = list.find((r) => r.id === 'g-finita');
    assert.match(finita.text, /Finita/);
    await page.locator('[data-save-id="g-classico"] [data-testid="save-continue"]').click();
    await page.locator('[data-screen="play"]').waitFor();
    await page.getByTestId('turn').waitFor();

    // The desk finds the tournament with its rounds.
    await page.goto(new URL('torneo.html', server.url).href);
    await page.getByTestId('t-head').waitFor();
    assert.match(await page.getByTestId('t-head').textContent(), /Serata al club/);
    assert.ok((await page.getByTestId('t-round').count()) >= 2, 'its seated rounds');
    assert.deepEqual(errors, []);
  });

  test('a damaged backup is refused with a clear message and changes nothing', async () => {
    const { page, errors } = browser;
    await device(page, server.url);
    await openSaves(page);
    const file = await backUp(page, files);
    const text = readFileSync(file, 'utf8');
    const before = await storage(page);
    // One move of a game changed: the file's check says so.
    const edited = path.join(files, 'edited.json');
    writeFileSync(edited, text.replace('Classico in corso', 'Classico in corsa'));
    await page.getByTestId('restore-file').setInputFiles(edited);
    const message = page.getByTestId('saves-message');
    await message.filter({ hasText: 'danneggiato' }).waitFor();
    assert.equal(await message.getAttribute('data-good'), 'false');
    assert.match(await message.textContent(), /Il backup è danneggiato: il suo contenuto non corrisponde al controllo\. Nulla è stato modificato\./);
    // Cut off: through "Importa" too, a backup is recognised.
    const cut = path.join(files, 'cut.json');
    writeFileSync(cut, text.slice(0, Math.floor(text.length / 2)));
    await page.getByTestId('import-file').setInputFiles(cut);
    await message.filter({ hasText: 'incompleto' }).waitFor();
    assert.equal(await page.getByTestId('restore').count(), 0);
    assert.deepEqual(await storage(page), before);
    assert.deepEqual(errors, []);
  });

  test('restoring over the same games asks first; cancelled, nothing changes; a single save still imports', async () => {
    const { page, errors } = browser;
    await device(page, server.url);
    await openSaves(page);
    const file = await backUp(page, files);
    const before = await storage(page);
    await page.getByTestId('restore-file').setInputFiles(file);
    await page.getByTestId('restore').waitFor();
    assert.match(await page.getByTestId('restore-plan').textContent(), /3 partite sono già qui/);
    await page.getByTestId('restore-cancel').click();
    assert.equal(await page.getByTestId('restore').count(), 0);
    assert.deepEqual(await storage(page), before);
    // Importing one save through the restore button works as "Importa" does.
    const one = path.join(files, 'one.json');
    writeFileSync(one, fixture('testa-game-1.json'));
    await page.getByTestId('restore-file').setInputFiles(one);
    await page.getByTestId('saves-message').filter({ hasText: 'Partita importata' }).waitFor();
    assert.equal((await rows(page)).length, 4);
    assert.deepEqual(errors, []);
  });

  test('Home reminds of a backup after a finished game, and the reminder can be put away', async () => {
    const { page, errors } = browser;
    await device(page, server.url);
    const reminder = page.getByTestId('backup-reminder');
    await reminder.waitFor();
    assert.match(await reminder.textContent(), /Non hai mai fatto un backup/);
    await page.getByTestId('backup-later').click();
    await reminder.waitFor({ state: 'detached' });
    await openApp(page, server.url);
    await page.getByTestId('home-saves').waitFor();
    assert.equal(await reminder.count(), 0, 'put away for a week');
    // Backed up from the reminder: the line on the saved games says today.
    await page.evaluate(() => localStorage.removeItem('planisfero.backup.dismissed'));
    await openApp(page, server.url);
    await reminder.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-now').click()]);
    assert.match(download.suggestedFilename(), /^planisfero-backup-/);
    await reminder.waitFor({ state: 'detached' });
    await openSaves(page);
    assert.equal(await page.getByTestId('saves-last-backup').textContent(), 'Ultimo backup: oggi.');
    assert.deepEqual(errors, []);
  });
});

const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';

describe('the home-screen hint of iPadOS Safari', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('shows on iPadOS Safari outside the installed app, and is put away for good', async () => {
    const browser = await launch({ hasTouch: true, userAgent: IPAD_SAFARI });
    try {
      // An iPad says "Macintosh" and has five touch points.
      await browser.context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
      });
      const { page, errors } = browser;
      await openApp(page, server.url);
      const hint = page.getByTestId('home-screen-hint');
      await hint.waitFor();
      assert.match(await hint.textContent(), /Safari cancella i dati di un sito dopo 7 giorni senza visite/);
      const ok = page.getByTestId('home-screen-ok');
      const box = await ok.boundingBox();
      assert.ok(box.height >= 44, `touch target ${box.height}`);
      await ok.tap();
      await hint.waitFor({ state: 'detached' });
      await openApp(page, server.url);
      await page.getByTestId('home-saves').waitFor();
      assert.equal(await hint.count(), 0, 'put away for good');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  /** Where Home's menu buttons are. */
  const menu = (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-screen="home"] .home-menu .big-button')].map((b) => {
        const r = b.getBoundingClientRect();
        return [b.dataset.testid, Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
      }),
    );

  /** Whether the element is wholly on screen. */
  async function inView(page, locator) {
    const box = await locator.boundingBox();
    const { w, h } = await page.evaluate(() => ({ w: innerWidth, h: innerHeight }));
    return box.x >= 0 && box.y >= 0 && box.x + box.width <= w && box.y + box.height <= h;
  }

  for (const [size, viewport] of [['1024x768', LANDSCAPE], ['768x1024', PORTRAIT]]) {
    test(`at ${size} the reminder and the hint are in view and never move the menu`, async () => {
      const browser = await launch({ viewport, hasTouch: true, userAgent: IPAD_SAFARI });
      try {
        await browser.context.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
        });
        const { page, errors } = browser;
        await freshHome(page, server.url);
        await seed(page, { 'g-finita': fixture('long-300-turns-over.json') });
        await page.reload();
        const reminder = page.getByTestId('backup-reminder');
        const hint = page.getByTestId('home-screen-hint');
        await reminder.waitFor();
        await hint.waitFor({ state: 'attached' });
        assert.ok(await inView(page, reminder), 'the reminder is on screen');
        const withNotes = await menu(page);
        if (viewport === LANDSCAPE) {
          // Beside the menu, both at once.
          assert.ok(await hint.isVisible());
          assert.ok(await inView(page, hint), 'the hint is on screen');
        } else {
          // One at a time at the bottom: the hint once the reminder is put away.
          assert.equal(await hint.isVisible(), false);
        }
        await page.getByTestId('backup-later').tap();
        await reminder.waitFor({ state: 'detached' });
        await hint.waitFor();
        assert.ok(await inView(page, hint), 'the hint is on screen');
        await page.getByTestId('home-screen-ok').tap();
        await hint.waitFor({ state: 'detached' });
        assert.deepEqual(await menu(page), withNotes, 'the notes do not move the menu');
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }

  for (const [what, options] of [
    ['Chromium on a desktop', {}],
    ['Chrome on an Android tablet', { hasTouch: true, userAgent: ANDROID_CHROME }],
  ]) {
    test(`does not show in ${what}`, async () => {
      const browser = await launch(options);
      try {
        const { page, errors } = browser;
        await openApp(page, server.url);
        await page.getByTestId('home-saves').waitFor();
        // Home's notes are written with the menu: absent now means absent.
        await page.locator('.home-notes').waitFor({ state: 'attached' });
        assert.equal(await page.getByTestId('home-screen-hint').count(), 0);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }
});
