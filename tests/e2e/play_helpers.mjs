// Page objects of the game screens: new game, the play screen's panel and layers.
// Every choice a script makes is read from the page (highlights, buttons offered), so a
// test plays the game the way a person would, through taps.
import assert from 'node:assert/strict';
import { anchorOf, openApp, stylesReady } from './helpers.mjs';

/** Is an element with this data-testid on the page now? */
export async function shown(page, testid) {
  return (await page.locator(`[data-testid="${testid}"]`).count()) > 0;
}

/** After the game's end: a game-ending sdadata, made by a computer too, is shown to the
 *  person as a roll first (issue 30). Rolls it (the dice become visible), dismisses the
 *  notice and waits for the final table. */
export async function toFinalTable(page) {
  if (await shown(page, 'turn-end-notice')) {
    if (await shown(page, 'sdadata-roll-dice')) {
      await page.getByTestId('sdadata-roll-dice').click();
      await page.getByTestId('sdadata-dice').first().waitFor();
    }
    await page.getByTestId('notice-ok').click();
  }
  await page.getByTestId('final-table').waitFor();
}

/** Home → new game, fills the form, starts. `opts`: { preset, players, names, ending, value }. */
export async function newGame(page, { preset = 'torneo', players = 4, names = [], ending, value } = {}) {
  await page.getByTestId('home-new-game').click();
  await page.getByTestId('new-game').waitFor();
  await page.getByTestId(`preset-${preset}`).click();
  await page.getByTestId(`players-${players}`).click();
  for (let i = 0; i < names.length; i++) await page.getByTestId(`seat-name-${i}`).fill(names[i]);
  if (ending) {
    await page.getByTestId(`ending-${ending}`).click();
    if (value !== undefined) {
      const input = page.locator('.ending-detail input').first();
      await input.fill(String(value));
    }
  }
  await page.getByTestId('start-game').click();
  await page.getByTestId('play').waitFor();
}

/** The turn indicator: { player, name, phase, round }. */
export async function turn(page) {
  return page.getByTestId('turn').evaluate((e) => ({
    player: e.dataset.player,
    name: e.dataset.playerName,
    phase: e.dataset.phase,
    round: Number(e.dataset.round),
  }));
}

/** Territory ids with `data-highlight` equal to `kind` (or, for null, without one). */
export async function withHighlight(page, kind) {
  return page.evaluate((kind) => {
    const out = [];
    for (const g of document.querySelectorAll('[data-territory]')) {
      const h = g.getAttribute('data-highlight');
      if ((kind === null && h === null) || h === kind) out.push(g.getAttribute('data-territory'));
    }
    return out;
  }, kind);
}

/**
 * Those of `ids` a finger can tap now: the anchor on screen and the territory (or its tap
 * area) the topmost thing there. The first view keeps badges readable, so in landscape a
 * sliver of the world can lie beyond the map's edges (issue 30).
 */
export async function onScreen(page, ids) {
  return page.evaluate(
    (ids) =>
      ids.filter((id) => {
        const g = document.querySelector(`[data-territory="${id}"]`);
        const [x, y] = g.getAttribute('data-anchor').trim().split(/[\s,]+/).map(Number);
        const svg = g.ownerSVGElement;
        const p = svg.createSVGPoint();
        p.x = x;
        p.y = y;
        const s = p.matrixTransform(svg.getScreenCTM());
        const hit = document.elementFromPoint(s.x, s.y)?.closest('[data-territory],[data-hit]');
        return (hit?.getAttribute('data-territory') ?? hit?.getAttribute('data-hit')) === id;
      }),
    ids,
  );
}

/** Army count shown on a territory. */
export async function armiesOn(page, id) {
  return Number(await page.locator(`[data-territory="${id}"] [data-armies]`).textContent());
}

/** Taps a territory through a synthetic touch-free click at its badge. */
export async function tap(page, id) {
  const { x, y } = await anchorOf(page, id);
  await page.mouse.click(x, y);
}

/** Reveals the hand-over for the next player, dismissing notices first. */
export async function passTablet(page) {
  if (await shown(page, 'turn-end-notice')) await page.getByTestId('notice-ok').click();
  if (await shown(page, 'handover')) await page.getByTestId('handover-reveal').click();
}

/** Waits until the save holds more than `before` actions or `testid` is offered; taps it if so. */
export async function confirmIfAsked(page, testid, before) {
  await page.waitForFunction(
    ([n, id]) =>
      Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n ||
      !!document.querySelector(`[data-testid="${id}"]`),
    [before, testid],
  );
  if (await page.getByTestId(testid).count()) await page.getByTestId(testid).click();
}

/**
 * The person's simplest legal action, waited for until saved: place everything on one of
 * its territories (one whose anchor is on screen and not under anything), or end the turn.
 * Nothing once the game is over.
 */
