// End-to-end: every script of the app is checked on the very first visit, and a refused
// one is said, never a blank page (issue 32, items 6 and 7). A build whose file was
// modified after it was built is served to a fresh browser (no service worker yet):
// - planisfero.js: the app cannot start, whichever fetch of it comes first (the
//   modulepreload or the loader's import, both checked); the page says so, with the file;
// - journal.js: the app starts without its journal; the player is told what that risks;
// - bot_worker_loader.js (the bots' worker's loader, which no integrity attribute can
//   guard): the computers do not start on it, and the player is told;
// - desk.js and desk_bg.wasm (the tournament desk's glue, imported by torneo.js, and its
//   wasm): the desk does not start on torneo.html; the page says so, with the file;
// - sound.js (the optional sounds, loaded once they are turned on): it does not run, and
//   the player is told, the app going on without sounds (issue 46 item 9).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, test } from 'node:test';
import { DIST, closeApp, startApp } from './helpers.mjs';
import { personActs, shown } from './play_helpers.mjs';

/**
 * A copy of the build with `file` modified (a line added at its start; `null`: none);
 * `edit` changes the copy's index.html.
 */
function modified(file, edit = (html) => html) {
  const site = mkdtempSync(path.join(tmpdir(), 'planisfero-modified-'));
  cpSync(DIST, site, { recursive: true });
  // No file: the build as it is (the control).
  const p = file ? path.join(site, file) : path.join(site, 'index.html');
  if (!file) {
    // Nothing modified.
  } else if (file.endsWith('.wasm')) {
    // A custom section appended: still a valid module, which would run unchecked.
    const name = Buffer.from('modified');
    writeFileSync(p, Buffer.concat([readFileSync(p), Buffer.from([0, name.length + 1, name.length]), name]));
  } else writeFileSync(p, `self.__modified = true;\n${readFileSync(p, 'utf8')}`);
  const index = path.join(site, 'index.html');
  writeFileSync(index, edit(readFileSync(index, 'utf8')));
  for (const f of [p, index]) {
    rmSync(`${f}.gz`, { force: true });
    rmSync(`${f}.br`, { force: true });
  }
  return site;
}

/**
 * Serves a copy of the build with `file` modified and opens it in a fresh browser, its
 * CPU slowed `cpu` times (a tablet: the page's own module script then asks for the glue
 * after its refused preload has settled).
 */
