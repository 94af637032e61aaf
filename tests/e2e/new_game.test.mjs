// End-to-end: the new-game form. Presets and their options, refused input explained
// without losing anything, the initial armies, the visible clock.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openApp, stylesReady, closeApp, startApp } from './helpers.mjs';
import { withHighlight } from './play_helpers.mjs';

describe('new game', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('bad input is explained and nothing typed is lost', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-torneo').click();
    for (const [i, name] of ['Giulia', 'Marco', 'giulia', 'Luca'].entries()) {
      await page.getByTestId(`seat-name-${i}`).fill(name);
    }
    // Two names equal but for case: refused by the rules' config check.
    await page.getByTestId('start-game').click();
    assert.match(await page.getByTestId('config-error').textContent(), /«giulia» è usato due volte/);
    assert.equal(await page.getByTestId('seat-name-3').inputValue(), 'Luca');
    // An army cap below the setup's armies (torneo lets the organisers choose one).
    await page.getByTestId('seat-name-2').fill('Sara');
    await page.getByTestId('army-cap-on').check();
    await page.getByTestId('army-cap').fill('20');
    await page.getByTestId('start-game').click();
    assert.match(await page.getByTestId('config-error').textContent(), /troppo basso: almeno 42/);
    // No number at all.
    await page.getByTestId('army-cap').fill('');
    await page.getByTestId('start-game').click();
    assert.match(await page.getByTestId('config-error').textContent(), /numero intero positivo/);
    // Every name and choice is still there.
    const names = [];
    for (let i = 0; i < 4; i++) names.push(await page.getByTestId(`seat-name-${i}`).inputValue());
    assert.deepEqual(names, ['Giulia', 'Marco', 'Sara', 'Luca']);
    assert.equal(await page.getByTestId('preset-torneo').getAttribute('aria-pressed'), 'true');
    // Choosing a colour taken by another player swaps the two.
    await page.getByTestId('seat-0-color-verde').click();
    assert.equal(await page.getByTestId('seat-0-color-verde').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByTestId('seat-3-color-blu').getAttribute('aria-pressed'), 'true');
    await page.getByTestId('army-cap').fill('150');
    await page.getByTestId('start-game').click();
    await page.getByTestId('seat-order').waitFor();
    assert.deepEqual(errors, []);
  });

  // docs/RULES.md §2: "3 players 35" initial armies (classico), placed 3 at a time.
  test('classico for 3: 35 armies each, classic objectives, no clock', async () => {
    const { page, errors } = browser;
    await page.goto(`${server.url}?seed=9`);
    await stylesReady(page);
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-classico').click();
    await page.getByTestId('players-3').click();
    assert.equal(await page.getByTestId('ending-none').getAttribute('aria-pressed'), 'true');
    await page.getByTestId('start-game').click();
    assert.equal(await page.locator('[data-testid="seat-order-entry"]').count(), 3);
    await page.getByTestId('start-play').click();
    await page.getByTestId('handover-reveal').click();
    const own = (await withHighlight(page, null)).length;
    assert.equal(own, 14, '42 territories dealt to 3 players');
    const text = await page.getByTestId('to-place').textContent();
    assert.match(text, new RegExp(`in tutto ${35 - own}\\)`));
    assert.equal(await page.getByTestId('clock').count(), 0);
    // Classic objectives are sentences, not lists of continents in capitals.
    assert.match(await page.locator('[data-testid="objective"] p').textContent(), /^(Conquistare|Distruggere)/);
    assert.deepEqual(errors, []);
  });

  // okgiocacon-campionati-2003.txt line 37: "130 armate"; the default ending is the
  // sdadata after 90 minutes, with a clock on screen.
  test('okgiocacon: the fixed army cap, and the clock runs', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-okgiocacon').click();
    assert.match(await page.getByTestId('army-cap-fixed').textContent(), /130 \(fisso/);
    assert.equal(await page.getByTestId('army-cap-on').count(), 0);
    assert.equal(await page.getByTestId('ending-secret').count(), 0, 'okgiocacon has no secret time');
    await page.getByTestId('start-game').click();
    await page.getByTestId('start-play').click();
    await page.getByTestId('handover-reveal').click();
    assert.match(await page.getByTestId('clock').textContent(), / 0:00:0\d \/ 1:30:00/);
    await page.waitForFunction(() => /00:0[2-9]/.test(document.querySelector('[data-testid="clock"]').textContent));
    await page.getByTestId('open-rules').click();
    const rules = await page.getByTestId('preset-rules').textContent();
    assert.match(rules, /130 armate/);
    assert.match(rules, /finisce con esattamente 4/);
    assert.deepEqual(errors, []);
  });
});
