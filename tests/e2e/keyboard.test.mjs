// End-to-end, issue 16 point 8: the game without a pointer. A whole classico game of one
// round (3 players) from the home screen to the final table with the keyboard alone: Tab
// and Shift+Tab walk the page (the territories by continent, then name), Enter selects
// a territory or presses a button, the arrow keys go to a neighbour that way. Each
// territory's accessible name says its owner and armies, and the game's events are
// announced in a polite live region.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DIST_TEST, closeApp, startApp } from './helpers.mjs';
import { freshHome } from './saves-helpers.mjs';
import { shown, turn } from './play_helpers.mjs';

/** What has the focus: its territory id, its data-testid, whether its ring shows. */
function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    return {
      t: a?.getAttribute('data-territory') ?? null,
      id: a?.getAttribute('data-testid') ?? null,
      visible: !!a?.matches(':focus-visible'),
    };
  });
}

/** Presses `key` until `pred(focused)` holds (at most `max` times). */
async function pressUntil(page, key, pred, what, max = 160) {
  for (let i = 0; i <= max; i++) {
    const f = await focused(page);
    if (pred(f)) return f;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${what}`);
}

/** Tabs to the button `testid` and presses Enter. */
async function press(page, testid) {
  await pressUntil(page, 'Tab', (f) => f.id === testid, testid);
  await page.keyboard.press('Enter');
}

/** The territories in the page's tab order. */
const ORDER = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-screen="play"] [data-territory]')].map((g) => g.dataset.territory));

/** Moves the focus to territory `id` with Tab or Shift+Tab only, then presses Enter. */
async function choose(page, id) {
  const order = await ORDER(page);
  let f = await focused(page);
  if (!f.t) f = await pressUntil(page, 'Shift+Tab', (f) => f.t !== null, 'a territory');
  const steps = order.indexOf(id) - order.indexOf(f.t);
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'Tab' : 'Shift+Tab');
  assert.equal((await focused(page)).t, id);
  await page.keyboard.press('Enter');
}

/** Territories whose highlight is `kind` (null: none), in tab order. */
const highlighted = (page, kind) =>
  page.evaluate((kind) => {
    const out = [];
    for (const g of document.querySelectorAll('[data-screen="play"] [data-territory]')) {
      if (g.getAttribute('data-highlight') === kind) out.push(g.dataset.territory);
    }
    return out;
  }, kind);

describe('keyboard-only play', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp(DIST_TEST)));
  after(() => closeApp({ server, browser }));

  test('a classico game of one round is played to the final table with the keyboard alone', async () => {
    const { page, errors } = browser;
    await freshHome(page, `${server.url}?seed=5`);
    // The new-game form: preset, 3 players, a limit of 1 round.
    await press(page, 'home-new-game');
    await page.getByTestId('new-game').waitFor();
    await press(page, 'preset-classico');
    await press(page, 'players-3');
    await press(page, 'ending-round_limit');
    await pressUntil(page, 'Tab', (f) => f.id === 'ending-round-limit', 'the rounds field');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await press(page, 'start-game');
    await page.getByTestId('seat-order').waitFor();
    await press(page, 'start-play');

    const seen = { placed: 0, attacks: 0, conquests: 0, handovers: 0, escapes: 0, announced: new Set(), ring: false, arrows: false };
    const objectives = new Set(); // the secret objectives, as their players saw them
    const listen = async () => {
      const live = (await page.getByTestId('live').textContent()).trim();
      if (live) seen.announced.add(live);
      return live;
    };
    for (let step = 0; step < 600; step++) {
      if (await shown(page, 'final-table')) break;
      if (await shown(page, 'turn-end-notice')) {
        await press(page, 'notice-ok');
        continue;
      }
      if (await shown(page, 'handover')) {
        // Nothing secret announced while the tablet changes hands.
        const live = await listen();
        for (const o of objectives) assert.ok(!live.includes(o), `an objective announced at the hand-over: ${live}`);
        seen.handovers++;
        await press(page, 'handover-reveal');
        const mine = page.locator('[data-testid="objective"] p');
        if (await mine.count()) objectives.add((await mine.textContent()).trim());
        continue;
      }
      if (await shown(page, 'conquest-dialog')) {
        seen.conquests++;
        await press(page, 'conquest-confirm');
        continue;
      }
      if (await shown(page, 'confirm-place')) {
        await press(page, 'confirm-place');
        continue;
      }
      if (await shown(page, 'attack-dialog')) {
        // A blitz or two, then Escape closes the dialog.
        const blitz = page.getByTestId('attack-blitz');
        if (seen.attacks < 2 && (await blitz.count()) && !(await blitz.isDisabled())) {
          seen.attacks++;
          await press(page, 'attack-blitz');
          await page.waitForFunction(() => /attacca/.test(document.querySelector('[data-testid="live"]').textContent));
          await listen();
        } else {
          seen.escapes++;
          await page.keyboard.press('Escape');
          await page.getByTestId('attack-dialog').waitFor({ state: 'detached' });
        }
        continue;
      }
      const t = await turn(page);
      if (t.phase === 'setup' || t.phase === 'reinforce') {
        // The last territory that takes armies: the nearest to the panel in tab order.
        const free = (await highlighted(page, null)).concat(await highlighted(page, 'target'));
        const order = await ORDER(page);
        const last = order.filter((id) => free.includes(id)).pop();
        await choose(page, last);
        seen.placed++;
        await listen();
        const f = await focused(page);
        if (f.t) seen.ring ||= f.visible;
        const label = await page.locator(`[data-territory="${last}"]`).getAttribute('aria-label');
        assert.match(label, /^[^,]+, [^,]+, \d+ armat[ae]$/, `the accessible name of ${last}: ${label}`);
        continue;
      }
      if (t.phase === 'attack') {
        const sources = await highlighted(page, 'target');
        if (seen.attacks < 2 && sources.length && !(await page.getByTestId('end-turn').isDisabled())) {
          await choose(page, sources[0]);
          // An arrow goes to a neighbour; the targets are the selection's neighbours.
          const targets = await highlighted(page, 'target');
          if (targets.length) {
            await page.keyboard.press('ArrowRight');
            const moved = await focused(page);
            if (moved.t && moved.t !== sources[0]) seen.arrows = true;
            await choose(page, targets[0]);
            await page.getByTestId('attack-dialog').waitFor();
            continue;
          }
          await page.keyboard.press('Escape');
        }
        await press(page, 'end-turn');
        if (await shown(page, 'confirm-end-turn-yes')) await press(page, 'confirm-end-turn-yes');
        continue;
      }
      await press(page, 'end-turn');
    }
    await page.getByTestId('final-table').waitFor();
    await listen();
    assert.ok(objectives.size >= 3, 'every player saw an objective');
    // The live region said what happened: placements, battles, the end.
    const said = [...seen.announced].join('\n');
    assert.match(said, /piazza/i);
    assert.match(said, /attacca .* da .*: \d( \d)* contro \d/);
    assert.match(said, /Turno di /);
    assert.ok(seen.placed > 20, `placed ${seen.placed} times`);
    assert.ok(seen.handovers >= 3, `${seen.handovers} hand-overs`);
    assert.ok(seen.attacks > 0, 'attacked');
    assert.ok(seen.ring, 'the focus ring shows on a territory reached with Tab');
    assert.ok(seen.arrows, 'an arrow key moved the focus to a neighbour');
    assert.deepEqual(errors, []);
  });
});
