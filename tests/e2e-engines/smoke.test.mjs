// Smoke suite in the other engines a tablet has (issue 32): WebKit (Safari's engine) and
// Firefox ESR, each at both tablet sizes. One visit plays what a player does first: a cold
// load, a new game against the computer with one tap, taps that place armies, a computer
// turn played in the bots' web worker, a reload that comes back to the game, the export
// of the save, and, with the server stopped, a reload served by the service worker.
// The full suite runs in Chromium (tests/e2e/); this one checks that the same app works
// in the others. Run: xvfb-run -a node --test --test-concurrency=1 tests/e2e-engines/
// (scripts/test.sh does). PLANISFERO_ENGINES=webkit or =firefox runs only one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST, ENGINES, serve, webkitConsole } from './engines.mjs';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];
const only = process.env.PLANISFERO_ENGINES?.split(',');

// ---- In the page (serialized: each function stands alone)

const screenIs = (name) => !!document.querySelector(`[data-testid="screen"][data-screen="${name}"]`);

/** The centre of the element `selector` if a tap there reaches it, else null. */
function tapPoint(selector) {
  const el = document.querySelector(selector);
  if (!el) return null;
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return hit && (hit === el || el.contains(hit)) ? { x, y } : null;
}

/** Where to tap one of the person's territories to place an army (on screen, not covered). */
function ownTerritoryPoint() {
  for (const g of document.querySelectorAll('[data-territory]')) {
    const mark = g.getAttribute('data-highlight');
    if (mark && mark !== 'target') continue;
    const [x, y] = g.getAttribute('data-anchor').trim().split(/[\s,]+/).map(Number);
    const svg = g.ownerSVGElement;
    const p = svg.createSVGPoint();
    p.x = x;
    p.y = y;
    const s = p.matrixTransform(svg.getScreenCTM());
    const hit = document.elementFromPoint(s.x, s.y)?.closest('[data-territory],[data-hit]');
    const key = hit?.getAttribute('data-territory') ?? hit?.getAttribute('data-hit');
    if (key === g.getAttribute('data-territory')) return { x: s.x, y: s.y };
  }
  return null;
}

const savedActions = () => Number(document.querySelector('[data-testid="save-status"]')?.dataset.saveActions ?? -1);

const present = (testid) => !!document.querySelector(`[data-testid="${testid}"]`);

/** The one game in localStorage: { id, actions } (the number of actions saved). */
function storedGame() {
  const keys = Object.keys(localStorage).filter((k) => k.startsWith('planisfero.save.'));
  if (keys.length !== 1) return { count: keys.length };
  const save = JSON.parse(localStorage.getItem(keys[0]));
  return { count: 1, id: save.meta.id, actions: save.actions.length, text: localStorage.getItem(keys[0]) };
}

/**
 * Catches the next download (a Blob behind an `<a download>` the app clicks): its name and
 * its text. (The page's policy allows no fetch of a blob: URL, so the Blob itself is kept.)
 */
function catchDownload() {
  window.__download = null;
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (blob) => {
    window.__blob = blob;
    return createObjectURL(blob);
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (!this.download || !window.__blob) return click.call(this);
    const name = this.download;
    window.__blob.text().then((text) => (window.__download = { name, text }));
    HTMLAnchorElement.prototype.click = click;
    URL.createObjectURL = createObjectURL;
  };
}

// ---- Steps

async function tapTestId(s, testid, within = '') {
  const selector = `${within} [data-testid="${testid}"]`.trim();
  const at = await s.waitFor(tapPoint, [selector], `a tappable ${selector}`);
  await s.tap(at.x, at.y);
}

/** The person's simplest legal action (place everything on one territory, or end the turn). */
async function personActs(s) {
  const phase = await s.eval(() => document.querySelector('[data-testid="turn"]').dataset.phase);
  const before = await s.eval(savedActions);
  if (phase === 'setup' || phase === 'reinforce') {
    if (await s.eval(() => !!document.querySelector('[data-testid="place-all"]:not([disabled])'))) await tapTestId(s, 'place-all');
    const at = await s.waitFor(ownTerritoryPoint, [], "one of the person's territories on screen");
    await s.tap(at.x, at.y);
    const asked = await s.waitFor(
      (n) => (Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n ? 'saved' : document.querySelector('[data-testid="confirm-place"]') && 'ask'),
      [before],
      'the placement saved or its confirmation asked',
    );
    if (asked === 'ask') await tapTestId(s, 'confirm-place');
  } else if (phase === 'attack' || phase === 'fortify') {
    await tapTestId(s, 'end-turn');
    const asked = await s.waitFor(
      (n) => (Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n ? 'saved' : document.querySelector('[data-testid="confirm-end-turn-yes"]') && 'ask'),
      [before],
      'the end of the turn saved or asked',
    );
    if (asked === 'ask') await tapTestId(s, 'confirm-end-turn-yes');
  } else {
    throw new Error(`the person's turn in phase ${phase}`);
  }
  await s.waitFor((n) => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n, [before], 'the action saved');
  return phase;
}

