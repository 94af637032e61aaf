// End-to-end: the board is the screen (issue 43, items 1, 2 and 6), with a finger, at
// 1024x768 and 768x1024. During play the map fills the window and what lies over it is
// small: at least 85% of the viewport is map that nothing opaque covers; the whole world
// is on screen at the start; the drawer of details opens and closes with one tap and is
// remembered across a reload; the phase's main button is reachable and works by tap; no
// territory's name lies under another territory's badge or on another name, nor is cut at
// the screen's edge. Positions of the test build's `?sandbox=` hook
// (src/ui/play/sandbox.rs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DIST_TEST, LANDSCAPE, PORTRAIT, anchorOf, closeApp, startApp, stylesReady } from './helpers.mjs';

/** A finger's tap on the middle of `testid`'s element. */
async function fingerTap(page, testid) {
  const b = await page.getByTestId(testid).boundingBox();
  assert.ok(b, `${testid} is not on screen`);
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
}

/** Waits until no transition or animation runs (the drawer's slide). */
const settled = (page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** A sandbox position, revealed for its player by a tap. */
async function openSandbox(page, url, name) {
  await page.goto('about:blank');
  await page.goto(`${url}?sandbox=${name}`);
  await stylesReady(page);
  await page.getByTestId('handover').waitFor();
  await fingerTap(page, 'handover-reveal');
  await page.getByTestId('turn').waitFor();
  await settled(page);
}

/** A finger on a territory's badge. */
async function touchTerritory(page, id) {
  const { x, y } = await anchorOf(page, id);
  await page.touchscreen.tap(x, y);
}

/**
 * The boxes of the pieces that float over the map, each on its own: the header's two
 * buttons, the turn's chip, each of the panel's notes, each message over the map (a
 * refusal, the computer's caption, the toast), the zoom buttons, the dice tray, the bar
 * and the computers' summary.
 */
const floatingBoxes = (page) =>
  page.evaluate(() => {
    const sel = [
      '[data-testid="nav-home"]',
      '.lang-switch',
      '.turn-strip',
      '.panel-notes > *',
      '.over-map > *',
      '.board-zoom',
      '.dice-tray',
      '.actions',
      '.summary-card',
    ].join(', ');
    return [...document.querySelectorAll(sel)]
      .filter((e) => {
        const s = getComputedStyle(e);
        return s.visibility !== 'hidden' && s.display !== 'none' && e.getClientRects().length > 0;
      })
      .map((e) => {
        const r = e.getBoundingClientRect();
        const name = e.id || e.dataset.testid || e.className.baseVal || e.className;
        return { name, l: r.left, t: r.top, r: r.right, b: r.bottom };
      })
      .filter((b) => b.r > b.l && b.b > b.t);
  });

/** Every pair of floating boxes that lie on each other (by more than half a pixel). */
function overlaps(boxes) {
  const out = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const w = Math.min(a.r, b.r) - Math.max(a.l, b.l);
      const h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
      if (w > 0.5 && h > 0.5) out.push(`${a.name} ${JSON.stringify(a)} on ${b.name} ${JSON.stringify(b)}`);
    }
  }
  return out;
}

/**
 * The map's share of the viewport that nothing opaque covers: the board's rectangle
 * within the viewport, less the union of the visible `[data-overlay]` elements and the
 * messages over the map, on a 4 px grid; and, as a check of the marking, the share of
 * the same grid whose topmost element is the map.
 */
const mapShare = (page) =>
  page.evaluate(() => {
    const W = innerWidth;
    const H = innerHeight;
    const board = document.querySelector('[data-testid="play"] .board-map').getBoundingClientRect();
    const covers = [...document.querySelectorAll('[data-overlay], .over-map > *')]
      .filter((e) => {
        const s = getComputedStyle(e);
        return s.visibility !== 'hidden' && s.display !== 'none' && e.getClientRects().length > 0;
      })
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const step = 4;
    let total = 0;
    let free = 0;
    let top = 0;
    for (let y = step / 2; y < H; y += step) {
      for (let x = step / 2; x < W; x += step) {
        total++;
        const inBoard = x >= board.left && x < board.right && y >= board.top && y < board.bottom;
        if (inBoard && !covers.some((r) => x >= r.left && x < r.right && y >= r.top && y < r.bottom)) free++;
        if (document.elementFromPoint(x, y)?.closest('.board-map')) top++;
      }
    }
    return { rects: free / total, hits: top / total };
  });

