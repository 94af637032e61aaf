// End-to-end: the first screen before the wasm (issue 28). index.html carries Home written
// at build time by the presentation core (crates/present/src/present/prerender.rs), in the stored
// language (public/boot.js); the app takes over the same markup without moving a box,
// and a tap made before the wasm has arrived is performed, not lost. The wasm is held
// back with page.route until the test lets it through.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, LANDSCAPE, PORTRAIT, startServer } from './helpers.mjs';
import { goldenAs, SAVE_PREFIX } from './saves-helpers.mjs';

/** Holds back every request for `file` until the returned `release` is called. */
async function holdBack(page, file) {
  let release;
  const gate = new Promise((ok) => {
    release = ok;
  });
  await page.route(`**/${file}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The language of the prerendered copy on show (the other one is display: none). */
const shownCopy = () => {
  const copy = [...document.querySelectorAll('#prerender [data-pre-lang]')].find((c) => c.getClientRects().length > 0);
  return copy && copy.dataset.preLang;
};

/** Boxes of the first screen's parts (title, tagline, buttons) by a stable key. */
const boxes = (scope) => {
  const root = scope ? document.querySelector(scope) : document;
  const out = {};
  for (const el of root.querySelectorAll('.topbar-title, .home-title, .home-tagline, .lang-button, .big-button, .home-count')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const key = `${el.className} ${el.dataset.act || el.getAttribute('href') || ''}`;
    out[key] = [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
  }
  return out;
};

describe('the first screen before the wasm', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  for (const viewport of [LANDSCAPE, PORTRAIT]) {
    test(`Home is drawn from the page alone and the app takes it over without moving a box (${viewport.width}x${viewport.height})`, async () => {
      const b = await launch({ viewport });
      try {
        const release = await holdBack(b.page, 'planisfero_bg.wasm');
        await b.page.goto(server.url);
        await b.page.locator('#prerender [data-pre-lang="it"] [data-act="go:explore"]').waitFor();
        assert.equal(await b.page.evaluate(shownCopy), 'it');
        assert.equal(await b.page.locator('[data-testid="screen"]').count(), 0, 'the app is not mounted yet');
        const before = await b.page.evaluate(boxes, '#prerender [data-pre-lang="it"]');
        assert.ok(Object.keys(before).length >= 10, JSON.stringify(before));
        // The markup of the stand-in, as written at build time.
        const pre = await b.page.evaluate(() => {
          const c = document.querySelector('#prerender [data-pre-lang="it"]');
          // "Continua"'s place, not drawn without saved games (the app writes no button).
          const body = c.querySelector('.home-body').cloneNode(true);
          body.querySelector('[data-act="continue:"]').remove();
          // Nor the saved games' count (an empty badge that boot.js fills).
          body.querySelector('.home-count').remove();
          return [c.querySelector('.topbar-row').innerHTML, body.innerHTML];
        });
        release();
        await b.page.locator('[data-testid="screen"][data-screen="home"] [data-testid="home-explore"]').waitFor();
        await b.page.waitForFunction(() => !document.getElementById('prerender'));
        // The same markup as the app writes (its data-testids aside: the stand-in has none).
        const app = await b.page.evaluate(() =>
          ['.app .topbar-row', '.app .home-body'].map((s) => document.querySelector(s).innerHTML.replace(/ data-testid="[^"]*"/g, '')),
        );
        assert.deepEqual(app, pre);
        assert.deepEqual(await b.page.evaluate(boxes, '.app'), before);
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    });
  }

  test('with saved games, the copy shows their number and Continua\'s place before the wasm, and the app fills them in without moving a box', async () => {
    const b = await launch();
    try {
      // Three saved games in the browser before the page's first load.
      await b.page.addInitScript(
        ([prefix, saves]) => {
          if (!sessionStorage.getItem('seeded')) {
            for (const [id, text] of Object.entries(saves)) localStorage.setItem(prefix + id, text);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [SAVE_PREFIX, { 'g-a': goldenAs('g-a', 'Uno'), 'g-b': goldenAs('g-b', 'Due'), 'g-c': goldenAs('g-c', 'Tre') }],
      );
      const release = await holdBack(b.page, 'planisfero_bg.wasm');
      await b.page.goto(server.url);
      const copy = '#prerender [data-pre-lang="it"]';
      await b.page.locator(`${copy} [data-act="go:saves"]`).waitFor();
      assert.equal(await b.page.locator('[data-testid="screen"]').count(), 0, 'the app is not mounted yet');
      // The count is drawn (a CSS variable boot.js set before the body was there).
      const shown = await b.page.evaluate((sel) => {
        const badge = document.querySelector(`${sel} [data-act="go:saves"] .home-count`);
        return [badge.checkVisibility(), getComputedStyle(badge, '::before').content, badge.getBoundingClientRect().width];
      }, copy);
      assert.deepEqual(shown.slice(0, 2), [true, '"3"'], JSON.stringify(shown));
      assert.ok(shown[2] > 10, `the badge has its width (${shown[2]} px)`);
      // "Continua"'s place is kept.
      assert.equal(await b.page.evaluate((sel) => document.querySelector(`${sel} [data-act="continue:"]`).getClientRects().length, copy), 1);
      const before = await b.page.evaluate(boxes, copy);
      release();
      await b.page.locator('[data-testid="home-continue"]').waitFor();
      await b.page.waitForFunction(() => !document.getElementById('prerender'));
      assert.equal(await b.page.getByTestId('home-saves-count').textContent(), '3');
      const now = await b.page.evaluate(boxes, '.app');
      // Continua's slot, filled in: the same box under the app's key.
      const slot = Object.keys(before).find((k) => k.endsWith('continue:'));
      const cont = Object.keys(now).find((k) => k.includes('continue:g-'));
      assert.deepEqual(now[cont], before[slot]);
      delete before[slot];
      delete now[cont];
      assert.deepEqual(now, before);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test("with a game to continue, the copy shows Continua with the game's name, and a tap on it before the wasm opens that game", async () => {
    // Issue 48, item 5: "Continua" was an invisible place until the app started, and a
    // tap on it did nothing.
    const b = await launch({ hasTouch: true });
    try {
      // Two games and the index the app keeps of them (Due played last), before the first load.
      const summary = (id, name, last) => ({
        id,
        name,
        preset: 'torneo',
        players: [],
        round: 9,
        phase: 'attack',
        created_ms: 1700000000000,
        last_played_ms: last,
        actions: 230,
        elapsed_ms: 1234567,
        bytes: 1471,
      });
      const index = JSON.stringify({ version: 1, games: [summary('g-a', 'Uno', 1700000001000), summary('g-b', 'Due «l\'ultima»', 1700000002000)] });
      await b.page.addInitScript(
        ([prefix, saves, index]) => {
          if (!sessionStorage.getItem('seeded')) {
            for (const [id, text] of Object.entries(saves)) localStorage.setItem(prefix + id, text);
            localStorage.setItem('planisfero.saves', index);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [SAVE_PREFIX, { 'g-a': goldenAs('g-a', 'Uno'), 'g-b': goldenAs('g-b', "Due «l'ultima»") }, index],
      );
      const release = await holdBack(b.page, 'planisfero_bg.wasm');
      await b.page.goto(server.url);
      const copy = '#prerender [data-pre-lang="it"]';
      const button = b.page.locator(`${copy} [data-act="continue:"]`);
      await button.waitFor();
      assert.equal(await b.page.locator('[data-testid="screen"]').count(), 0, 'the app is not mounted yet');
      assert.ok(await button.isVisible(), 'Continua is shown');
      assert.equal(
        await button.evaluate((e) => getComputedStyle(e.querySelector('.home-continue-name'), '::before').content),
        '"Due «l\'ultima»"',
      );
      await button.tap();
      assert.equal(await button.getAttribute('aria-busy'), 'true', 'the tap is kept');
      release();
      await b.page.locator('[data-screen="play"]').waitFor();
      await b.page.waitForFunction(() => !document.getElementById('prerender'));
      // Due is the game opened: its lock, or the place noted for a reload, names it.
      await b.page.waitForFunction(
        () => localStorage.getItem('planisfero.lock.g-b') !== null || (sessionStorage.getItem('planisfero.resume') || '').includes('g-b'),
      );
      assert.equal(await b.page.evaluate(() => localStorage.getItem('planisfero.lock.g-a')), null, 'not Uno');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('a reload on a game shows no frame of Home before the game, even when the journal answers after the app has mounted', async () => {
    const b = await launch();
    try {
      // In every load: notes each frame that draws one of Home's buttons (the copy's or the
      // app's: checkVisibility sees `visibility: hidden`); and, when asked, holds the
      // journal's answer (public/journal.js) until the app has mounted: the race in which
      // a reload showed Home for a moment (issue 32).
      await b.page.addInitScript(() => {
        const seen = (window.__homeFrames = []);
        let frames = 0;
        const frame = () => {
          frames += 1;
          const home = [...document.querySelectorAll('.home-menu .big-button')].some((e) => e.checkVisibility({ visibilityProperty: true }));
          if (home) seen.push(frames);
          window.__frames = frames;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        if (sessionStorage.getItem('slow-journal') !== '1') return;
        let journal;
        Object.defineProperty(window, 'planisferoJournal', {
          configurable: true,
          get: () => journal,
          set: (j) => {
            const all = j.all;
            const mounted = () => new Promise((ok) => {
              const poll = () => (document.querySelector('[data-testid="screen"]') ? requestAnimationFrame(() => requestAnimationFrame(ok)) : requestAnimationFrame(poll));
              poll();
            });
            journal = { ...j, all: () => mounted().then(all) };
          },
        });
      });
      const page = b.page;
      await page.goto(server.url);
      await page.locator('[data-screen="home"]').waitFor();
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`${SAVE_PREFIX}g-r`, goldenAs('g-r', 'Ricarica')]);
      await page.reload();
      await page.getByTestId('home-continue').click();
      await page.locator('[data-screen="play"]').waitFor();
      const flashes = [];
      const stuck = [];
      for (let i = 0; i < 6; i++) {
        await page.evaluate((slow) => sessionStorage.setItem('slow-journal', slow ? '1' : '0'), i % 2 === 0);
        await page.reload();
        await page.locator('[data-screen="play"]').waitFor();
        // A few frames more: Home does not come back either.
        await page.waitForFunction(() => window.__frames > 3 && document.querySelector('[data-screen="play"]'));
        const f = await page.evaluate(() => window.__homeFrames);
        if (f.length) flashes.push(`reload ${i + 1} (journal ${i % 2 === 0 ? 'late' : 'as is'}): Home in frames ${f.join(',')}`);
        if (await page.evaluate(() => document.documentElement.hasAttribute('data-boot'))) stuck.push(i + 1);
      }
      assert.deepEqual(flashes, []);
      assert.deepEqual(stuck, [], 'the wait ended on every reload');
      // A reload on Home shows Home, at once.
      await page.getByTestId('nav-home').click();
      await page.locator('[data-screen="home"]').waitFor();
      await page.reload();
      await page.locator('#prerender [data-pre-lang="it"] [data-act="go:saves"], [data-testid="home-saves"]').first().waitFor({ state: 'visible' });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('a reload on a game whose journal never answers (IndexedDB blocked) shows Home after a bounded wait', async () => {
    const b = await launch();
    try {
      // When asked, IndexedDB's open never answers (a private mode, a blocked open).
      await b.page.addInitScript(() => {
        if (sessionStorage.getItem('hang-idb') === '1') IDBFactory.prototype.open = () => ({});
      });
      const page = b.page;
      await page.goto(server.url);
      await page.locator('[data-screen="home"]').waitFor();
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`${SAVE_PREFIX}g-h`, goldenAs('g-h', 'Appesa')]);
      await page.reload();
      await page.getByTestId('home-continue').click();
      await page.locator('[data-screen="play"]').waitFor();
      await page.evaluate(() => sessionStorage.setItem('hang-idb', '1'));
      await page.reload();
      await page.locator('[data-testid="screen"]').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.boot), 'resume', 'the reload waits for the journal');
      // The journal never answers: Home's buttons show all the same.
      await page.getByTestId('home-continue').waitFor({ state: 'visible', timeout: 15_000 });
      assert.ok(await page.getByTestId('home-continue').isVisible());
      assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-boot')), false);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test("a game started by a tap before the wasm draws its board before the service worker's install starts", async () => {
    const b = await launch({ hasTouch: true });
    try {
      // Notes when the page registers its worker and the first frame with the map drawn.
      await b.page.addInitScript(() => {
        const t = (window.__order = {});
        const sw = navigator.serviceWorker;
        if (sw) {
          const register = sw.register.bind(sw);
          sw.register = (...args) => {
            t.register = performance.now();
            return register(...args);
          };
        }
        const frame = (now) => {
          if (document.querySelector('[data-screen="play"] [data-territory]')) t.board = now;
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      const release = await holdBack(b.page, 'planisfero_bg.wasm');
      await b.page.goto(server.url);
      await b.page.locator('#prerender [data-pre-lang="it"] [data-act="vs-computer"]').tap();
      release();
      await b.page.waitForFunction(() => window.__order.register !== undefined && window.__order.board !== undefined);
      const t = await b.page.evaluate(() => window.__order);
      assert.ok(t.register > t.board, `registered at ${t.register} ms, board drawn at ${t.board} ms`);
      await b.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    } finally {
      await b.close();
    }
  });

  test('a tap on Home made before the wasm is ready is not lost: it waits, visibly, then is performed', async () => {
    const b = await launch({ hasTouch: true });
    try {
      const release = await holdBack(b.page, 'planisfero_bg.wasm');
      await b.page.goto(server.url);
      const explore = b.page.locator('#prerender [data-pre-lang="it"] [data-act="go:explore"]');
      await explore.tap();
      assert.equal(await explore.getAttribute('aria-busy'), 'true', 'the tapped button shows it waits');
      assert.equal(await b.page.locator('[data-testid="screen"]').count(), 0, 'the wasm was held back');
      release();
      await b.page.locator('[data-testid="screen"][data-screen="explore"] [data-territory]').first().waitFor();
      assert.equal(await b.page.locator('#prerender').count(), 0);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('the language chosen last is drawn before the wasm, and IT/EN switch it meanwhile', async () => {
    const b = await launch({ hasTouch: true });
    try {
      await b.page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('planisfero.lang', 'en');
          sessionStorage.setItem('seeded', '1');
        }
      });
      const release = await holdBack(b.page, 'planisfero_bg.wasm');
      await b.page.goto(server.url);
      await b.page.locator('#prerender [data-pre-lang="en"] .home-tagline').waitFor();
      assert.equal(await b.page.evaluate(shownCopy), 'en');
      assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'en');
      await b.page.locator('#prerender [data-pre-lang="en"] [data-act="lang:it"]').tap();
      await b.page.locator('#prerender [data-pre-lang="it"] .home-tagline').waitFor();
      assert.equal(await b.page.evaluate(() => localStorage.getItem('planisfero.lang')), 'it');
      release();
      await b.page.locator('[data-testid="app"][data-lang="it"] [data-testid="home-explore"]').waitFor();
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('a shared link with ?seed= and the desk page show their first screen before their wasm', async () => {
    const b = await launch();
    try {
      const release = await holdBack(b.page, '*_bg.wasm');
      await b.page.goto(`${server.url}?seed=42`);
      await b.page.locator('#prerender [data-pre-lang="it"] [data-act="go:new_game"]').waitFor();
      await b.page.goto(`${server.url}torneo.html`);
      await b.page.locator('#desk [data-pre-lang="it"] .topbar-title').waitFor();
      assert.equal(await b.page.locator('#desk [data-pre-lang="it"] .topbar-title').textContent(), 'Torneo');
      assert.equal(await b.page.locator('[data-testid="tournament"]').count(), 0, 'the desk is not started yet');
      release();
      await b.page.locator('[data-testid="tournament"]').waitFor();
      assert.equal(await b.page.locator('[data-pre-lang]').count(), 0);
    } finally {
      await b.close();
    }
  });
});