for (const [engine, open] of Object.entries(ENGINES)) {
  if (only && !only.includes(engine)) continue;
  for (const size of SIZES) {
    describe(`${engine} at ${size.width}x${size.height}`, () => {
      let server;
      let s;
      before(async () => {
        server = await serve();
        s = await open(size);
      });
      after(async () => {
        await s?.close();
        await server?.close();
      });

      test('loads cold, plays against the computer, reloads, exports, runs offline', async (t) => {
        const t0 = Date.now();
        // Cold load: Home, with the one-tap game against the computer.
        await s.goto(server.url);
        await s.waitFor(() => !!document.querySelector('[data-testid="home-vs-computer"]'), [], 'Home');
        assert.equal(await s.eval(present, 'boot-failed'), false, 'the app started');
        // boot.js and the stylesheet are inline (their hashes in the policy): boot.js ran
        // and the app took over Home's copy; the page's own style applies.
        assert.deepEqual(
          await s.eval(() => [typeof self.planisferoTakeOver, !!document.getElementById('prerender'), getComputedStyle(document.body).margin]),
          ['function', false, '0px'],
          'the inline boot.js and stylesheet ran under the policy',
        );
        const wasmLoads = await s.eval(() =>
          performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('/planisfero_bg.wasm')).length,
        );
        assert.equal(wasmLoads, 1, 'the main wasm is downloaded once on a cold load (issue 32)');

        // A new game against the computer, one tap.
        await tapTestId(s, 'home-vs-computer');
        await s.waitFor(screenIs, ['play'], 'the play screen');
        await s.waitFor(() => !!document.querySelector('[data-testid="turn"]'), [], 'the turn indicator');

        // The person places armies with taps; the computers play in the worker.
        let placed = 0;
        let computerPlayed = false;
        for (let step = 0; step < 60 && !(placed >= 2 && computerPlayed); step++) {
          if (await s.eval(present, 'start-play')) await tapTestId(s, 'start-play');
          else if (await s.eval(present, 'turn-end-notice')) await tapTestId(s, 'notice-ok');
          else if (await s.eval(present, 'computer-turn')) {
            const n = await s.eval(savedActions);
            await s.waitFor(
              (n) =>
                Number(document.querySelector('[data-testid="save-status"]')?.dataset.saveActions) > n ||
                !document.querySelector('[data-testid="computer-turn"]'),
              [n],
              "the computer's move",
              60_000,
            );
            if ((await s.eval(savedActions)) > n) computerPlayed = true;
          } else {
            const phase = await personActs(s);
            if (phase === 'setup' || phase === 'reinforce') placed++;
          }
        }
        assert.ok(placed >= 2, `the person placed armies with taps (${placed} times)`);
        assert.ok(computerPlayed, 'a computer played');
        const worker = await s.eval(() => performance.getEntriesByType('resource').some((e) => e.name.includes('bot_worker')));
        assert.ok(worker, "the computer's moves came from the bots' worker");

        // A reload comes back to the same game, nothing lost.
        const game = await s.eval(storedGame);
        assert.equal(game.count, 1);
        await s.reload();
        await s.waitFor(screenIs, ['play'], 'the game after the reload');
        const again = await s.eval(storedGame);
        assert.equal(again.id, game.id, 'the same game');
        assert.ok(again.actions >= game.actions, `every move kept (${again.actions} >= ${game.actions})`);

        // Export of the save from the saved-games screen: the file is the save.
        await tapTestId(s, 'nav-home');
        await s.waitFor(screenIs, ['home'], 'Home');
        await tapTestId(s, 'home-saves');
        await s.waitFor(() => !!document.querySelector('[data-testid="saves"]'), [], 'the saved games');
        await s.eval(catchDownload);
        await tapTestId(s, 'save-export', `[data-save-id="${game.id}"]`);
        const file = await s.waitFor(() => window.__download, [], 'the exported file');
        assert.match(file.name, /^planisfero-.*\.json$/);
        // The file is the game in memory, whose play clock runs ahead of the store between
        // its writes (every 10 s and when the page is hidden): the same save but for it.
        const stored = await s.eval(storedGame);
        const [exported, kept] = [JSON.parse(file.text), JSON.parse(stored.text)];
        assert.ok(exported.elapsed_ms >= kept.elapsed_ms, `the play clock (${exported.elapsed_ms} >= ${kept.elapsed_ms} ms)`);
        assert.ok(exported.elapsed_ms - kept.elapsed_ms <= 15_000, 'the store is about one clock write behind at most');
        assert.deepEqual({ ...exported, elapsed_ms: 0 }, { ...kept, elapsed_ms: 0 }, 'the exported file is the save');

        // Offline: the service worker controls the page; with the server stopped, a
        // reload still opens the app (back on the saved games, where it was) and the game
        // continues.
        await s.waitFor(() => navigator.serviceWorker?.controller != null, [], 'the service worker in control', 60_000);
        await server.close();
        await s.reload();
        await s.waitFor(() => !!document.querySelector('[data-testid="saves"]'), [], 'the saved games with the server stopped');
        await tapTestId(s, 'nav-home');
        await s.waitFor(screenIs, ['home'], 'Home, offline');
        await tapTestId(s, 'home-continue');
        await s.waitFor(screenIs, ['play'], 'the game, offline');
        await s.waitFor(() => !!document.querySelector('[data-testid="turn"]'), [], 'the turn indicator, offline');
        await s.collectErrors();
        assert.deepEqual(s.errors, []);
        t.diagnostic(`${s.name} ${size.width}x${size.height}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      });
    });
  }
}

// Issue 32 item 6: the loader's import of the glue is checked by the import map's
// integrity (scripts/post-build.mjs 0c3), not only its modulepreload. The preload is
// dropped from the page, so the import is the only fetch: without the map both engines
// ran the modified glue and started the app.
describe('a modified planisfero.js', () => {
  let site;
  let server;
  before(async () => {
    site = mkdtempSync(path.join(tmpdir(), 'planisfero-modified-'));
    cpSync(DIST, site, { recursive: true });
    const glue = path.join(site, 'planisfero.js');
    const index = path.join(site, 'index.html');
    writeFileSync(glue, `self.__modified = true;\n${readFileSync(glue, 'utf8')}`);
    const html = readFileSync(index, 'utf8');
    const edited = html.replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g, '');
    assert.notEqual(edited, html, 'the build has a modulepreload');
    writeFileSync(index, edited);
    for (const f of [glue, index]) {
      rmSync(`${f}.gz`, { force: true });
      rmSync(`${f}.br`, { force: true });
    }
    server = await serve(site);
  });
  after(async () => {
    await server?.close();
    if (site) rmSync(site, { recursive: true, force: true });
  });
  for (const [engine, open] of Object.entries(ENGINES)) {
    if (only && !only.includes(engine)) continue;
    test(`${engine}: never runs, with no modulepreload either; the page names it`, async () => {
      const s = await open(SIZES[0]);
      try {
        await s.goto(server.url);
        await s.waitFor(() => !!document.querySelector('[data-testid="boot-failed"],[data-testid="screen"]'), [], 'the app or its failure');
        const [ran, started, text] = await s.eval(() => [
          self.__modified === true,
          !!document.querySelector('[data-testid="screen"]'),
          document.querySelector('[data-testid="boot-failed"]')?.textContent ?? '',
        ]);
        assert.equal(ran, false, 'the modified script never ran');
        assert.equal(started, false, 'the app did not start');
        assert.match(text, /il file «planisfero\.js»/);
      } finally {
        await s.close();
      }
    });
  }
});

if (!only || only.includes('webkit')) {
  describe('WebKit console', () => {
    test('a cold load logs no error and no unused preload', async () => {
      const server = await serve();
      try {
        // Loaded once the service worker has fetched every file of the build.
        const { files } = JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync(path.join(DIST, 'sw.js'), 'utf8'))[1]);
        const got = () => new Set(server.requests.map((r) => r.split(' ')[1].split('?')[0].slice(1)));
        const lines = await webkitConsole(server.url, () => got().has('sw.js') && files.every((f) => got().has(f)));
        // e.g. "CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive
        // 'manifest-src'." or "… was preloaded using link preload but not used …".
        assert.deepEqual(
          lines.filter((l) => /ERROR|preload/i.test(l)),
          [],
        );
      } finally {
        await server.close();
      }
    });
  });
}
