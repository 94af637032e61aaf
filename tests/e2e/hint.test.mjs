// End-to-end: "Consiglio" says why and shows where (issue 47 item 1, issue 43 item 5).
// One person against three Medio in `classico` (which always offers the hint), with
// finger taps, at both tablet sizes: the hint's reason is one sentence under it; with the
// map zoomed in and the named territory panned off screen, asking again brings it into
// view; while a dialog is open the button is disabled and says why.
//
// The hint needs the game's save (the bots' worker rebuilds the game from it), so the
// position is a real game's first placement, not a `?sandbox=` one (a sandbox table has
// no save: src/ui/play/panel.rs offers no hint there).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anchorOf, launch, openApp, startServer, stylesReady } from './helpers.mjs';
import { untilPerson } from './play_helpers.mjs';

const SIZES = [
  ['landscape', { width: 1024, height: 768 }],
  ['portrait', { width: 768, height: 1024 }],
];

/** Home → classico, the person and three Medio. */
async function startVsMedio(page) {
  await page.getByTestId('home-new-game').tap();
  await page.getByTestId('preset-classico').tap();
  await page.getByTestId('players-4').tap();
  for (const i of [1, 2, 3]) await page.getByTestId(`seat-${i}-who-medio`).tap();
  await page.getByTestId('start-game').tap();
  await page.getByTestId('play').waitFor();
}

/** Taps Consiglio and waits for its answer: { from, to, text, reason, kind }. */
async function askHint(page) {
  await page.getByTestId('hint').tap();
  await page.locator('[data-testid="hint-text"][data-state="shown"]').waitFor({ timeout: 10_000 });
  const hint = await page.getByTestId('hint-text').evaluate((e) => ({ ...e.dataset, text: e.textContent }));
  const reason = page.getByTestId('hint-reason');
  await reason.waitFor();
  assert.ok(await reason.isVisible(), 'the reason is on screen');
  return { ...hint, reason: (await reason.textContent()).trim(), kind: await reason.getAttribute('data-kind') };
}

/** Whether territory `id`'s badge lies inside the visible map (the board's box). */
async function inView(page, id) {
  const a = await anchorOf(page, id);
  const b = await page.getByTestId('board').boundingBox();
  return a.x >= b.x && a.x <= b.x + b.width && a.y >= b.y && a.y <= b.y + b.height;
}

/** One finger dragged across the map by (dx, dy) from its centre: it pans. */
async function drag(page, dx, dy) {
  const b = await page.getByTestId('board').boundingBox();
  const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, px, py) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py, id: 1 }] });
  await touch('touchStart', x, y);
  for (let k = 1; k <= 8; k++) await touch('touchMove', x + (dx * k) / 8, y + (dy * k) / 8);
  await touch('touchEnd', 0, 0);
  await cdp.detach();
}

describe('the hint says why and shows where', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  for (const [name, viewport] of SIZES) {
    test(`the reason is shown, the named territory brought into view, no hint under a dialog (${name})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await openApp(page, `${server.url}?seed=20261207`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await stylesReady(page);
        await page.locator('[data-screen="home"]').waitFor();
        await startVsMedio(page);
        await untilPerson(page, 'setup');

        const first = await askHint(page);
        assert.match(first.text, /^Consiglio: \d+ armat[ae] su /, first.text);
        assert.ok(['defend', 'reinforce'].includes(first.kind), `a placement's reason: ${first.kind}`);
        assert.match(first.reason, /^(.+ ha \d+ armat[ae] nemich[ea] accanto|Da .+ prendi .+: vinci .+)\.$/, first.reason);
        const named = first.from;

        // Zoomed in, the named territory pushed off the screen.
        for (let k = 0; k < 3; k++) await page.getByTestId('zoom-in').tap();
        for (let k = 0; k < 6 && (await inView(page, named)); k++) {
          const a = await anchorOf(page, named);
          const b = await page.getByTestId('board').boundingBox();
          const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
          const len = Math.hypot(a.x - cx, a.y - cy) || 1;
          await drag(page, ((a.x - cx) / len) * b.width * 0.45, ((a.y - cy) / len) * b.height * 0.45);
        }
        assert.ok(!(await inView(page, named)), `${named} is off screen before asking again`);

        const again = await askHint(page);
        assert.equal(again.from, named, 'the same position, the same hint');
        await page.waitForFunction(
          (id) => {
            const g = document.querySelector(`[data-territory="${id}"]`);
            const [x, y] = g.getAttribute('data-anchor').trim().split(/[\s,]+/).map(Number);
            const p = g.ownerSVGElement.createSVGPoint();
            p.x = x;
            p.y = y;
            const s = p.matrixTransform(g.ownerSVGElement.getScreenCTM());
            const b = document.querySelector('[data-testid="board"]').getBoundingClientRect();
            return s.x >= b.left && s.x <= b.right && s.y >= b.top && s.y <= b.bottom;
          },
          named,
          { timeout: 5_000 },
        );
        assert.ok(await inView(page, named), `${named} is brought into view`);
        assert.ok(Number(await page.getByTestId('board').getAttribute('data-zoom')) > 1, 'the zoom is kept');

        // A dialog open: the hint is disabled and says why.
        await page.getByTestId('open-rules').tap();
        await page.getByTestId('rules-dialog').waitFor();
        const button = page.getByTestId('hint');
        assert.ok(await button.isDisabled(), 'no hint under a dialog');
        assert.equal(await button.getAttribute('title'), 'Chiudi la finestra per un consiglio');
        assert.equal((await page.getByTestId('hint-why').textContent()).trim(), 'Chiudi la finestra per un consiglio');
        await page.getByTestId('rules-dialog-close').tap();
        await page.getByTestId('rules-dialog').waitFor({ state: 'detached' });
        assert.ok(!(await button.isDisabled()), 'offered again once the dialog is closed');
        assert.equal(await page.getByTestId('hint-why').count(), 0);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }
});