export async function personActs(page) {
  const saved = () => page.getByTestId('save-status').getAttribute('data-save-actions');
  const phase = await page.getByTestId('turn').getAttribute('data-phase');
  const before = Number((await saved()) || 0);
  // The summary of the computers' turns (issue 30) is read first.
  if (await shown(page, 'summary')) {
    await page.getByTestId('summary-ok').click();
    await page.getByTestId('summary').waitFor({ state: 'detached' });
  }
  // A computer's last turn may have ended the game since the caller looked.
  if (phase === 'over') return;
  if (phase === 'setup' || phase === 'reinforce') {
    if ((await shown(page, 'place-all')) && (await page.getByTestId('place-all').isEnabled())) {
      await page.getByTestId('place-all').click();
    }
    const at = await page.evaluate(() => {
      for (const g of document.querySelectorAll('[data-territory]')) {
        const mark = g.getAttribute('data-highlight');
        if (mark && mark !== 'target') continue;
        const [x, y] = g.getAttribute('data-anchor').trim().split(/[\s,]+/).map(Number);
        const svg = g.ownerSVGElement;
        const p = svg.createSVGPoint();
        p.x = x;
        p.y = y;
        const s = p.matrixTransform(svg.getScreenCTM());
        const hit = document.elementFromPoint(s.x, s.y)?.closest('[data-territory],[data-hit]');
        const key = hit?.getAttribute('data-territory') ?? hit?.getAttribute('data-hit');
        if (key === g.getAttribute('data-territory')) return { x: s.x, y: s.y };
      }
      return null;
    });
    if (!at) throw new Error("none of the person's territories can be tapped on screen");
    await page.mouse.click(at.x, at.y);
    // The last placement of a setup group is held until confirmed.
    await confirmIfAsked(page, 'confirm-place', before);
  } else if (phase === 'attack' || phase === 'fortify') {
    await page.getByTestId('end-turn').click();
    // Ending the turn from the attack phase asks once.
    await confirmIfAsked(page, 'confirm-end-turn-yes', before);
  } else {
    throw new Error(`the person's turn in phase ${phase}`);
  }
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n,
    before,
  );
}

/** Opens a tab of the play screen's drawer (Turno, Giocatori, Registro), the drawer first
 * when it is closed (issue 43: the map is the screen, the details wait in the drawer). */
export async function openTab(page, tab) {
  if ((await page.getByTestId('play').getAttribute('data-sheet')) !== 'true') await page.getByTestId('sheet-toggle').click();
  await page.getByTestId(`tab-${tab}`).click();
}

/**
 * Plays on (the computers instantly, the person by `personActs`) until the person (seat 0)
 * must act in `phase`; fails after `ms`.
 */
export async function untilPerson(page, phase, ms = 4 * 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    assert.ok(Date.now() < deadline, `the person acts in ${phase} in time`);
    await page.waitForFunction(() =>
      ['computer-turn', 'start-play', 'turn-end-notice', 'summary'].some((id) =>
        document.querySelector(`[data-testid="${id}"]`),
      ) || document.querySelector('[data-testid="turn"]')?.dataset.player === '0',
    );
    if (await shown(page, 'start-play')) await page.getByTestId('start-play').tap();
    else if (await shown(page, 'turn-end-notice')) await page.getByTestId('notice-ok').tap();
    else if (await shown(page, 'summary')) {
      await page.getByTestId('summary-ok').tap();
      await page.getByTestId('summary').waitFor({ state: 'detached' });
    } else if (await shown(page, 'computer-turn')) {
      await page.evaluate(() => document.querySelector('[data-testid="speed-istantaneo"]')?.click());
      await page.waitForFunction(() => !document.querySelector('[data-testid="computer-turn"]'), null, {
        timeout: 60_000,
      });
    } else {
      const t = await turn(page);
      if (t.player === '0' && t.phase === phase) return;
      await personActs(page);
    }
  }
}

/** A new game against three Medio (the one-tap game), seat order read. */
export async function vsComputer(page, url) {
  await openApp(page, url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await stylesReady(page);
  await page.locator('[data-screen="home"]').waitFor();
  await page.getByTestId('home-vs-computer').tap();
  await page.getByTestId('play').waitFor();
  await page.getByTestId('start-play').tap();
  await page.getByTestId('turn').waitFor();
}

/** Opens sandbox position `name` and reveals it for its player with a finger. */
export async function openSandbox(page, url, name) {
  await page.goto('about:blank');
  await page.goto(`${url}?sandbox=${name}`);
  await stylesReady(page);
  await page.getByTestId('handover-reveal').tap();
  await page.getByTestId('turn').waitFor();
}

/** A finger on a territory's badge. */
export async function touchTerritory(page, id) {
  const { x, y } = await anchorOf(page, id);
  await page.touchscreen.tap(x, y);
}
