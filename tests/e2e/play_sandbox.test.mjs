// End-to-end tests of single situations, on positions opened with the `?sandbox=` test
// hook (src/ui/play/sandbox.rs; never saved; served from the test build dist-test/): blitz with a stop limit, the values of the
// card trades, an illegal attack explained.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DIST_TEST, stylesReady, closeApp, startApp } from './helpers.mjs';
import { armiesOn, tap, withHighlight } from './play_helpers.mjs';

async function openSandbox(page, url, name) {
  await page.goto(`${url}?sandbox=${name}`);
  await stylesReady(page);
  await page.getByTestId('handover').waitFor();
  await page.getByTestId('handover-reveal').click();
}

describe('single situations', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp(DIST_TEST)));
  after(() => closeApp({ server, browser }));

  // Action::Blitz: "repeated throws ... until the conquest, until the armies on `from` are
  // down to `stop_at` (each throw rolls only as many dice as can be lost without going
  // below it)".
  test('blitz stops at the chosen limit or conquers', async () => {
    const { page, errors } = browser;
    await openSandbox(page, server.url, 'blitz100');
    await tap(page, 'ucraina');
    assert.deepEqual(await withHighlight(page, 'selected'), ['ucraina']);
    assert.ok((await withHighlight(page, 'target')).includes('urali'));
    await tap(page, 'urali');
    await page.getByTestId('attack-dialog').waitFor();
    // 101 armies against 100, fought to the end: the odds are shown first.
    const ppm = Number(await page.getByTestId('odds').getAttribute('data-conquer-ppm'));
    assert.ok(ppm > 0 && ppm < 1_000_000);
    // Stop when down to 60: type it on the slider.
    await page.getByTestId('blitz-stop-range').fill('60');
    assert.equal(await page.getByTestId('blitz-stop').textContent(), '60');
    // The odds follow the limit: stopping early conquers less often.
    const ppm60 = Number(await page.getByTestId('odds').getAttribute('data-conquer-ppm'));
    assert.ok(ppm60 < ppm, `${ppm60} < ${ppm}`);
    await page.getByTestId('attack-blitz').click();
    const battle = page.locator('[data-testid="battle"]').first();
    const throws = Number(await battle.getAttribute('data-throws'));
    const lostA = Number(await battle.getAttribute('data-attacker-losses'));
    const lostD = Number(await battle.getAttribute('data-defender-losses'));
    assert.ok(throws > 1, 'a blitz is several throws');
    if ((await battle.getAttribute('data-conquered')) === 'true') {
      assert.equal(lostD, 100);
      assert.ok(101 - lostA >= 60);
    } else {
      // Never below the limit, and the board agrees with the losses.
      assert.equal(await armiesOn(page, 'ucraina'), 101 - lostA);
      assert.equal(await armiesOn(page, 'urali'), 100 - lostD);
      assert.ok(101 - lostA >= 60 && 101 - lostA <= 62, `stopped at ${101 - lostA}`);
    }
    assert.deepEqual(errors, []);
  });

  // docs/RULES.md §2, torneo tris: 3 equal 8, jolly + 2 equal 12, +2 for each card of a held
  // territory. Hand: Ucraina, Siam (held), Brasile (not held): cannoni; a jolly; Alaska.
  test('the trade dialog shows each tris with its value and bonus', async () => {
    const { page, errors } = browser;
    await openSandbox(page, server.url, 'trade');
    const before = Number(await page.getByTestId('to-place').getAttribute('data-count'));
    await page.getByTestId('open-trade').click();
    const rows = await page.locator('[data-testid="tris"]').evaluateAll((es) =>
      es.map((e) => ({
        cards: [...e.querySelectorAll('[data-card]')].map((c) => c.dataset.card).sort().join('+'),
        base: Number(e.dataset.base),
        bonus: Number(e.dataset.bonus),
        total: Number(e.dataset.total),
      })),
    );
    rows.sort((a, b) => a.cards.localeCompare(b.cards));
    assert.deepEqual(rows, [
      { cards: 'brasile+jolly+siam', base: 12, bonus: 2, total: 14 },
      { cards: 'brasile+jolly+ucraina', base: 12, bonus: 2, total: 14 },
      { cards: 'brasile+siam+ucraina', base: 8, bonus: 4, total: 12 },
      { cards: 'jolly+siam+ucraina', base: 12, bonus: 4, total: 16 },
    ]);
    await page.locator('[data-testid="tris"][data-total="12"] [data-testid="trade-option"]').click();
    assert.equal(Number(await page.getByTestId('to-place').getAttribute('data-count')), before + 12);
    // After placing an army no trade is possible ("After the first army is placed no
    // trade is possible"); the cards dialog says so.
    const own = await withHighlight(page, null);
    await tap(page, own[0]);
    await page.getByTestId('open-cards').click();
    assert.ok(await page.getByTestId('trade-closed').isVisible());
    assert.deepEqual(errors, []);
  });

  // Desktop: Tab moves between territories, Enter selects, Escape closes a dialog.
  test('an attack with the keyboard alone', async () => {
    const { page, errors } = browser;
    await page.goto(`${server.url}?sandbox=blitz100`);
    await stylesReady(page);
    await page.getByTestId('handover').waitFor();
    // The hand-over's button has the focus: Enter reveals.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'handover-reveal');
    await page.keyboard.press('Enter');
    await page.getByTestId('turn').waitFor();
    await page.focus('[data-territory="ucraina"]');
    await page.keyboard.press('Enter');
    assert.deepEqual(await withHighlight(page, 'selected'), ['ucraina']);
    // Tab moves on to another territory...
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.closest('[data-territory]')?.dataset.territory);
    assert.ok(next && next !== 'ucraina', `Tab went to ${next}`);
    // ...and Enter on Urali opens the attack.
    await page.focus('[data-territory="urali"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('attack-dialog').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'attack-dice-3');
    await page.keyboard.press('Enter');
    assert.equal(Number(await page.locator('[data-testid="battle"]').first().getAttribute('data-throws')), 1);
    await page.keyboard.press('Escape');
    assert.equal(await page.getByTestId('attack-dialog').count(), 0);
    assert.deepEqual(errors, []);
  });

  test('an illegal attack is explained and changes nothing', async () => {
    const { page, errors } = browser;
    await openSandbox(page, server.url, 'blitz100');
    // Alaska is far from Ucraina.
    await tap(page, 'ucraina');
    const alaska = await armiesOn(page, 'alaska');
    const owned = (await page.locator('[data-territory="alaska"]').getAttribute('style')).includes('pp-blu');
    await tap(page, 'alaska');
    const why = (await page.getByTestId('explain').textContent()).trim();
    if (owned) assert.match(why, /Ucraina|Alaska/);
    else assert.match(why, /Ucraina e Alaska non confinano/);
    assert.equal(await armiesOn(page, 'alaska'), alaska);
    assert.ok(!(await page.getByTestId('attack-dialog').count()));
    // In English too.
    await page.getByTestId('lang-en').click();
    if (!owned) assert.match(await page.getByTestId('explain').textContent(), /Ukraine and Alaska do not border each other/);
    await page.getByTestId('lang-it').click();
    assert.deepEqual(errors, []);
  });
});