async function openModified(file, { edit, cpu = 1, page = '', hasTouch = false, init } = {}) {
  const site = modified(file, edit);
  const { server, browser } = await startApp(site, { hasTouch });
  if (init) await browser.page.addInitScript(init);
  if (cpu > 1) {
    const cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  await browser.page.goto(`${server.url}${page}`);
  return {
    ...browser,
    close: async () => {
      await closeApp({ server, browser });
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

  /** The page refused the modified glue: it says so, names it, and nothing of it ran. */
  async function refusedGlue(page) {
    const failed = page.getByTestId('boot-failed');
    await failed.waitFor({ timeout: 15_000 });
    assert.match(await failed.textContent(), /non è riuscito ad avviarsi: il file «planisfero\.js»/);
    assert.ok(await failed.isVisible());
    assert.equal(await page.locator('[data-testid="screen"]').count(), 0, 'the app did not start');
    assert.equal(await page.locator('#prerender').count(), 0, "Home's copy, which would not work, is gone");
    assert.equal(await page.evaluate(() => self.__modified === true), false, 'the modified script never ran');
  }

  // On a slow CPU the loader's import was asked for once the refused preload had settled,
  // and Chromium fetched the glue again, unchecked: the app started about one load in two
  // (before the import map, scripts/post-build.mjs 0c3). Three fresh loads.
  for (const load of [1, 2, 3]) {
    test(`planisfero.js: the page says the app could not start, and which file (slow CPU, load ${load})`, async () => {
      open = await openModified('planisfero.js', { cpu: 6 });
      await refusedGlue(open.page);
      await open.close();
      open = null;
    });
  }

  test("planisfero.js with no modulepreload: the loader's import itself is checked", async () => {
    // As when a browser drops or never makes the preload: the import is the only fetch.
    const edit = (html) => {
      const out = html.replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g, '');
      assert.notEqual(out, html, 'the build has a modulepreload');
      return out;
    };
    open = await openModified('planisfero.js', { edit });
    await refusedGlue(open.page);
    await open.close();
    open = null;
  });

  test('journal.js: the app starts and the player is told the journal is missing', async () => {
    open = await openModified('journal.js', { hasTouch: true });
    const { page } = open;
    await page.locator('[data-testid="screen"][data-screen="home"]').waitFor();
    const notice = page.getByTestId('journal-missing');
    await notice.waitFor();
    assert.match(await notice.textContent(), /giornale dei salvataggi \(journal\.js\) non si è caricato/);
    assert.equal(await page.evaluate(() => self.__modified === true), false, 'the modified script never ran');
    // The notice blocks nothing but its OK until it is read (issue 48, item 5: it covered
    // "Estrai l'ordine e inizia"): the new-game form's last button is tapped through it.
    await page.getByTestId('home-new-game').tap();
    await page.getByTestId('new-game').waitFor();
    const start = page.getByTestId('start-game');
    await start.scrollIntoViewIfNeeded();
    const [s, ok] = [await start.boundingBox(), await page.getByTestId('journal-missing-ok').boundingBox()];
    const apart = ok.x + ok.width <= s.x || s.x + s.width <= ok.x || ok.y + ok.height <= s.y || s.y + s.height <= ok.y;
    assert.ok(apart, `OK ${JSON.stringify(ok)} is not over the start button ${JSON.stringify(s)}`);
    await start.tap();
    await page.getByTestId('play').waitFor();
    assert.equal(await notice.count(), 1, 'still said, until OK');
    await page.getByTestId('journal-missing-ok').click();
    assert.equal(await page.getByTestId('journal-missing').count(), 0, 'dismissed');
    await open.close();
    open = null;
  });

  // The desk's glue and wasm: before the import map and torneo.js's checked fetch
  // (scripts/post-build.mjs 1b), both ran and the desk started.
  for (const file of ['desk.js', 'desk_bg.wasm']) {
    test(`${file}: the desk does not start on torneo.html, and the page names the file`, async () => {
      open = await openModified(file, { page: 'torneo.html' });
      const { page } = open;
      const failed = page.getByTestId('boot-failed');
      await failed.waitFor({ timeout: 15_000 });
      const escaped = file.replace('.', '\\.');
      assert.match(await failed.textContent(), new RegExp(`non è riuscito ad avviarsi: il file «${escaped}»`));
      assert.ok(await failed.isVisible());
      assert.equal(await page.locator('[data-screen="tournament"]').count(), 0, 'the desk did not start');
      assert.equal(await page.locator('#desk [data-pre-lang]').count(), 0, "the desk's loading state is gone");
      assert.equal(await page.evaluate(() => self.__modified === true), false, 'the modified script never ran');
      await open.close();
      open = null;
    });
  }

  // The sounds on, as a player left them (src/ui/sound.rs): the first call loads sound.js.
  const soundsOn = () => localStorage.setItem('planisfero-sounds', '1');

  // Before: journal.js appended <script src="sound.js"> with no integrity, and a modified
  // sound.js ran as soon as the sounds were on.
  test('sound.js: the modified sounds never run, and the player is told', async () => {
    open = await openModified('sound.js', { init: soundsOn });
    const { page } = open;
    await page.locator('[data-screen="home"]').waitFor();
    const notice = page.getByTestId('sound-missing');
    await notice.waitFor({ timeout: 15_000 });
    assert.match(await notice.textContent(), /I suoni \(sound\.js\) non si sono caricati: un file dell'app è danneggiato o è stato modificato/);
    assert.equal(await page.evaluate(() => self.__modified === true), false, 'the modified script never ran');
    assert.equal(await page.evaluate(() => typeof self.planisferoPlay), 'undefined', 'no synthesizer');
    assert.equal(await page.getByTestId('boot-failed').count(), 0, 'the app runs on');
    assert.equal(await page.locator('[data-screen="home"]').count(), 1);
    await open.close();
    open = null;
  });

  test('sound.js as built: the sounds load with their integrity, nothing is said', async () => {
    open = await openModified(null, { init: soundsOn });
    const { page } = open;
    await page.locator('[data-screen="home"]').waitFor();
    await page.waitForFunction(() => typeof self.planisferoPlay === 'function', null, { timeout: 15_000 });
    const script = await page.locator('#sound-js').evaluate((s) => s.integrity);
    assert.match(script, /^sha384-/, 'loaded with its integrity');
    assert.equal(await page.getByTestId('sound-missing').count(), 0);
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
