// End-to-end: an update never bricks the offline app, and every script is checked
// (issue 32, item 6). A new version with one damaged file is refused whole by the service
// worker (public/sw.js checks every file against the integrity scripts/post-build.mjs
// recorded): no update is offered, the working version keeps its cache and still starts
// with the network off, and the page says why. A modified script of the bots' worker is
// refused: the computers do not start on it, and the player is told.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DIST, ROOT, launch, serve, closeApp } from './helpers.mjs';
import { personActs, shown } from './play_helpers.mjs';
import { startSwitchableServer } from './saves-helpers.mjs';

const buildOf = (dir) => JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync(path.join(dir, 'sw.js'), 'utf8'))[1]);

/** Changes one byte in the middle of `file` (and drops its precompressed copies). */
function damage(dir, file) {
  const p = path.join(dir, file);
  const bytes = readFileSync(p);
  bytes[bytes.length >> 1] ^= 0x20;
  writeFileSync(p, bytes);
  rmSync(`${p}.gz`, { force: true });
  rmSync(`${p}.br`, { force: true });
}

describe('a damaged update', () => {
  let server;
  let browser;
  const work = mkdtempSync(path.join(tmpdir(), 'planisfero-damaged-'));
  const a = path.join(work, 'a');
  const b = path.join(work, 'b');

  before(async () => {
    cpSync(DIST, a, { recursive: true });
    cpSync(DIST, b, { recursive: true });
    // Build "b": a new version (a visible difference, the post-build steps again), whose
    // main wasm then arrives damaged.
    const index = path.join(b, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('<title>', '<meta name="planisfero-build" content="b" />\n    <title>'));
    execFileSync('node', [path.join(ROOT, 'scripts', 'post-build.mjs'), b]);
    execFileSync('node', [path.join(ROOT, 'scripts', 'precompress.mjs'), b]);
    damage(b, 'planisfero_bg.wasm');
    server = await startSwitchableServer(path.join(work, 'site'), a);
  });
  after(async () => {
    await closeApp({ server, browser });
    rmSync(work, { recursive: true, force: true });
  });

  test('is refused whole: the working version stays, says why, and starts offline', async () => {
    browser = await launch();
    const { context, page, errors } = browser;
    await page.goto(server.url);
    await page.locator('[data-screen="home"]').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    const version = buildOf(a).version;

    server.switchTo(b);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update().catch(() => {})));
    const notice = page.getByTestId('notice-error');
    await notice.waitFor({ timeout: 15_000 });
    assert.match(await notice.textContent(), /Aggiornamento non installato: il file «planisfero_bg\.wasm»/);
    assert.equal(await page.getByTestId('update-banner').count(), 0, 'no update is offered');
    // Whatever the player does next (a reload, the tab closed and opened again), the
    // working version and its whole cache are there.
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`planisfero-${version}`]);
    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-screen="home"] [data-testid="home-explore"]').waitFor();
    assert.equal(await page.locator('meta[name="planisfero-build"]').count(), 0, 'the working version');
    assert.equal(await page.getByTestId('boot-failed').count(), 0);
    await context.setOffline(false);
    assert.deepEqual(errors, []);
  });
});

describe("a modified script of the bots' worker", () => {
  let server;
  let browser;
  const work = mkdtempSync(path.join(tmpdir(), 'planisfero-worker-'));
  const site = path.join(work, 'site');

  before(async () => {
    cpSync(DIST, site, { recursive: true });
    // After the build: the worker's glue no longer matches what the build recorded.
    const glue = path.join(site, 'bot_worker.js');
    writeFileSync(glue, readFileSync(glue, 'utf8').replace(/^/, 'self.__modified = true;\n'));
    rmSync(`${glue}.gz`, { force: true });
    rmSync(`${glue}.br`, { force: true });
    server = await serve(site);
  });
  after(async () => {
    await closeApp({ server, browser });
    rmSync(work, { recursive: true, force: true });
  });

  test('is refused: the computers do not start on it and the player is told', async () => {
    browser = await launch();
    const { page } = browser;
    const workerRan = [];
    page.on('worker', (w) => workerRan.push(w));
    await page.goto(server.url);
    await page.locator('[data-screen="home"]').waitFor();
    await page.getByTestId('home-vs-computer').click();
    await page.getByTestId('play').waitFor();
    // The person plays until a computer must act: the computers' failure notice.
    for (let i = 0; i < 30 && !(await shown(page, 'computer-failed')); i++) {
      // Decided once the screen has settled: between the person's turn and a computer's,
      // neither is shown for a moment, and the person may act only on its own turn.
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
      // The failure may be shown while the person acts (the worker is started ahead of
      // the computers' first turn); its notice then holds the person's taps.
      else await Promise.race([personActs(page), page.getByTestId('computer-failed').waitFor({ timeout: 60_000 })]);
    }
    assert.ok(await shown(page, 'computer-failed'), 'the failure is shown, with its retry');
    for (const w of workerRan) {
      const modified = await w.evaluate(() => self.__modified === true).catch(() => false);
      assert.equal(modified, false, 'the modified glue never ran');
    }
  });
});
