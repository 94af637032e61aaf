// End-to-end, with touch (issue 43, items 2-3): dice you see and moves you watch.
// - After a throw that conquers, the dice tray stays over the map (inside the viewport, on
//   top at its centre), attacker's dice against the defender's, the compared ones bright
//   and a die not compared dimmed, as the game's own battle report says; putting the
//   conquest dialog away leaves it; a tap on the map puts it away.
// - A Blitz shows its throws one after the other and ends on its last, which stays.
// - A computer's throw shows its dice too (the same dice as its arrow's label).
// - Under reduced motion nothing moves (no running animation) and the tray is right.
// Both tablet sizes; positions from the test build's `?sandbox=` hook
// (src/ui/play/sandbox.rs). Screenshots: screenshots/dice-*.png.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DIST_TEST, LANDSCAPE, PORTRAIT, ROOT, launch, startServer } from './helpers.mjs';
import { openSandbox, personActs, touchTerritory, vsComputer } from './play_helpers.mjs';
import { animationsDone, axeViolations } from './screenshots.mjs';

const SHOTS = path.join(ROOT, 'screenshots');
const TRAY = '[data-testid="dice-tray"]';

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  const { width, height } = page.viewportSize();
  await animationsDone(page);
  await page.screenshot({ path: path.join(SHOTS, `dice-${name}-${width}x${height}.png`) });
  assert.deepEqual(await axeViolations(page, `${name} ${width}x${height}`), []);
}


