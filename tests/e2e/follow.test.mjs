// End-to-end, with touch (issue 30): a computer turn you can follow, and the world on a
// tablet.
// - Item 2: while a computer attacks, an arrow from source to target is on the map
//   (data-from, data-to) with the dice and losses, and its sentence over the map; when
//   the turn comes back to the person, a summary says what each computer did and how many
//   territories the person lost (checked against the map before and after), "Mostrami"
//   replays the arrows on the map, and the summary is dismissed with a tap.
// - Item 4, as issue 43 (item 2) changed it: a new game against the computer starts
//   with the whole world on screen, so every one of the person's territories is, their
//   badges readable (>= 21 px), and no button at the map's edges is needed.
// Screenshots of each state go to screenshots/ (follow-*.png), axe runs on each.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LANDSCAPE, PORTRAIT, ROOT, closeApp, startApp, DIST } from './helpers.mjs';
import { personActs, shown, vsComputer } from './play_helpers.mjs';
import { animationsDone, axeViolations } from './screenshots.mjs';

const SHOTS = path.join(ROOT, 'screenshots');

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  const { width, height } = page.viewportSize();
  await animationsDone(page);
  await page.screenshot({ path: path.join(SHOTS, `follow-${name}-${width}x${height}.png`) });
  assert.deepEqual(await axeViolations(page, `${name} ${width}x${height}`), []);
}

/** The person's territories (the one-tap game's person is seat 0, blue). */
const mine = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.board-map > svg:not(.map-top) [data-territory]')]
      .filter((g) => (g.getAttribute('style') || '').includes('#pp-blu)'))
      .map((g) => g.getAttribute('data-territory')),
  );

/** Each of `ids`: its anchor in map units and on screen, and its badge's width. */
const placed = (page, ids) =>
  page.evaluate((ids) => {
    const board = document.querySelector('[data-testid="board"]').getBoundingClientRect();
    const svg = document.querySelector('.board-map > svg:not(.map-top)');
    const m = svg.getScreenCTM();
    return ids.map((id) => {
      const g = svg.querySelector(`[data-territory="${id}"]`);
      const [x, y] = g.getAttribute('data-anchor').trim().split(/[\s,]+/).map(Number);
      const sx = m.a * x + m.e;
      const sy = m.d * y + m.f;
      const on = sx >= board.left && sx <= board.right && sy >= board.top && sy <= board.bottom;
      const badge = g.querySelector('.badge circle').getBoundingClientRect().width;
      return { id, x, y, on, badge };
    });
  }, ids);

for (const [label, viewport] of [
  ['portrait', PORTRAIT],
  ['landscape', LANDSCAPE],
]) {
  describe(`the world at the start of a game (${label})`, () => {
    let server;
    let browser;
    before(async () => ({ server, browser } = await startApp(DIST, { viewport, hasTouch: true })));
    after(() => closeApp({ server, browser }));

    test('the start view holds the whole world: every territory of the person, badges >= 21 px', async () => {
      const { page, errors } = browser;
      await vsComputer(page, `${server.url}?seed=20261202`);
      const ids = await mine(page);
      assert.ok(ids.length >= 8, `the person holds ${ids.length} territories`);
      const at = await placed(page, ids);
      const shownHere = at.filter((p) => p.on);
      assert.equal(shownHere.length, ids.length, `${shownHere.length} of ${ids.length} shown`);
      for (const p of shownHere) assert.ok(p.badge >= 21, `${p.id}'s badge is ${p.badge.toFixed(1)} px`);
      // Nothing lies beyond the edges: no button to pan there.
      assert.equal(await shown(page, 'pan-west'), false);
      assert.equal(await shown(page, 'pan-east'), false);
      await shot(page, 'start');
      assert.deepEqual(errors, []);
    });
  });
}