/** Every territory's box on screen. */
const territoryBoxes = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.board-map > svg:not(.map-top) [data-territory]')].map((g) => {
      const r = g.getBoundingClientRect();
      return { id: g.getAttribute('data-territory'), l: r.left, t: r.top, r: r.right, b: r.bottom };
    }),
  );

/** Each label's box and each badge's box (the map's own, not the top layer's copies). */
const writing = (page) =>
  page.evaluate(() => {
    const svg = document.querySelector('.board-map > svg:not(.map-top)');
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width, h: r.height };
    };
    const labels = [...svg.querySelectorAll('[data-label]')].map((e) => ({
      id: e.getAttribute('data-label'),
      text: e.textContent,
      font: parseFloat(getComputedStyle(e).fontSize),
      ...box(e),
    }));
    const badges = [...svg.querySelectorAll('[data-territory]')].map((g) => ({
      id: g.getAttribute('data-territory'),
      ...box(g.querySelector('.badge circle')),
    }));
    return { labels, badges };
  });

for (const [name, viewport] of [
  ['1024x768', LANDSCAPE],
  ['768x1024', PORTRAIT],
]) {
  describe(`the board is the screen (${name}, touch)`, () => {
    let server;
    let browser;
    before(async () => ({ server, browser } = await startApp(DIST_TEST, { viewport, hasTouch: true })));
    after(() => closeApp({ server, browser }));

    test('during play at least 85% of the window is map nothing covers', async () => {
      const { page, errors } = browser;
      await openSandbox(page, server.url, 'blitz100');
      assert.equal(await page.getByTestId('play').getAttribute('data-sheet'), 'false', 'the drawer starts closed');
      const share = await mapShare(page);
      assert.ok(share.rects >= 0.85, `the map's uncovered share is ${(share.rects * 100).toFixed(1)}%`);
      assert.ok(share.hits >= 0.85, `the map is on top at ${(share.hits * 100).toFixed(1)}% of the window`);
      assert.deepEqual(errors, []);
    });

    test('at the start the whole world is on screen, names and badges readable and clear', async () => {
      const { page, errors } = browser;
      await openSandbox(page, server.url, 'blitz100');
      const boxes = await territoryBoxes(page);
      assert.equal(boxes.length, 42);
      for (const t of boxes) {
        const inside = t.l >= -0.5 && t.t >= -0.5 && t.r <= viewport.width + 0.5 && t.b <= viewport.height + 0.5;
        assert.ok(inside, `${t.id} leaves the screen: ${JSON.stringify(t)}`);
      }
      const { labels, badges } = await writing(page);
      assert.equal(labels.length, 42);
      for (const l of labels) assert.ok(l.font >= 10, `${l.id}'s name is ${l.font.toFixed(1)} px`);
      for (const b of badges) assert.ok(b.w >= 21, `${b.id}'s badge is ${b.w.toFixed(1)} px`);
      const clashes = [];
      for (const l of labels) {
        for (const b of badges) {
          if (b.id === l.id) continue;
          const w = Math.min(l.r, b.r) - Math.max(l.l, b.l);
          const h = Math.min(l.b, b.b) - Math.max(l.t, b.t);
          if (w > 0.5 && h > 0.5) clashes.push(`${l.text} under ${b.id}'s badge`);
        }
      }
      assert.deepEqual(clashes, []);
      // No name on another name, none cut at the screen's edge.
      const overlaps = [];
      labels.forEach((l, i) => {
        const inside = l.l >= -0.5 && l.t >= -0.5 && l.r <= viewport.width + 0.5 && l.b <= viewport.height + 0.5;
        if (!inside) overlaps.push(`${l.text} leaves the screen: ${JSON.stringify(l)}`);
        for (const m of labels.slice(i + 1)) {
          const w = Math.min(l.r, m.r) - Math.max(l.l, m.l);
          const h = Math.min(l.b, m.b) - Math.max(l.t, m.t);
          if (w > 0.5 && h > 0.5) overlaps.push(`${l.text} on ${m.text}`);
        }
      });
      assert.deepEqual(overlaps, []);
      assert.deepEqual(errors, []);
    });

    test('the drawer opens and closes with one tap and is remembered after a reload', async () => {
      const { page, errors } = browser;
      await openSandbox(page, server.url, 'blitz100');
      const play = page.getByTestId('play');
      await page.getByTestId('tab-log').waitFor({ state: 'hidden' });
      await fingerTap(page, 'sheet-toggle');
      assert.equal(await play.getAttribute('data-sheet'), 'true');
      await page.getByTestId('tab-log').waitFor({ state: 'visible' });
      await settled(page);
      await fingerTap(page, 'tab-players');
      await page.getByTestId('players').waitFor({ state: 'visible' });
      // Open, it stays open on the next visit.
      await openSandbox(page, server.url, 'blitz100');
      assert.equal(await play.getAttribute('data-sheet'), 'true');
      await page.getByTestId('tab-turn').waitFor({ state: 'visible' });
      await fingerTap(page, 'sheet-toggle');
      assert.equal(await play.getAttribute('data-sheet'), 'false');
      await page.getByTestId('tab-turn').waitFor({ state: 'hidden' });
      // Closed, it stays closed.
      await openSandbox(page, server.url, 'blitz100');
      assert.equal(await play.getAttribute('data-sheet'), 'false');
      await page.getByTestId('tab-turn').waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    });

    test('the floating notes, messages, dice and buttons never lie on each other', async () => {
      const { page, errors } = browser;
      // The last round of a testa a testa: two notes (who directs the morto, the end).
      await openSandbox(page, server.url, 'testa_morto');
      assert.equal(await page.locator('.panel-notes > *').count(), 2);
      // A refusal: the morto may not attack its director.
      await touchTerritory(page, 'ucraina');
      await touchTerritory(page, 'europa_settentrionale');
      await page.getByTestId('explain').waitFor();
      await page.screenshot({ path: `/tmp/overlay-explain-${name}.png` });
      assert.deepEqual(overlaps(await floatingBoxes(page)), []);
      // A throw from Ucraina, still chosen: the dice tray beside the notes.
      await touchTerritory(page, 'afghanistan');
      await page.getByTestId('attack-dialog').waitFor();
      await page.getByTestId('attack-dice-3').tap();
      await page.getByTestId('dice-tray').waitFor();
      await settled(page);
      await page.screenshot({ path: `/tmp/overlay-dice-${name}.png` });
      assert.deepEqual(overlaps(await floatingBoxes(page)), []);
      assert.deepEqual(errors, []);
    });

    test('the phase\'s main button is in reach, clear of the zoom buttons, and works by tap', async () => {
      const { page, errors } = browser;
      await openSandbox(page, server.url, 'blitz100');
      assert.equal(await page.getByTestId('turn').getAttribute('data-phase'), 'attack');
      const main = await page.getByTestId('end-attacks').boundingBox();
      assert.ok(main.y + main.height <= viewport.height && main.y >= 0, `the button is off screen: ${JSON.stringify(main)}`);
      const zoom = await page.locator('.board-zoom').boundingBox();
      const apart = main.x + main.width <= zoom.x || zoom.y + zoom.height <= main.y || main.y + main.height <= zoom.y;
      assert.ok(apart, `the zoom buttons ${JSON.stringify(zoom)} sit on the bar's button ${JSON.stringify(main)}`);
      // The topmost element at the button's middle is the button.
      const mine = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="end-attacks"]'), {
        x: main.x + main.width / 2,
        y: main.y + main.height / 2,
      });
      assert.ok(mine, 'something lies over the main button');
      await fingerTap(page, 'end-attacks');
      await page.waitForFunction(() => document.querySelector('[data-testid="turn"]').dataset.phase === 'fortify');
      // The zoom buttons still zoom.
      const before = Number(await page.getByTestId('board').getAttribute('data-zoom'));
      await fingerTap(page, 'zoom-in');
      await page.waitForFunction((z) => Number(document.querySelector('[data-testid="board"]').dataset.zoom) > z, before);
      assert.deepEqual(errors, []);
    });
  });
}