/** Records every throw number the tray shows from now on (`window.__throws`). */
const watchThrows = (page) =>
  page.evaluate(() => {
    window.__throws = [];
    const note = () => {
      const t = document.querySelector('[data-testid="dice-tray"]');
      const n = t?.dataset.throw;
      if (n && window.__throws.at(-1) !== n) window.__throws.push(n);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });

/** The tray as shown: its data, its dice (bright or dimmed), whether it lies in the
 * viewport and is what a finger at its centre touches. */
const readTray = (page) =>
  page.locator(TRAY).evaluate((t) => {
    const r = t.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const dice = (side) =>
      [...t.querySelectorAll(`.tray-row[data-side="${side}"] .die`)].map((d) => ({
        face: d.dataset.face,
        bright: !d.classList.contains('unused') && getComputedStyle(d).opacity === '1',
      }));
    return {
      ...t.dataset,
      inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && r.width > 0,
      // Taps go through the tray to the map (pointer-events: none): hit-testable for
      // this one look, whatever lies above it is found.
      onTop: (() => {
        t.style.pointerEvents = 'auto';
        const hit = t.contains(document.elementFromPoint(cx, cy));
        t.style.pointerEvents = '';
        return hit;
      })(),
      passesTaps: getComputedStyle(t).pointerEvents === 'none',
      attacker: dice('attacker'),
      defender: dice('defender'),
    };
  });

/** The tray agrees with the game's battle report `b` ([data-testid="battle"]'s data attributes: the
 * last throw), and bright are exactly the compared dice. */
function matches(tray, b) {
  assert.ok(tray.inside, `the tray leaves the screen: ${JSON.stringify(tray)}`);
  assert.ok(tray.onTop, 'something covers the tray');
  assert.ok(tray.passesTaps, 'the tray takes the taps meant for the map');
  assert.equal(tray.attackerDice, b.attackerDice);
  assert.equal(tray.defenderDice, b.defenderDice);
  assert.equal(tray.throws, b.throws);
  assert.equal(tray.throw, b.throws, 'the tray ends on the last throw');
  const a = b.attackerDice.split(' ');
  const d = b.defenderDice.split(' ');
  assert.deepEqual(tray.attacker.map((x) => x.face), a);
  assert.deepEqual(tray.defender.map((x) => x.face), d);
  const pairs = Math.min(a.length, d.length);
  assert.deepEqual(tray.attacker.map((x) => x.bright), a.map((_, i) => i < pairs), 'attacker: compared dice bright, others dim');
  assert.deepEqual(tray.defender.map((x) => x.bright), d.map((_, i) => i < pairs), 'defender: compared dice bright');
}

/** The game's report of the last attack (in a dialog, or in the panel's sheet). */
const battle = (page) => page.locator('[data-testid="battle"]').first().evaluate((e) => ({ ...e.dataset }));

for (const [label, viewport] of [
  ['landscape', LANDSCAPE],
  ['portrait', PORTRAIT],
]) {
  describe(`dice you see (${label})`, () => {
    let server;
    before(async () => {
      server = await startServer(DIST_TEST);
    });
    after(() => server?.close());

    test(`a conquering throw leaves its dice over the map (${label})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'conquest');
        await touchTerritory(page, 'ucraina');
        await touchTerritory(page, 'urali');
        // Three dice against one until the territory falls (each throw has its tray).
        const action = () => page.evaluate(() => document.querySelector('[data-testid="dice-tray"]')?.dataset.action ?? '');
        for (let i = 0; i < 12 && !(await page.getByTestId('conquest-dialog').count()); i++) {
          const before = await action();
          await page.getByTestId('attack-dice-3').tap();
          await page.waitForFunction(
            (n) => (document.querySelector('[data-testid="dice-tray"]')?.dataset.action ?? '') !== n,
            before,
          );
        }
        await page.getByTestId('conquest-dialog').waitFor();
        await page.locator(TRAY).waitFor();
        const b = await battle(page);
        assert.equal(b.conquered, 'true');
        await animationsDone(page);
        const tray = await readTray(page);
        matches(tray, b);
        assert.equal(tray.conquered, 'true');
        assert.equal(tray.attacker.length, 3, 'three dice against one');
        // Urali changed hands: it takes its new colour with an animation (run again at
        // each change: the name alternates).
        assert.ok(await page.locator('[data-territory="urali"][data-took]').count(), 'Urali took its colour without moving');
        await shot(page, `conquest-${label}`);
        // The conquest dialog put away: the dice stay.
        await page.getByTestId('conquest-confirm').tap();
        await page.getByTestId('conquest-dialog').waitFor({ state: 'detached' });
        await animationsDone(page);
        const still = await readTray(page);
        assert.ok(still.inside && still.onTop, 'the tray went with the dialog');
        assert.equal(still.attackerDice, b.attackerDice);
        await shot(page, `after-conquest-${label}`);
        // A tap on the tray goes through to the map, and puts the tray away.
        const box = await page.locator(TRAY).boundingBox();
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await page.locator(TRAY).waitFor({ state: 'detached' });
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`a Blitz shows its throws one after the other and stays on the last (${label})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await openSandbox(page, server.url, 'blitz100');
        await touchTerritory(page, 'ucraina');
        await touchTerritory(page, 'urali');
        await page.getByTestId('attack-dialog').waitFor();
        await watchThrows(page);
        await page.getByTestId('attack-blitz').tap();
        // The dice roll in (the animation reduced motion leaves out).
        await page.waitForFunction(() => document.getAnimations().some((a) => a.animationName === 'tray-roll'));
        await page.locator('[data-testid="battle"]').first().waitFor({ state: 'attached' });
        const b = await battle(page);
        assert.ok(Number(b.throws) > 2, `a blitz of ${b.throws} throws`);
        await page.waitForFunction(
          (n) => document.querySelector('[data-testid="dice-tray"]')?.dataset.throw === n,
          b.throws,
        );
        const seen = await page.evaluate(() => window.__throws);
        assert.ok(seen.length >= 3, `the throws were not shown in sequence: ${seen}`);
        assert.deepEqual(seen.map(Number), [...seen.map(Number)].sort((x, y) => x - y), 'in order');
        await animationsDone(page);
        const tray = await readTray(page);
        matches(tray, b);
        await shot(page, `blitz-${label}`);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });

    test(`under reduced motion nothing moves and the tray is right (${label})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, errors } = browser;
      try {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openSandbox(page, server.url, 'conquest');
        await touchTerritory(page, 'ucraina');
        await touchTerritory(page, 'urali');
        await watchThrows(page);
        await page.getByTestId('attack-blitz').tap();
        await page.getByTestId('conquest-dialog').waitFor();
        await page.locator(TRAY).waitFor();
        // Nothing runs: no roll, no territory fading into its new colour.
        const running = await page.evaluate(() => document.getAnimations().map((a) => a.animationName ?? String(a)));
        assert.deepEqual(running, []);
        const b = await battle(page);
        const tray = await readTray(page);
        matches(tray, b);
        // The last throw at once, no sequence.
        assert.deepEqual(await page.evaluate(() => window.__throws), [b.throws]);
        await page.getByTestId('conquest-confirm').tap();
        await page.getByTestId('conquest-dialog').waitFor({ state: 'detached' });
        assert.deepEqual(await page.evaluate(() => document.getAnimations().length), 0);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  });
}

describe('a computer throw shows its dice', () => {
  let server;
  before(async () => {
    server = await startServer(DIST_TEST);
  });
  after(() => server?.close());

  test('the dice of a computer attack are over the map with its arrow (portrait)', async () => {
    const browser = await launch({ viewport: PORTRAIT, hasTouch: true });
    const { page, errors } = browser;
    try {
      await vsComputer(page, server.url);
      // The person places and ends its turns until a computer attacks: the tray and the
      // attack's arrow are read together, while that computer plays.
      let seen = null;
      for (let i = 0; i < 80 && !seen; i++) {
        seen = await page.evaluate(() => {
          const t = document.querySelector('[data-testid="dice-tray"]');
          const a = document.querySelector('[data-testid="arrow"][data-kind="attack"], [data-testid="arrow"][data-kind="conquest"]');
          if (!t || !a || !document.querySelector('[data-testid="computer-turn"]')) return null;
          if (t.dataset.throw !== t.dataset.throws) return null;
          return { ...t.dataset, arrow: a.querySelector('.arrow-label')?.textContent ?? '' };
        });
        if (seen) break;
        if (await page.locator('[data-testid="computer-turn"]').count()) {
          await page.waitForFunction(
            () =>
              !document.querySelector('[data-testid="computer-turn"]') ||
              document.querySelector('[data-testid="dice-tray"]'),
            null,
            { timeout: 30_000 },
          );
          continue;
        }
        await personActs(page);
      }
      assert.ok(seen, 'no computer attack with its dice on screen');
      // The arrow's label starts with the same dice: "6 5 3 : 4 2 · −1 −2".
      assert.ok(
        seen.arrow.startsWith(`${seen.attackerDice} : ${seen.defenderDice}`),
        `tray ${seen.attackerDice} : ${seen.defenderDice}, arrow "${seen.arrow}"`,
      );
      const tray = await readTray(page).catch(() => null);
      if (tray) assert.ok(tray.inside && tray.onTop, 'the tray is covered or off screen');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
});
