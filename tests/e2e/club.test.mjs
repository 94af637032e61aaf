// End-to-end: the `club` and `online` presets from the New game screen. The club draft
// played by tapping free territories until the two neutral ones appear
// (club-qualificazioni.txt line 19, point 7: "gli ultimi due territori rimasti liberi
// ... neutrali con 8 armate"), the club game's score and chain (points 11-12, sandbox
// `club`), and an online Countdown game showing its clock (risiko-online.txt line 9).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { closeApp, DIST_TEST, openApp, startApp, stylesReady } from './helpers.mjs';
import { armiesOn, tap, turn, withHighlight } from './play_helpers.mjs';

/** Territories drawn in the neutral look (the `pp-neutral` fill). */
async function neutralOnMap(page) {
  return page
    .locator('.board-map > svg:not(.map-top) [data-territory][style*="pp-neutral"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-territory')));
}

describe('club and online', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp(DIST_TEST)));
  after(() => closeApp({ server, browser }));

  test('club: the form, then the draft by taps until two neutral territories with 8', async () => {
    const { page, errors } = browser;
    await page.goto(`${server.url}?seed=7`);
    await stylesReady(page);
    await page.locator('[data-testid="screen"][data-screen="home"]').waitFor();
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-club').click();
    // 4 or 5 players; time (120 by default, 105/120/150 offered) or rounds; no sdadata.
    assert.equal(await page.getByTestId('players-3').count(), 0);
    assert.equal(await page.getByTestId('players-5').count(), 1);
    assert.equal(await page.getByTestId('ending-none').count(), 0);
    assert.equal(await page.getByTestId('ending-sdadata_minutes').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByTestId('ending-minutes').inputValue(), '120');
    await page.getByTestId('club-minutes-105').click();
    assert.equal(await page.getByTestId('ending-minutes').inputValue(), '105');
    assert.equal(await page.getByTestId('border-penalty').isChecked(), false);
    await page.getByTestId('players-4').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('start-play').click();
    await page.getByTestId('play').waitFor();
    assert.match(await page.getByTestId('phase-hint').textContent(), /Draft/);
    assert.match(await page.getByTestId('clock').textContent(), /\/ 1:45:00/);
    // Every territory is free: none dimmed, none owned.
    let free = await withHighlight(page, null);
    assert.equal(free.length, 42);
    // The draft passes the tablet at every army: no hand-over screen in the club setup.
    let taps = 0;
    while ((await neutralOnMap(page)).length === 0) {
      assert.ok(taps < 42, 'the draft ends within 40 taps');
      const t = free[0];
      const before = free.length;
      await tap(page, t);
      taps++;
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('.board-map > svg:not(.map-top) [data-territory]:not([data-highlight])').length < n ||
          document.querySelectorAll('[data-territory][style*="pp-neutral"]').length > 0,
        before,
      );
      free = await withHighlight(page, null);
    }
    assert.equal(taps, 40, '42 territories, two left neutral');
    const neutral = await neutralOnMap(page);
    assert.equal(neutral.length, 2);
    for (const t of neutral) assert.equal(await armiesOn(page, t), 8);
    // The usual placement follows, in the setup phase.
    assert.equal((await turn(page)).phase, 'setup');
    assert.doesNotMatch(await page.getByTestId('phase-hint').textContent(), /Draft/);
    assert.deepEqual(errors, []);
  });

  test('club game: every score, the chain outlined, another chain chosen', async () => {
    const { page, errors } = browser;
    await page.goto(`${server.url}?sandbox=club`);
    await stylesReady(page);
    await page.getByTestId('handover-reveal').click();
    const scores = page.locator('[data-testid="club-score"]');
    assert.equal(await scores.count(), 4);
    assert.equal(await page.getByTestId('club-scores').getAttribute('data-target'), '160');
    const chains = page.locator('[data-testid="chain-option"]');
    assert.equal(await chains.count(), 2);
    const outlined = () => page.locator('[data-outline="chain"]').count();
    const first = await outlined();
    assert.ok(first > 0, 'the chain counting double is outlined');
    const before = Number(await scores.first().getAttribute('data-score'));
    // The chains are in the drawer's Turno tab (issue 43: the drawer starts closed).
    await page.getByTestId('sheet-toggle').click();
    await page.getByTestId('choose-chain').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-outline="chain"]').length !== n, first);
    const afterScore = Number(await scores.first().getAttribute('data-score'));
    assert.ok(afterScore < before, 'the best chain was counted before');
    assert.deepEqual((await neutralOnMap(page)).sort(), ['egitto', 'islanda']);
    // Retiring asks first; cancelling changes nothing.
    await page.getByTestId('retire').click();
    await page.getByTestId('retire-dialog').waitFor();
    await page.getByTestId('retire-cancel').click();
    assert.equal(await page.getByTestId('retire-dialog').count(), 0);
    assert.deepEqual(errors, []);
  });

  // Point 22 (line 35): after the strategic move the player may still "cambiare luogo
  // e/o numero di armate per lo spostamento", until the turn ends.
  test('club strategic move: taken back and made again elsewhere', async () => {
    const { page, errors } = browser;
    await page.goto(`${server.url}?sandbox=club`);
    await stylesReady(page);
    await page.getByTestId('handover-reveal').click();
    await page.getByTestId('end-attacks').click();
    assert.equal((await turn(page)).phase, 'fortify');
    assert.equal(await page.getByTestId('undo-move').count(), 0);
    const move = async (from, to) => {
      await tap(page, from);
      await tap(page, to);
      await page.getByTestId('move-dialog').waitFor();
      await page.getByTestId('move-confirm').click();
    };
    // Brasile (6) borders Africa del Nord, another player's: 2 stay, 4 move.
    await move('brasile', 'argentina');
    assert.equal(await armiesOn(page, 'brasile'), 2);
    assert.equal(await armiesOn(page, 'argentina'), 7);
    await page.getByTestId('undo-move').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="undo-move"]'));
    assert.equal(await armiesOn(page, 'brasile'), 6);
    assert.equal(await armiesOn(page, 'argentina'), 3);
    assert.equal((await turn(page)).phase, 'fortify', 'still no attack');
    await move('venezuela', 'peru');
    assert.equal(await armiesOn(page, 'peru'), 4);
    assert.equal(await page.getByTestId('undo-move').count(), 1);
    assert.deepEqual(errors, []);
  });

  test('online Countdown: 3 players, the clock counts down from its minutes', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-online').click();
    assert.equal(await page.getByTestId('players-6').count(), 0);
    assert.equal(await page.getByTestId('ending-round_limit').count(), 0);
    assert.match(await page.getByTestId('ending-sdadata_minutes').textContent(), /Countdown/);
    assert.match(await page.getByTestId('ending-sdadata_rounds').textContent(), /Regular/);
    await page.getByTestId('players-3').click();
    await page.getByTestId('ending-minutes').fill('45');
    await page.getByTestId('start-game').click();
    await page.getByTestId('start-play').click();
    await page.getByTestId('handover-reveal').click();
    // Issue 43 item 6: a Countdown shows the time left, and counts down.
    const clock = page.getByTestId('clock');
    assert.equal(await clock.getAttribute('data-countdown'), 'true');
    assert.match(await clock.textContent(), /^Countdown (45:00|44:5\d)$/);
    await page.waitForFunction(() => {
      const c = document.querySelector('[data-testid="clock"]');
      return Number(c.dataset.leftS) < 45 * 60 - 1 && /^Countdown 44:5\d$/.test(c.textContent);
    });
    assert.deepEqual(errors, []);
  });
});
