// End-to-end: saved games in a real browser (issue 5). Bad input never crashes and never
// destroys anything: damaged entries, newer formats, illegal actions, files that are not
// saves, storage unavailable; export and import; rename, duplicate, delete.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, openApp, reopen, stylesReady, closeApp, startApp } from './helpers.mjs';
import {
  INDEX_KEY,
  SAVE_PREFIX,
  freshHome,
  golden,
  goldenAs,
  openSaves,
  rows,
  saveStatus,
  fill,
  seed,
  storage,
  unfill,
} from './saves-helpers.mjs';

describe('saved games', () => {
  let server;
  let browser;
  const files = mkdtempSync(path.join(tmpdir(), 'planisfero-files-'));

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('a damaged or truncated entry is listed as damaged and the others still load', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    const good = goldenAs('g-good', 'Buona');
    const truncated = goldenAs('g-cut', 'Tagliata').slice(0, 300);
    const garbage = '{"kind":"planisfero-save","format":1,,,}';
    await seed(page, { 'g-good': good, 'g-cut': truncated, 'g-junk': garbage });
    await page.reload();
    await stylesReady(page);
    await page.locator('[data-screen="home"]').waitFor();
    // "Continua" offers the good one, never a damaged one.
    assert.equal(await page.getByTestId('home-continue').getAttribute('data-save-id'), 'g-good');
    await openSaves(page);
    const list = await rows(page);
    assert.equal(list.length, 3);
    const byId = Object.fromEntries(list.map((r) => [r.id, r]));
    assert.equal(byId['g-good'].status, 'ok');
    assert.equal(byId['g-cut'].status, 'damaged');
    assert.match(byId['g-cut'].text, /Danneggiata: Il salvataggio è incompleto/);
    assert.equal(byId['g-junk'].status, 'damaged');
    assert.match(byId['g-junk'].text, /danneggiato \(riga 1, colonna \d+\)/);
    // A damaged game cannot be continued, only exported or deleted.
    const cut = page.locator('[data-save-id="g-cut"]');
    assert.equal(await cut.getByTestId('save-continue').count(), 0);
    assert.equal(await cut.getByTestId('save-export').count(), 1);
    // The good one loads: the autosave writes it back, the damaged ones are untouched.
    await page.locator('[data-save-id="g-good"]').getByTestId('save-continue').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]').dataset.state === 'saved');
    const after = await storage(page);
    assert.equal(after[`${SAVE_PREFIX}g-cut`], truncated);
    assert.equal(after[`${SAVE_PREFIX}g-junk`], garbage);
    assert.equal((await saveStatus(page)).saveActions, '230');
    assert.deepEqual(errors, []);
  });

  test('a save from a newer version is explained and kept', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    const save = JSON.parse(goldenAs('g-new', 'Dal futuro'));
    save.format = 99;
    save.app = '9.9.9';
    const text = JSON.stringify(save);
    await seed(page, { 'g-new': text });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    const [row] = await rows(page);
    assert.equal(row.status, 'damaged');
    assert.match(row.text, /versione più recente di Planisfero \(9\.9\.9/);
    assert.equal((await storage(page))[`${SAVE_PREFIX}g-new`], text);
    assert.deepEqual(errors, []);
  });

  test('an edited save with an illegal action is refused with the move and the reason, and kept', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    const edit = (id, name) => {
      const save = JSON.parse(goldenAs(id, name));
      const tokens = save.actions.split(' ');
      // The 3rd action becomes an attack from Alaska on Kamchatka with 3 dice: during the
      // setup only placements are allowed (docs/RULES.md §2).
      tokens[2] = 'A0w3';
      save.actions = tokens.join(' ');
      return JSON.stringify(save);
    };
    // A save the list has never seen is replayed for its summary: listed as damaged.
    const unknown = edit('g-edit', 'Ritoccata');
    await seed(page, { 'g-edit': unknown });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    const [row] = await rows(page);
    assert.equal(row.status, 'damaged');
    assert.match(row.text, /La mossa n\. 3 del salvataggio non è ammessa dalle regole/);

    // A listed game whose save was edited since: refused when continued, with the reason.
    await seed(page, { 'g-known': goldenAs('g-known', 'Nota') });
    await page.getByTestId('nav-home').click();
    await openSaves(page);
    await page.locator('[data-save-id="g-known"]').getByTestId('save-continue').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]').dataset.state === 'saved');
    // Back to the list, a fresh page (this tab would keep the game open), then the edit.
    await reopen(page);
    const edited = edit('g-known', 'Nota');
    await seed(page, { 'g-known': edited });
    await openSaves(page);
    await page.locator('[data-save-id="g-known"]').getByTestId('save-continue').click();
    const notice = page.getByTestId('notice-error-text');
    await notice.waitFor();
    assert.match(await notice.textContent(), /La mossa n\. 3 del salvataggio non è ammessa dalle regole: Ora non puoi/);
    // Nothing was loaded or written.
    assert.equal(await page.locator('[data-screen="saves"]').count(), 1);
    const store = await storage(page);
    assert.equal(store[`${SAVE_PREFIX}g-known`], edited);
    assert.equal(store[`${SAVE_PREFIX}g-edit`], unknown);
    assert.equal((await saveStatus(page)).state, 'idle');
    await page.getByTestId('notice-error-close').click();
    assert.equal(await page.getByTestId('notice-error').count(), 0);
    assert.deepEqual(errors, []);
  });

  test('import refuses what is not a save, explains why, and changes nothing', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-a': goldenAs('g-a', 'Già qui') });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    const before = await storage(page);
    const newer = JSON.parse(golden());
    newer.format = 3;
    newer.app = '2.0.0';
    const cut = golden().slice(0, 500);
    const illegal = JSON.parse(golden());
    illegal.actions = `Aw03 ${illegal.actions.split(' ').slice(1).join(' ')}`;
    const cases = [
      ['icon.png', readFileSync(path.join(ROOT, 'public', 'icons', 'icon-192.png')), /non è un salvataggio di Planisfero/],
      ['notes.json', '{"hello": "world"}', /non è un salvataggio di Planisfero/],
      ['empty.json', '', /Il file è vuoto/],
      ['newer.json', JSON.stringify(newer), /versione più recente di Planisfero \(2\.0\.0/],
      ['cut.json', cut, /incompleto/],
      ['illegal.json', JSON.stringify(illegal), /La mossa n\. 1 del salvataggio non è ammessa/],
    ];
    for (const [name, content, why] of cases) {
      const file = path.join(files, name);
      writeFileSync(file, content);
      await page.getByTestId('import-file').setInputFiles(file);
      const msg = page.locator('[data-testid="saves-message"][data-good="false"]');
      await msg.waitFor();
      const text = await msg.textContent();
      assert.match(text, why, name);
      assert.match(text, /Nulla è stato modificato/, name);
      assert.deepEqual(await storage(page), before, `${name} changed nothing`);
      assert.equal((await rows(page)).length, 1);
      // Clear the message for the next file.
      await page.getByTestId('nav-home').click();
      await openSaves(page);
    }
    assert.deepEqual(errors, []);
  });

  test('export downloads the save and importing it (keeping both) makes a second, identical game', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-x': goldenAs('g-x', 'Venerdì sera') });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-save-id="g-x"]').getByTestId('save-export').click(),
    ]);
    assert.equal(download.suggestedFilename(), 'planisfero-venerdi-sera.json');
    const file = path.join(files, download.suggestedFilename());
    await download.saveAs(file);
    const exported = readFileSync(file, 'utf8');
    assert.equal(exported, (await storage(page))[`${SAVE_PREFIX}g-x`]);

    await page.getByTestId('import-file').setInputFiles(file);
    // The same game: asked first (issue 14), both kept on request.
    await page.getByTestId('import-keep').click();
    const ok = page.locator('[data-testid="saves-message"][data-good="true"]');
    await ok.waitFor();
    assert.match(await ok.textContent(), /Partita importata: «Venerdì sera \(importata\)»/);
    const list = await rows(page);
    assert.equal(list.length, 2);
    const imported = list.find((r) => r.id !== 'g-x');
    assert.equal(imported.name, 'Venerdì sera (importata)');
    const store = await storage(page);
    const a = JSON.parse(store[`${SAVE_PREFIX}g-x`]);
    const b = JSON.parse(store[`${SAVE_PREFIX}${imported.id}`]);
    assert.equal(b.actions, a.actions);
    assert.equal(b.seed, a.seed);
    assert.deepEqual(b.config, a.config);
    assert.deepEqual(errors, []);
  });

  test('rename, duplicate, and delete after a confirmation', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-r': goldenAs('g-r', 'Prima') });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    const row = page.locator('[data-save-id="g-r"]');
    await row.getByTestId('save-rename').click();
    await row.getByTestId('rename-input').fill('   ');
    await row.getByTestId('rename-ok').click();
    assert.match(await page.getByTestId('saves-message').textContent(), /Il nome deve avere da 1 a 80 caratteri/);
    await row.getByTestId('rename-input').fill('Torneo di primavera');
    await row.getByTestId('rename-ok').click();
    await page.locator('[data-save-id="g-r"] [data-testid="save-name"]', { hasText: 'Torneo di primavera' }).waitFor();
    assert.equal(JSON.parse((await storage(page))[`${SAVE_PREFIX}g-r`]).meta.name, 'Torneo di primavera');

    await page.locator('[data-save-id="g-r"]').getByTestId('save-duplicate').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="save-row"]').length === 2);
    const names = (await rows(page)).map((r) => r.name).sort();
    assert.deepEqual(names, ['Torneo di primavera', 'Torneo di primavera (copia)']);

    // Delete asks first; "Annulla" keeps the game.
    await page.locator('[data-save-id="g-r"]').getByTestId('save-delete').click();
    await page.getByTestId('confirm-delete').waitFor();
    assert.match(await page.getByTestId('confirm-delete').textContent(), /«Torneo di primavera» sarà eliminata/);
    await page.getByTestId('delete-cancel').click();
    assert.equal((await rows(page)).length, 2);
    await page.locator('[data-save-id="g-r"]').getByTestId('save-delete').click();
    await page.getByTestId('delete-confirm').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="save-row"]').length === 1);
    const store = await storage(page);
    assert.equal(store[`${SAVE_PREFIX}g-r`], undefined);
    assert.ok(!JSON.parse(store[INDEX_KEY]).games.some((g) => g.id === 'g-r'));
    assert.deepEqual(errors, []);
  });

  test('two tabs on the same game: the second is asked, and the one that loses it stops saving', async () => {
    const { context, page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-two': goldenAs('g-two', 'Due schede') });
    await page.reload();
    await stylesReady(page);
    await page.getByTestId('home-continue').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]').dataset.state === 'saved');

    const second = await context.newPage();
    const secondErrors = [];
    second.on('console', (m) => m.type() === 'error' && secondErrors.push(m.text()));
    await second.goto(server.url);
    await second.getByTestId('home-continue').click();
    // Told, and nothing happens unless asked.
    await second.getByTestId('confirm-open').waitFor();
    assert.match(await second.getByTestId('confirm-open').textContent(), /aperta in un'altra scheda/);
    await second.getByTestId('open-cancel').click();
    assert.equal((await saveStatus(second)).state, 'idle');
    assert.equal((await saveStatus(page)).state, 'saved');

    // Opened here on purpose: the first tab learns it within a heartbeat and stops saving.
    await second.getByTestId('home-continue').click();
    await second.getByTestId('open-here').click();
    await second.waitForFunction(() => document.querySelector('[data-testid="save-status"]').dataset.state === 'saved');
    await page.getByTestId('notice-elsewhere').waitFor({ timeout: 6_000 });
    assert.match(await page.getByTestId('notice-elsewhere').textContent(), /aperta in un'altra scheda/);
    assert.equal((await saveStatus(page)).state, 'elsewhere');

    // And back: "save from here" takes the game again; now the second tab is told.
    await page.getByTestId('take-over').click();
    assert.equal((await saveStatus(page)).state, 'saved');
    await second.getByTestId('notice-elsewhere').waitFor({ timeout: 6_000 });
    await second.close();
    assert.deepEqual(secondErrors, []);
    assert.deepEqual(errors, []);
  });

  test('storage full: an operation that does not fit is refused, explained, and destroys nothing', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    await seed(page, { 'g-full': goldenAs('g-full', 'Piena') });
    await page.reload();
    await stylesReady(page);
    await openSaves(page);
    await fill(page);
    const before = await storage(page);
    await page.locator('[data-save-id="g-full"]').getByTestId('save-duplicate').click();
    const msg = page.locator('[data-testid="saves-message"][data-good="false"]');
    await msg.waitFor();
    assert.match(await msg.textContent(), /memoria del browser è piena/);
    assert.deepEqual(await storage(page), before, 'nothing changed');
    assert.equal((await rows(page)).length, 1);
    await unfill(page);
    assert.deepEqual(errors, []);
  });
});

describe('storage unavailable (private mode)', () => {
  let server;
  let browser;

  before(async () => {
    ({ server, browser } = await startApp());
    // Every access to localStorage throws, as in a browser that refuses storage.
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

  test('the app works and tells the player that saving is off', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    const notice = page.getByTestId('notice-storage-off');
    await notice.waitFor();
    assert.match(await notice.textContent(), /Salvataggio disattivato/);
    assert.equal((await saveStatus(page)).state, 'off');
    assert.equal(await page.getByTestId('home-continue').count(), 0);
    await page.getByTestId('home-saves').click();
    assert.match(await page.getByTestId('saves-unavailable').textContent(), /non è disponibile/);
    // The rest of the app is there.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-explore').click();
    await page.locator('[data-territory]').first().waitFor();
    await page.getByTestId('notice-close').click();
    assert.equal(await notice.count(), 0);
    assert.deepEqual(errors, []);
  });
});
