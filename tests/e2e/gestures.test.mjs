// End-to-end: the map's gestures. A drag or a pinch moves the map and never selects; a
// tap (even a slightly shaky one) selects; wheel zooms around the cursor; the zoom is
// clamped; the keyboard reaches and selects territories.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  anchorOf,
  highlighted,
  openApp,
  openExplore,
  readPanel,
  viewBox,
  closeApp,
  startApp,
  DIST,
} from './helpers.mjs';

const zoomOf = async (page) => Number(await page.getByTestId('board').getAttribute('data-zoom'));
const nothingSelected = async (page) => {
  assert.equal(await page.getByTestId('territory-name').count(), 0, 'no territory panel');
  assert.deepEqual(await highlighted(page, 'selected'), [], 'no territory selected');
};

describe('map gestures', () => {
  let server;
  let browser;

  before(async () => ({ server, browser } = await startApp(DIST, { hasTouch: true })));
  after(() => closeApp({ server, browser }));

  const fresh = async () => {
    const { page } = browser;
    await openApp(page, server.url);
    await openExplore(page);
    return page;
  };

  test('a mouse drag pans the map and does not select', async () => {
    const page = await fresh();
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('zoom-in').click();
    const before = await viewBox(page);
    const a = await anchorOf(page, 'africa_del_nord');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 90, a.y + 40, { steps: 9 });
    await page.mouse.up();
    const moved = await viewBox(page);
    assert.ok(moved[0] < before[0] - 1, `the view moved left-to-right: ${before} -> ${moved}`);
    await nothingSelected(page);
  });

  test('a tap that wobbles a few pixels still selects', async () => {
    const page = await fresh();
    const a = await anchorOf(page, 'brasile');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 4, a.y + 3, { steps: 2 });
    await page.mouse.up();
    assert.equal((await readPanel(page)).id, 'brasile');
  });

  test('a touch tap selects', async () => {
    const page = await fresh();
    const a = await anchorOf(page, 'india');
    await page.touchscreen.tap(a.x, a.y);
    assert.equal((await readPanel(page)).id, 'india');
    // A tap gives no keyboard focus ring, nor the focus.
    assert.equal(await page.locator('.overlay [data-outline="focus"]').count(), 0);
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-territory]'))), false, 'no territory has the focus');
  });

  test('a two-finger pinch zooms and does not select', async () => {
    const page = await fresh();
    const a = await anchorOf(page, 'europa_meridionale');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, d) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: a.x - d, y: a.y, id: 1 },
                { x: a.x + d, y: a.y, id: 2 },
              ],
      });
    await touch('touchStart', 20);
    for (let d = 30; d <= 120; d += 10) await touch('touchMove', d);
    await touch('touchEnd', 0);
    const zoom = await zoomOf(page);
    assert.ok(zoom > 2.5, `pinching 40 px apart to 240 px zooms in (zoom ${zoom})`);
    await nothingSelected(page);
  });

  test('the wheel zooms around the cursor', async () => {
    const page = await fresh();
    // Zoomed in a little first, so that keeping the map on screen does not move it.
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('zoom-in').click();
    const z0 = await zoomOf(page);
    const a = await anchorOf(page, 'egitto');
    await page.mouse.move(a.x, a.y);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(
      (z0) => Number(document.querySelector('[data-testid=board]').dataset.zoom) > z0,
      z0,
    );
    const b = await anchorOf(page, 'egitto');
    assert.ok(Math.hypot(b.x - a.x, b.y - a.y) < 3, `Egitto stays under the cursor: ${JSON.stringify([a, b])}`);
    await nothingSelected(page);
  });

  test('zoom buttons are clamped and reset shows the whole map', async () => {
    const page = await fresh();
    const whole = await viewBox(page);
    assert.ok(await page.getByTestId('zoom-out').isDisabled());
    for (let i = 0; i < 12; i++) {
      if (await page.getByTestId('zoom-in').isDisabled()) break;
      await page.getByTestId('zoom-in').click();
    }
    assert.equal(await zoomOf(page), 8);
    assert.ok(await page.getByTestId('zoom-in').isDisabled());
    await page.getByTestId('zoom-reset').click();
    assert.equal(await zoomOf(page), 1);
    assert.deepEqual(await viewBox(page), whole);
  });

  test('Tab reaches the territories and Enter selects the focused one', async () => {
    const page = await fresh();
    let focused = null;
    for (let i = 0; i < 10 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('data-territory'));
    }
    assert.ok(focused, 'a territory takes the focus within 10 Tabs');
    // The keyboard focus ring is drawn above the map.
    assert.equal(await page.locator('.overlay [data-outline="focus"]').count() > 0, true);
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('data-territory'));
    assert.ok(next && next !== focused, 'Tab moves to another territory');
    await page.keyboard.press('Enter');
    assert.equal((await readPanel(page)).id, next);
    assert.equal(await page.locator('.overlay [data-outline="selected"]').count() > 0, true);
    // A tap afterwards selects without moving the focus onto a territory (a focus change
    // costs a repaint of the map), and the keyboard ring does not stay behind.
    const a = await anchorOf(page, 'india');
    await page.mouse.click(a.x, a.y);
    assert.equal((await readPanel(page)).id, 'india');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-territory]'))), false, 'no territory has the focus');
    assert.equal(await page.locator('.overlay [data-outline="focus"]').count(), 0);
  });
});