describe('following the computer\'s turn (portrait, touch)', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp(DIST, { viewport: PORTRAIT, hasTouch: true })));
  after(() => closeApp({ server, browser }));

  test('attacks are arrows on the map, and the summary says what changed hands', async () => {
    const { page, errors } = browser;
    await vsComputer(page, `${server.url}?seed=20261130`);
    mkdirSync(SHOTS, { recursive: true });
    let arrow = null;
    let summarised = null;
    let held = await mine(page);
    const deadline = Date.now() + 8 * 60_000;
    while (!summarised) {
      assert.ok(Date.now() < deadline, 'a summary with a conquest in time');
      if (await shown(page, 'summary')) {
        const heldNow = await mine(page);
        const lost = held.filter((id) => !heldNow.includes(id));
        const text = await page.getByTestId('summary').textContent();
        const lines = await page.locator('[data-testid="summary-turns"] li').allTextContents();
        assert.ok(lines.length >= 1 && lines.every((l) => /^Computer \d: /.test(l)), lines.join('\n'));
        assert.ok(
          text.includes(lost.length === 0 ? 'Non hai perso territori.' : lost.length === 1 ? 'Hai perso 1 territorio.' : `Hai perso ${lost.length} territori.`),
          `${lost.length} lost: ${text}`,
        );
        const conquered = lines.some((l) => l.includes('conquista'));
        if (conquered && arrow) {
          summarised = { lines, lost };
          break;
        }
        await page.getByTestId('summary-ok').tap();
        await page.getByTestId('summary').waitFor({ state: 'detached' });
        held = await mine(page);
        continue;
      }
      if (await shown(page, 'computer-turn')) {
        // Normal speed until an attack was seen (its arrow stays 0.9 s), then fast.
        const speed = arrow ? 'veloce' : 'normale';
        await page.evaluate((speed) => {
          const b = document.querySelector(`[data-testid="speed-${speed}"]`);
          if (b && b.getAttribute('aria-pressed') !== 'true') b.click();
        }, speed);
        if (!arrow) {
          // An attack's arrow, with its sentence over the map (or the turn came back).
          const got = await (
            await page.waitForFunction(
              () => {
                if (document.querySelector('[data-testid="summary"]')) return { none: true };
                if (!document.querySelector('[data-testid="computer-turn"]')) return { none: true };
                const a = document.querySelector('[data-testid="arrow"]:is([data-kind="attack"], [data-kind="conquest"])');
                const said = document.querySelector('[data-testid="follow-live"]')?.textContent;
                return a && said ? { from: a.dataset.from, to: a.dataset.to, label: a.textContent, said } : null;
              },
              null,
              { timeout: 120_000, polling: 50 },
            )
          ).jsonValue();
          if (!got.none) {
            arrow = got;
            assert.match(arrow.label, /^[1-6]( [1-6])* : [1-6]( [1-6])* · −\d+ −\d+$/);
            assert.ok(arrow.from !== arrow.to);
            assert.match(arrow.said, / attacca | conquista /);
            await animationsDone(page);
            await page.screenshot({ path: path.join(SHOTS, `follow-arrow-${PORTRAIT.width}x${PORTRAIT.height}.png`) });
          }
          continue;
        }
        await page.waitForFunction(
          () => !document.querySelector('[data-testid="computer-turn"]') || document.querySelector('[data-testid="summary"]'),
          null,
          { timeout: 120_000 },
        );
        continue;
      }
      if (await shown(page, 'turn-end-notice')) {
        await page.getByTestId('notice-ok').tap();
        continue;
      }
      const phase = await page.getByTestId('turn').getAttribute('data-phase');
      assert.notEqual(phase, 'over', 'the game goes on');
      if ((await page.getByTestId('turn').getAttribute('data-player')) === '0') {
        await personActs(page);
        held = await mine(page);
      }
    }
    assert.ok(arrow, 'an attack was drawn');
    await shot(page, 'summary');
    await page.setViewportSize(LANDSCAPE);
    await shot(page, 'summary');
    await page.setViewportSize(PORTRAIT);
    // "Mostrami": the arrows again, one by one, with their sentence; the summary comes back.
    await page.getByTestId('summary-show').tap();
    await page.getByTestId('follow-caption').waitFor();
    const replayed = await page.locator('[data-testid="arrow"]').first().evaluate((a) => ({ from: a.dataset.from, to: a.dataset.to }));
    assert.ok(replayed.from && replayed.to);
    await shot(page, 'show-me');
    await page.setViewportSize(LANDSCAPE);
    await shot(page, 'show-me');
    await page.setViewportSize(PORTRAIT);
    await page.getByTestId('follow-stop').tap();
    await page.getByTestId('summary').waitFor();
    await page.getByTestId('summary-ok').tap();
    await page.getByTestId('summary').waitFor({ state: 'detached' });
    assert.equal(await page.locator('[data-testid="arrow"]').count(), 0, 'no arrow once the person plays');
    assert.deepEqual(errors, []);
  });
});
