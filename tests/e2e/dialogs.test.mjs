// End-to-end: dialogs that do not hide the decision (issue 30), on positions of the test
// build's `?sandbox=` hook (src/ui/play/sandbox.rs), in landscape and portrait: the attack
// dialog leaves its two territories in sight, the cards dialog fits a portrait tablet,
// Rivedi's zoom buttons are not under its bar, no two buttons touch; and the end of a game:
// a celebration, "?" after the end.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DIST_TEST,
  LANDSCAPE,
  anchorOf,
  PORTRAIT,
  ROOT,
  assertCheckTargets,
  launch,
  openApp,
  startServer,
  stylesReady,
} from './helpers.mjs';
import { mkdirSync, readFileSync } from 'node:fs';
import { animationsDone, axeViolations } from './screenshots.mjs';
import path from 'node:path';
import { tap } from './play_helpers.mjs';
import { freshHome, seed } from './saves-helpers.mjs';

/** The finished testa a testa game of tests/e2e/fixtures. */
const FINISHED = (() => {
  const text = readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'testa-game-1.json'), 'utf8').trim();
  return { id: JSON.parse(text).meta.id, text };
})();

async function openSandbox(page, url, name) {
  await page.goto('about:blank');
  await page.goto(`${url}?sandbox=${name}`);
  await stylesReady(page);
  await page.getByTestId('handover').waitFor();
  await page.getByTestId('handover-reveal').click();
  await page.getByTestId('turn').waitFor();
}

/** Bounding boxes of what `selector` matches (visible ones), in viewport pixels. */
const boxes = (page, selector) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ x: r.left, y: r.top, w: r.width, h: r.height })),
  );

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** Boxes closer than 2 px (touching) on both axes. */
const touch = (a, b, gap = 2) =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

/** Every button of `scope` lies in the viewport, and no two of them touch. */
async function buttonsApart(page, scope, viewport) {
  const bs = await boxes(page, `${scope} button, ${scope} label.big-button`);
  assert.ok(bs.length > 0, `no button in ${scope}`);
  for (const b of bs) {
    assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.w <= viewport.width + 0.5 && b.y + b.h <= viewport.height + 0.5,
      `${scope}: a button out of the screen ${JSON.stringify(b)}`);
  }
  for (let i = 0; i < bs.length; i++) {
    for (let j = i + 1; j < bs.length; j++) {
      assert.ok(!touch(bs[i], bs[j]), `${scope}: two buttons touch ${JSON.stringify([bs[i], bs[j]])}`);
    }
  }
}

/** Zoomed in, Ucraina and Urali in the middle of the map, where a dialog centred on the
 * screen would cover them. */
async function centreUcrainaUrali(page) {
  await page.getByTestId('zoom-in').click();
  await page.getByTestId('zoom-in').click();
  const map = await page.locator('.board-map').boundingBox();
  const mid = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
  for (let i = 0; i < 3; i++) {
    const [u, r] = [await anchorOf(page, 'ucraina'), await anchorOf(page, 'urali')];
    const m = await page.locator('.board-map').boundingBox();
    const c = { x: m.x + m.width / 2, y: m.y + m.height / 2 };
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + mid.x - (u.x + r.x) / 2, c.y + mid.y - (u.y + r.y) / 2, { steps: 6 });
    await page.mouse.up();
  }
}

/** The dialog `id` covers neither Ucraina's nor Urali's badge (its army count, where
 * the player reads it). */
async function bothInSight(page, id) {
  const [dialog] = await boxes(page, `[data-testid="${id}"]`);
  for (const t of ['ucraina', 'urali']) {
    const [badge] = await boxes(page, `[data-territory="${t}"] [data-armies]`);
    assert.ok(!overlap(dialog, badge), `${t} is under the ${id}: ${JSON.stringify({ dialog, badge })}`);
  }
}

const SHOTS = path.join(ROOT, 'screenshots');

/** A screenshot for the eye (screenshots/dialogs-*.png), axe clean. */
async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  const { width, height } = page.viewportSize();
  await animationsDone(page);
  await page.screenshot({ path: path.join(SHOTS, `dialogs-${name}-${width}x${height}.png`) });
  assert.deepEqual(await axeViolations(page, `${name} ${width}x${height}`), []);
}

