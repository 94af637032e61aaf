// End-to-end: every script of the app is checked on the very first visit, and a refused
// one is said, never a blank page (issue 32, items 6 and 7). A build whose file was
// modified after it was built is served to a fresh browser (no service worker yet):
// - planisfero.js: the app cannot start; the page says so, with the file;
// - journal.js: the app starts without its journal; the player is told what that risks;
// - bot_worker_loader.js (the bots' worker's loader, which no integrity attribute can
//   guard): the computers do not start on it, and the player is told.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, test } from 'node:test';
import { DIST, launch, serve } from './helpers.mjs';
import { personActs, shown } from './play_helpers.mjs';

/** A copy of the build with `file` modified (a line added at its start). */
function modified(file) {
  const site = mkdtempSync(path.join(tmpdir(), 'planisfero-modified-'));
  cpSync(DIST, site, { recursive: true });
  const p = path.join(site, file);
  writeFileSync(p, `self.__modified = true;\n${readFileSync(p, 'utf8')}`);
  rmSync(`${p}.gz`, { force: true });
  rmSync(`${p}.br`, { force: true });
  return site;
}

/** Serves a copy of the build with `file` modified and opens it in a fresh browser. */
async function openModified(file) {
  const site = modified(file);
  const server = await serve(site);
  const browser = await launch();
  await browser.page.goto(server.url);
  return {
    ...browser,
    close: async () => {
      await browser.close();
      server.close();
      rmSync(site, { recursive: true, force: true });
    },
  };
}

describe('a modified script', () => {
  let open;
  // After each test: a failed one left its browser open, and the next one's would replace
  // it unclosed (the run then never ended).
  afterEach(async () => {
    await open?.close();
    open = null;
  });

  test('planisfero.js: the page says the app could not start, and which file', async () => {
    open = await openModified('planisfero.js');
    const { page } = open;
    const failed = page.getByTestId('boot-failed');
    await failed.waitFor({ timeout: 15_000 });
    assert.match(await failed.textContent(), /non è riuscito ad avviarsi: il file «planisfero\.js»/);
    assert.ok(await failed.isVisible());
    assert.equal(await page.locator('[data-testid="screen"]').count(), 0, 'the app did not start');
    assert.equal(await page.locator('#prerender').count(), 0, "Home's copy, which would not work, is gone");
    assert.equal(await page.evaluate(() => self.__modified === true), false, 'the modified script never ran');
    await open.close();
    open = null;
  });

  test('journal.js: the app starts and the player is told the journal is missing', async () => {
    open = await openModified('journal.js');
    const { page } = open;
    await page.locator('[data-testid="screen"][data-screen="home"]').waitFor();
    const notice = page.getByTestId('journal-missing');
    await notice.waitFor();
    assert.match(await notice.textContent(), /giornale dei salvataggi \(journal\.js\) non si è caricato/);
    assert.equal(await page.evaluate(() => self.__modified === true), false, 'the modified script never ran');
    await page.getByTestId('journal-missing-ok').click();
    assert.equal(await page.getByTestId('journal-missing').count(), 0, 'dismissed');
    await open.close();
    open = null;
  });

  test("bot_worker_loader.js: the computers do not start on it, and the player is told", async () => {
    open = await openModified('bot_worker_loader.js');
    const { page } = open;
    const workers = [];
    page.on('worker', (w) => workers.push(w));
    await page.locator('[data-screen="home"]').waitFor();
    await page.getByTestId('home-vs-computer').click();
    await page.getByTestId('play').waitFor();
    // The person plays until a computer must act (as in update_integrity.test.mjs).
    for (let i = 0; i < 30 && !(await shown(page, 'computer-failed')); i++) {
      await page.waitForFunction(
        () =>
          ['computer-turn', 'computer-failed', 'start-play', 'turn-end-notice'].some((id) =>
            document.querySelector(`[data-testid="${id}"]`),
          ) || document.querySelector('[data-testid="turn"]')?.dataset.player === '0',
      );
      if (await shown(page, 'computer-failed')) break;
      if (await shown(page, 'start-play')) await page.getByTestId('start-play').click();
      else if (await shown(page, 'turn-end-notice')) await page.getByTestId('notice-ok').click();
      else if (await shown(page, 'computer-turn')) await page.getByTestId('computer-failed').waitFor({ timeout: 30_000 });
      else await Promise.race([personActs(page), page.getByTestId('computer-failed').waitFor({ timeout: 60_000 })]);
    }
    assert.ok(await shown(page, 'computer-failed'), 'the failure is shown, with its retry');
    assert.equal(workers.length, 0, 'no worker ran the modified loader');
    await open.close();
    open = null;
  });
});
