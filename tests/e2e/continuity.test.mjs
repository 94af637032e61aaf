// End-to-end: continuity on a tablet (issue 16, point 7, and the dice and sounds of point
// 4): the whole log of a 300-turn game, a reload back to the game (behind its hand-over),
// distinct save titles and the names' limit, the turn order rolled at the table, testa a
// testa's extra rolls one by one, the optional sounds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DIST_TEST, ROOT, stylesReady, closeApp, startApp } from './helpers.mjs';
import { newGame, openTab, turn } from './play_helpers.mjs';
import { INDEX_KEY, freshHome, playOneAction, seed, storage } from './saves-helpers.mjs';

const count = async (page, testid) => page.locator(`[data-testid="${testid}"]`).count();

describe('continuity', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp(DIST_TEST)));
  after(() => closeApp({ server, browser }));

  test('the log of a 300-turn game reaches its first event', async () => {
    const page = browser.page;
    await freshHome(page, server.url);
    const long = readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'long-300-turns.json'), 'utf8').trim();
    await seed(page, { 'g-long': long });
    await page.reload();
    await stylesReady(page);
    await page.getByTestId('home-continue').click();
    await page.getByTestId('play').waitFor();
    await page.getByTestId('handover-reveal').click();
    await openTab(page, 'log');
    const items = page.locator('[data-testid="log"] li.log-line');
    await page.getByTestId('log').waitFor();
    assert.equal(await items.count(), 150, 'the newest 150 first');
    let taps = 0;
    while ((await count(page, 'log-more')) > 0 && taps < 20) {
      const before = await items.count();
      await page.getByTestId('log-more').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li.log-line').length > n, before);
      taps += 1;
    }
    assert.equal(await count(page, 'log-more'), 0, `the whole log after ${taps} taps`);
    const n = await items.count();
    assert.ok(n > 2902, `every action's events are in the log (${n} entries)`);
    // The game's first event: Anna, Bruno, Carla or Dario placing the first setup army
    // (the oldest group's first line: a turn's lines read oldest first, issue 30).
    const first = await page.locator('[data-testid="log"] > li').last().locator('li.log-line').first().textContent();
    assert.match(first, /^(Anna|Bruno|Carla|Dario) piazza .+ su /, first);
    assert.deepEqual(browser.errors, []);
  });

  test('a reload returns to the game, behind the hand-over', async () => {
    const page = browser.page;
    await freshHome(page, server.url);
    await newGame(page, { preset: 'torneo', players: 4 });
    for (let i = 0; i < 3; i++) await playOneAction(page);
    // The player's secrets are on screen.
    if ((await count(page, 'handover')) > 0) await page.getByTestId('handover-reveal').click();
    const was = await turn(page);
    await openTab(page, 'turn');
    await page.getByTestId('objective').waitFor();
    await page.reload();
    await stylesReady(page);
    await page.locator('[data-screen="play"]').waitFor();
    await page.getByTestId('handover').waitFor();
    assert.equal(await count(page, 'objective'), 0, 'no secret shown after the reload');
    await page.getByTestId('handover-reveal').click();
    assert.deepEqual(await turn(page), was, 'the same turn');
    assert.deepEqual(browser.errors, []);
  });

  test('two games of the same players get distinct titles; names show their limit', async () => {
    const page = browser.page;
    await freshHome(page, server.url);
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('name-limit').waitFor();
    assert.match(await page.getByTestId('name-limit').textContent(), /24/);
    await page.getByTestId('seat-name-0').waitFor();
    assert.equal(await page.getByTestId('seat-name-0').getAttribute('maxlength'), '24');
    for (let i = 0; i < 2; i++) {
      await page.goto(server.url);
      await stylesReady(page);
      await page.locator('[data-screen="home"]').waitFor();
      await newGame(page, { preset: 'torneo', players: 4 });
      await playOneAction(page);
    }
    const names = JSON.parse((await storage(page))[INDEX_KEY]).games.map((g) => g.name);
    assert.equal(names.length, 2, JSON.stringify(names));
    assert.notEqual(names[0], names[1]);
    assert.ok(names.some((n) => n.endsWith(' (2)')), JSON.stringify(names));
  });

  test('the turn order can be entered as rolled at the table', async () => {
    const page = browser.page;
    await freshHome(page, server.url);
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-torneo').click();
    await page.getByTestId('players-4').click();
    for (const [i, n] of ['Anna', 'Bruno', 'Carla', 'Dario'].entries()) await page.getByTestId(`seat-name-${i}`).fill(n);
    await page.getByTestId('table-order-1').click();
    await page.getByTestId('turn-order').waitFor();
    // Dario rolled highest, then Anna, Bruno, Carla.
    for (const k of [3, 2, 1]) await page.getByTestId(`order-up-${k}`).click();
    const listed = await page.locator('[data-testid="turn-order"] li').allTextContents();
    assert.deepEqual(listed.map((t) => t.replace('↑', '').trim()), ['Dario', 'Anna', 'Bruno', 'Carla']);
    await page.getByTestId('start-game').click();
    await page.getByTestId('play').waitFor();
    const order = await page.locator('[data-testid="seat-order-entry"]').allTextContents();
    assert.deepEqual(order.map((t) => t.replace(/^\d+/, '').trim()), ['Dario', 'Anna', 'Bruno', 'Carla']);
    await page.getByTestId('start-play').click();
    assert.equal((await turn(page)).name, 'Dario');
    assert.deepEqual(browser.errors, []);
  });

  test("testa a testa's extra rolls come one by one, all at once on request", async () => {
    const page = browser.page;
    await page.goto(`${server.url}?sandbox=testa_extra`);
    await stylesReady(page);
    await page.getByTestId('handover').waitFor();
    await page.getByTestId('handover-reveal').click();
    await page.getByTestId('end-turn').click();
    await page.getByTestId('extra-rolls-2').click();
    await page.getByTestId('turn-end-notice').waitFor();
    const blocks = page.locator('[data-testid="sdadata-dice"]');
    const n = await blocks.count();
    assert.ok(n >= 2, `several rolls (${n})`);
    const delays = await blocks.evaluateAll((els) => els.map((e) => getComputedStyle(e).animationDelay));
    assert.deepEqual(delays, delays.map((_, i) => `${(i * 1.2).toFixed(1).replace(/\.0$/, '')}s`));
    // Issue 30: the sdadata is a roll the player makes: the threshold and "Tira i dadi"
    // first, the dice and the verdict once tapped.
    assert.equal(await page.locator('#turn-end-notice h2, [data-testid="turn-end-notice"] h2').first().textContent(), 'Sdadata');
    assert.match(await page.getByTestId('sdadata-threshold').textContent(), /finisce con \d/);
    assert.ok(!(await blocks.first().isVisible()), 'the dice wait for the tap');
    await page.getByTestId('sdadata-roll-dice').click();
    assert.ok(await blocks.first().isVisible(), 'the dice are shown once rolled');
    assert.ok(!(await page.getByTestId('sdadata-threshold').isVisible()));
    await page.getByTestId('sdadata-show-all').click();
    const names = await blocks.evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName));
    assert.ok(names.every((x) => x === 'none'), names.join());
    // Reduced motion: no animation at all.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await stylesReady(page);
    await page.getByTestId('handover-reveal').click();
    await page.getByTestId('end-turn').click();
    await page.getByTestId('extra-rolls-2').click();
    await page.getByTestId('turn-end-notice').waitFor();
    const still = await blocks.evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName));
    assert.ok(still.every((x) => x === 'none'), still.join());
    await page.emulateMedia({ reducedMotion: null });
  });

  test('sounds are off by default, one tap turns them on, remembered', async () => {
    const page = browser.page;
    await freshHome(page, server.url);
    await newGame(page, { preset: 'torneo', players: 4 });
    await playOneAction(page);
    if ((await count(page, 'handover')) > 0) await page.getByTestId('handover-reveal').click();
    await openTab(page, 'log');
    assert.equal(await page.getByTestId('sounds').getAttribute('aria-pressed'), 'false');
    assert.equal(await page.locator('#sound-js').count(), 0, 'not loaded while off');
    await page.getByTestId('sounds').click();
    await page.waitForFunction(() => typeof window.planisferoPlay === 'function');
    assert.equal(await page.getByTestId('sounds').getAttribute('aria-pressed'), 'true');
    await page.evaluate(() => window.planisferoPlay('dice'));
    await page.reload();
    await stylesReady(page);
    await page.locator('[data-screen="play"]').waitFor();
    await page.waitForFunction(() => typeof window.planisferoPlay === 'function');
    assert.deepEqual(browser.errors, []);
  });
});