describe('dialogs that do not hide the decision', () => {
  let server;
  before(async () => {
    server = await startServer(DIST_TEST);
  });
  after(() => server?.close());

  for (const [name, viewport] of [
    ['landscape', LANDSCAPE],
    ['portrait', PORTRAIT],
  ]) {
    test(`the attack dialog leaves its two territories in sight (${name})`, async () => {
      const browser = await launch({ viewport });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'blitz100');
        await tap(page, 'ucraina');
        await centreUcrainaUrali(page);
        await tap(page, 'urali');
        await page.getByTestId('attack-dialog').waitFor();
        await bothInSight(page, 'attack-dialog');
        await buttonsApart(page, '[data-testid="attack-dialog"]', viewport);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`the conquest dialog leaves its two territories in sight, the bar on screen (${name})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'conquest');
        await tap(page, 'ucraina');
        await centreUcrainaUrali(page);
        await tap(page, 'urali');
        await page.getByTestId('attack-blitz').tap();
        await page.getByTestId('conquest-dialog').waitFor();
        await bothInSight(page, 'conquest-dialog');
        await buttonsApart(page, '[data-testid="conquest-dialog"]', viewport);
        // The screen stays as it was: the drawer closed, the bar of actions on screen.
        assert.equal(await page.locator('.play').getAttribute('data-sheet'), 'false');
        const [bar] = await boxes(page, '.actions');
        assert.ok(bar && bar.y >= 0 && bar.y + bar.h <= viewport.height + 0.5, `the bar is off screen: ${JSON.stringify(bar)}`);
        await shot(page, `conquest-${name}`);
        await page.getByTestId('conquest-confirm').tap();
        await page.getByTestId('conquest-dialog').waitFor({ state: 'detached' });
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`the sdadata with its extra rolls fits the screen (${name})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'testa_extra');
        await page.getByTestId('end-turn').tap();
        await page.getByTestId('extra-rolls-2').tap();
        await page.getByTestId('turn-end-notice').waitFor();
        await page.getByTestId('sdadata-roll-dice').tap();
        if (await page.getByTestId('sdadata-show-all').isVisible()) await page.getByTestId('sdadata-show-all').tap();
        assert.equal(await page.getByTestId('sdadata-dice').count(), 3, 'the roll and two extra rolls');
        await animationsDone(page);
        const [card] = await boxes(page, '[data-testid="turn-end-notice"] .overlay-card');
        assert.ok(card.y >= 0 && card.y + card.h <= viewport.height + 0.5, `the card leaves the screen: ${JSON.stringify(card)}`);
        // Compact: all of it at once, OK included, no scrolling.
        const hidden = await page
          .locator('[data-testid="turn-end-notice"] .overlay-card')
          .evaluate((e) => e.scrollHeight - e.clientHeight);
        assert.ok(hidden <= 1, `${hidden}px of the card scrolled out of sight`);
        await buttonsApart(page, '[data-testid="turn-end-notice"]', viewport);
        await shot(page, `sdadata-extra-${name}`);
        await page.getByTestId('notice-ok').tap();
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`the cards dialog fits the screen (${name})`, async () => {
      const browser = await launch({ viewport });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'trade');
        await page.getByTestId('open-trade').click();
        await page.locator('[data-testid="trade-option"]').first().waitFor();
        const [modal] = await boxes(page, '[data-testid="cards-dialog"]');
        for (const b of await boxes(page, '[data-testid="trade-option"]')) {
          assert.ok(b.x >= modal.x && b.x + b.w <= modal.x + modal.w + 0.5, `"Gioca" cut: ${JSON.stringify({ b, modal })}`);
        }
        const scroll = await page.getByTestId('cards-dialog').evaluate((e) => e.scrollWidth - e.clientWidth);
        assert.ok(scroll <= 1, `the cards dialog scrolls sideways by ${scroll}px`);
        await buttonsApart(page, '[data-testid="cards-dialog"]', viewport);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`the end: a celebration, "?" still answers (${name})`, async () => {
      const browser = await launch({ viewport });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'final');
        await page.getByTestId('end-turn').click();
        await page.getByTestId('final-table').waitFor();
        assert.equal(await page.getByTestId('celebrate').count(), 1);
        await buttonsApart(page, '[data-testid="final-table"] .modal-actions', viewport);
        // "?" after the end: the table put aside, the rules open.
        await page.getByTestId('final-hide').click();
        await page.getByTestId('open-rules').click();
        await page.getByTestId('rules-dialog').waitFor();
        await page.getByTestId('rules-dialog-close').click();
        await page.getByTestId('show-final').click();
        await page.getByTestId('final-table').waitFor();
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`a finished game: Home offers Rivedi, its zoom out from under the bar (${name})`, async () => {
      const browser = await launch({ viewport });
      const { page, errors } = browser;
      try {
        await freshHome(page, server.url);
        await seed(page, { [FINISHED.id]: FINISHED.text });
        await page.reload();
        await page.locator('[data-screen="home"]').waitFor();
        await stylesReady(page);
        // Not "Continua": "Rivedi", which opens the replay.
        assert.equal(await page.getByTestId('home-continue').count(), 0);
        await page.getByTestId('home-replay').click();
        await page.getByTestId('replay').waitFor();
        const bar = await boxes(page, '.replay-bar');
        for (const z of await boxes(page, '.board-zoom button')) {
          for (const b of bar) assert.ok(!overlap(z, b), `a zoom button under Rivedi's bar ${JSON.stringify({ z, b })}`);
        }
        await buttonsApart(page, '.replay-bar', viewport);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }

  test('radio buttons and checkboxes are 44 px targets (new game, club)', async () => {
    const browser = await launch();
    try {
      await openApp(browser.page, server.url);
      await browser.page.getByTestId('home-new-game').click();
      await browser.page.getByTestId('preset-club').click();
      const sizes = await assertCheckTargets(browser.page, '[data-testid="new-game"]');
      assert.ok(sizes.length > 0, 'the club form has checkboxes');
      assert.deepEqual(browser.errors, []);
    } finally {
      await browser.close();
    }
  });
});
