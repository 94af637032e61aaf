// Helpers of the saves and offline tests: saves in localStorage, the golden save of
// tests/saves/, and a static server whose directory can be switched (a new build).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, serve, stylesReady } from './helpers.mjs';

export const SAVE_PREFIX = 'planisfero.save.';
export const INDEX_KEY = 'planisfero.saves';
export const LOCK_PREFIX = 'planisfero.lock.';

/** The golden save of format 1 (a torneo game of 230 actions), as text. */
export function golden() {
  return readFileSync(path.join(ROOT, 'tests', 'saves', 'format-1.json'), 'utf8').trim();
}

/** The golden save under another id and name. */
export function goldenAs(id, name) {
  const save = JSON.parse(golden());
  save.meta.id = id;
  save.meta.name = name;
  return JSON.stringify(save);
}

/** Writes saves into localStorage: { id: text }. */
export async function seed(page, saves) {
  await page.evaluate(
    ([prefix, saves]) => {
      for (const [id, text] of Object.entries(saves)) localStorage.setItem(prefix + id, text);
    },
    [SAVE_PREFIX, saves],
  );
}

/** Everything in localStorage, as an object. */
export async function storage(page) {
  return page.evaluate(() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      out[k] = localStorage.getItem(k);
    }
    return out;
  });
}

/**
 * Forgets every saved game: localStorage and the journal in IndexedDB (which would bring
 * the games back at the next start). Reload afterwards.
 */
export async function clearSaves(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        localStorage.clear();
        const r = indexedDB.deleteDatabase('planisfero-journal');
        r.onsuccess = r.onerror = r.onblocked = () => resolve();
      }),
  );
}

/** Forgets every saved game and reloads on the home screen. */
export async function freshHome(page, url) {
  // Through a blank page: a navigation to the page's own URL is a reload in Chromium, and
  // a reload comes back to the game on show (issue 16).
  await page.goto('about:blank');
  await page.goto(url);
  // Twice: the page loaded first may still be merging the saves' journal back into
  // localStorage (asynchronously, at start) while the first clearing runs.
  for (let i = 0; i < 2; i++) {
    await page.locator('[data-screen="home"]').waitFor();
    await clearSaves(page);
    await page.reload();
  }
  await page.locator('[data-screen="home"]').waitFor();
  await stylesReady(page);
}

/** Opens the saved-games screen from home. */
export async function openSaves(page) {
  await page.getByTestId('home-saves').click();
  await page.getByTestId('saves').waitFor();
}

/** The rows of the saved-games screen: [{ id, status, name, text }]. */
export async function rows(page) {
  return page.getByTestId('save-row').evaluateAll((els) =>
    els.map((e) => ({
      id: e.dataset.saveId,
      status: e.dataset.status,
      name: e.querySelector('[data-testid="save-name"]').textContent.trim(),
      text: e.innerText,
    })),
  );
}

/** The autosave's last report: { state, saveUs, saveBytes, saveActions }. */
export async function saveStatus(page) {
  return page.getByTestId('save-status').evaluate((e) => ({ ...e.dataset }));
}

/**
 * Serves `dir` through a symlink that `switchTo` repoints, so a test can put a new build
 * in place under the same URL. Returns { url, switchTo, close }.
 */
export async function startSwitchableServer(link, dir) {
  const { symlinkSync, rmSync } = await import('node:fs');
  rmSync(link, { force: true });
  symlinkSync(dir, link);
  const server = await serve(link);
  return {
    ...server,
    switchTo(next) {
      rmSync(link, { force: true });
      symlinkSync(next, link);
    },
  };
}

/** Fills localStorage to the last character with `filler-<n>` keys. */
export async function fill(page) {
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    let i = 0;
    while (chunk.length > 0) {
      try {
        localStorage.setItem(`filler-${i++}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
}

/** Removes what `fill` wrote. */
export async function unfill(page) {
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('filler-')) localStorage.removeItem(k);
  });
}

/**
 * What the map and the turn indicator show, as one string; with `before`, whether it
 * differs from it (runs in the page).
 */
function pageScreenState(before) {
  const cells = [...document.querySelectorAll('[data-territory]')].map(
    (g) => `${g.style.getPropertyValue('--owner')}:${g.querySelector('[data-armies]')?.textContent ?? ''}`,
  );
  const t = document.querySelector('[data-testid="turn"]');
  const now = `${cells.join(',')}|${t.dataset.player}|${t.dataset.phase}`;
  return before === undefined ? now : now !== before;
}

/** What the map and the turn indicator show, as one string (to see that a move happened). */
async function screenState(page) {
  return page.evaluate(pageScreenState);
}

/**
 * Plays one action of the game on screen the quickest legal way, through taps: the
 * hand-over and notices first, then in the setup and the reinforcement all armies on one
 * own territory, no attack, no strategic move, end of turn. Waits until the autosave
 * reports it (or, with `{ saved: false }`, until the screen shows it). Returns the phase
 * it acted in.
 */
export async function playOneAction(page, { saved = true } = {}) {
  const shown = async (id) => (await page.locator(`[data-testid="${id}"]`).count()) > 0;
  for (let i = 0; i < 4; i++) {
    if (await shown('start-play')) await page.getByTestId('start-play').click();
    else if (await shown('turn-end-notice')) await page.getByTestId('notice-ok').click();
    else if (await shown('handover')) await page.getByTestId('handover-reveal').click();
    else break;
  }
  const phase = await page.getByTestId('turn').getAttribute('data-phase');
  const before = Number((await saveStatus(page)).saveActions || -1);
  const screenBefore = await screenState(page);
  if (phase === 'setup' || phase === 'reinforce') {
    if ((await shown('place-all')) && (await page.getByTestId('place-all').isEnabled())) {
      await page.getByTestId('place-all').click();
    }
    const own = await page.evaluate(() => {
      const g = [...document.querySelectorAll('[data-territory]')].find((e) => !e.hasAttribute('data-highlight') || e.getAttribute('data-highlight') === 'target');
      return g && g.getAttribute('data-territory');
    });
    const { anchorOf } = await import('./helpers.mjs');
    const { x, y } = await anchorOf(page, own);
    await page.mouse.click(x, y);
    // A setup group's last placement is held until confirmed.
    if (phase === 'setup') await page.getByTestId('confirm-place').click();
  } else if (phase === 'attack' || phase === 'fortify') {
    await page.getByTestId('end-turn').click();
    // From the attack phase the end of the turn is asked once.
    if (phase === 'attack') await page.getByTestId('confirm-end-turn-yes').click();
  } else {
    throw new Error(`playOneAction: phase ${phase} not handled`);
  }
  if (saved) {
    // The autosave reports every applied action.
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n,
      before,
    );
  } else {
    // A function, not a string: the page's CSP forbids the eval a string predicate polls with.
    await page.waitForFunction(pageScreenState, screenBefore);
    assert.notEqual(await screenState(page), screenBefore, 'the move shows on screen');
  }
  return phase;
}
