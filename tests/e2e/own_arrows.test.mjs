// End-to-end, with touch (issue 43, item 3): the person watches its own moves as it
// watches the computers'. A throw that conquers draws its arrow from the attacker to the
// territory taken, the armies moved into it and a strategic move draw theirs, each with
// the armies flowing along it (the animation `arrow-flow`, lasting `--motion`, the game
// speed's); under reduced motion the arrows are drawn and nothing flows.
// Both tablet sizes; the position is the test build's `?sandbox=conquest`
// (src/ui/play/sandbox.rs): Anna attacks from Ucraina (30 armies) into Urali (1).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DIST_TEST, LANDSCAPE, PORTRAIT, launch, startServer } from './helpers.mjs';
import { openSandbox, touchTerritory } from './play_helpers.mjs';


/** Waits for the arrow of `kind` from `from` to `to` and reads it: whether armies flow
 * along it (a disc whose animation is `arrow-flow`) and how long that lasts. */
async function arrow(page, kind, from, to) {
  const sel = `[data-testid="arrow"][data-kind="${kind}"][data-from="${from}"][data-to="${to}"]`;
  await page.locator(sel).waitFor({ state: 'attached' });
  return page.locator(sel).evaluate((a) => {
    const disc = a.querySelector('.arrow-flow');
    const css = disc ? getComputedStyle(disc) : null;
    return {
      flows: !!disc,
      animation: css?.animationName ?? 'none',
      duration: css?.animationDuration ?? '',
      motion: getComputedStyle(document.documentElement).getPropertyValue('--motion').trim(),
    };
  });
}

/** Anna's throws from Ucraina into Urali until it falls (the conquest dialog opens). */
async function conquerUrali(page) {
  await touchTerritory(page, 'ucraina');
  await touchTerritory(page, 'urali');
  await page.getByTestId('attack-dialog').waitFor();
  await page.getByTestId('attack-blitz').tap();
  await page.getByTestId('conquest-dialog').waitFor();
}

for (const [label, viewport] of [
  ['landscape', LANDSCAPE],
  ['portrait', PORTRAIT],
]) {
  describe(`the person's own moves are drawn (${label})`, () => {
    let server;
    before(async () => {
      server = await startServer(DIST_TEST);
    });
    after(() => server?.close());

    test(`a conquest and a strategic move draw their arrows with armies flowing (${label})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'conquest');
        assert.equal(await page.locator('[data-testid="arrow"]').count(), 0, 'an arrow before any move');
        await conquerUrali(page);
        const taken = await arrow(page, 'conquest', 'ucraina', 'urali');
        assert.ok(taken.flows, 'no armies along the conquest');
        assert.equal(taken.animation, 'arrow-flow');
        // Paced by the game speed: the animation lasts what the speed sets.
        assert.ok(taken.motion.endsWith('ms'), `--motion is "${taken.motion}"`);
        assert.equal(parseFloat(taken.duration) * 1000, parseFloat(taken.motion), `${taken.duration} vs ${taken.motion}`);
        // The armies moved into Urali.
        await page.getByTestId('conquest-confirm').tap();
        await page.getByTestId('conquest-dialog').waitFor({ state: 'detached' });
        const into = await arrow(page, 'move', 'ucraina', 'urali');
        assert.equal(into.animation, 'arrow-flow');
        // The strategic move, back from Urali to Ucraina.
        await page.getByTestId('end-attacks').tap();
        await page.waitForFunction(() => document.querySelector('[data-testid="turn"]').dataset.phase === 'fortify');
        await touchTerritory(page, 'urali');
        await touchTerritory(page, 'ucraina');
        await page.getByTestId('move-dialog').waitFor();
        const before = await page.locator('[data-testid="arrow"]').evaluateAll((l) => l.length);
        await page.getByTestId('move-confirm').tap();
        await page.getByTestId('move-dialog').waitFor({ state: 'detached' });
        const moved = await arrow(page, 'move', 'urali', 'ucraina');
        assert.equal(moved.animation, 'arrow-flow');
        assert.ok(before <= 1, `stale arrows before the move: ${before}`);
        // A plain throw draws no arrow of the person's (its dice are in the tray): only
        // carried armies are drawn.
        assert.equal(await page.locator('[data-testid="arrow"][data-kind="attack"]').count(), 0);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`under reduced motion the arrow is drawn and nothing flows (${label})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openSandbox(page, server.url, 'conquest');
        await conquerUrali(page);
        const taken = await arrow(page, 'conquest', 'ucraina', 'urali');
        assert.equal(taken.animation, 'none');
        assert.deepEqual(
          await page.evaluate(() => document.getAnimations().map((a) => a.animationName ?? String(a))),
          [],
        );
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  });
}
