// Takes a screenshot of every screen at 1024x768 and 768x1024 into screenshots/.
// Run: scripts/screenshots.sh (or `node tests/e2e/screenshots.mjs` with dist-test/ built:
// several screens are positions of the `?sandbox=` hook, which only the test build has).
// The e2e suite calls takeScreenshots() too (screenshots.test.mjs), and runs axe on every
// screen it photographs: any WCAG 2.x A or AA violation fails it.
import { mkdirSync, readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DIST_TEST,
  LANDSCAPE,
  PORTRAIT,
  ROOT,
  launch,
  openApp,
  openExplore,
  startServer,
  tapTerritory,
  stylesReady,
} from './helpers.mjs';
import { openTab } from './play_helpers.mjs';
import { clearSaves } from './saves-helpers.mjs';
import { createTournament, enterResult, openTournament, register } from './tournament_helpers.mjs';

export const OUT = path.join(ROOT, 'screenshots');

/** A new torneo game with a fixed seed, up to its drawn seat order. */
async function startGame(page) {
  await page.goto(`${page.url().split('?')[0]}?seed=42`);
  await stylesReady(page);
  await page.getByTestId('home-new-game').click();
  await page.getByTestId('preset-torneo').click();
  const names = ['Giulia', 'Marco', 'Sara', 'Luca'];
  for (let i = 0; i < names.length; i++) await page.getByTestId(`seat-name-${i}`).fill(names[i]);
  await page.getByTestId('start-game').click();
  await page.getByTestId('seat-order').waitFor();
}

/** A position of the `?sandbox=` test hook, revealed for the player to act. */
async function sandbox(page, name) {
  await page.goto(`${page.url().split('?')[0]}?sandbox=${name}`);
  await stylesReady(page);
  await page.getByTestId('handover-reveal').click();
  await page.getByTestId('turn').waitFor();
}

/** A tournament of 9 players (a corrected table of 5), round 1 seated, one result typed. */
async function tournamentRound(page) {
  await openTournament(page);
  await createTournament(page, { name: 'Torneo di Natale', rounds: '3' });
  const names = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina', 'Ugo', 'Zoe'];
  await register(page, names.map((name, i) => ({ name, club: i % 3 ? 'Club Roma' : '' })));
  await page.getByTestId('t-seat-balanced').click();
  await page.getByTestId('t-enter').first().waitFor();
  await enterResult(page, [55, 40, 12, 0], { elim: [0, 0, 0, 1] });
}

/** Only two saved games: the golden save of tests/saves/ renamed, and a cut-off one. */
async function seedSaves(page) {
  const save = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'saves', 'format-1.json'), 'utf8'));
  save.meta = { ...save.meta, id: 'g-shot', name: 'Venerdì sera', updated_ms: Date.UTC(2026, 10, 27, 21, 30) };
  const text = JSON.stringify(save);
  await page.evaluate(
    ([good, cut]) => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('planisfero.save')) localStorage.removeItem(k);
      localStorage.setItem('planisfero.save.g-shot', good);
      localStorage.setItem('planisfero.save.g-cut', cut);
    },
    [text, text.slice(0, 400)],
  );
  await page.reload();
  await stylesReady(page);
  await page.locator('[data-screen="home"]').waitFor();
}

/** Opens a finished testa a testa game of tests/e2e/fixtures (`testa-game-<k>`). */
async function testaFinal(page, k) {
  const text = readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', `testa-game-${k}.json`), 'utf8').trim();
  const id = JSON.parse(text).meta.id;
  // Every save and the saves' journal go (it would bring the last game played back); the
  // language chosen stays.
  const lang = await page.evaluate(() => localStorage.getItem('planisfero.lang'));
  await clearSaves(page);
  await page.evaluate(
    ([id, text, lang]) => {
      if (lang) localStorage.setItem('planisfero.lang', lang);
      localStorage.setItem(`planisfero.save.${id}`, text);
    },
    [id, text, lang],
  );
  await page.reload();
  await stylesReady(page);
  // A finished game is offered as "Rivedi" (issue 30): its replay, then the table.
  await page.getByTestId('home-replay').click();
  await page.getByTestId('replay').waitFor();
  await page.getByTestId('replay-close').click();
  await page.getByTestId('match').waitFor();
}

/** Waits until the worker's Verifica or statistics page replaced its placeholder. */
async function workerPage(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="trust-wait"]'));
}

/** Game 1 of tests/e2e/fixtures reopened from the saved games once its game 2 exists. */
async function testaFirstWithSecond(page) {
  const texts = [1, 2].map((k) =>
    readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', `testa-game-${k}.json`), 'utf8').trim(),
  );
  await page.evaluate((texts) => {
    for (const k of Object.keys(localStorage)) {
      if (/^planisfero\.(save|lock)/.test(k)) localStorage.removeItem(k);
    }
    for (const text of texts) localStorage.setItem(`planisfero.save.${JSON.parse(text).meta.id}`, text);
  }, texts);
  await page.reload();
  await stylesReady(page);
  await page.getByTestId('home-saves').click();
  await page.locator('[data-save-id="g-testa-1"] [data-testid="save-review"]').click();
  await page.getByTestId('replay-close').click();
  await page.getByTestId('continue-second-game').waitFor();
}

/** A testa a testa position of the `?sandbox=` hook, on its hand-over. */
async function testaSandbox(page, name) {
  await page.goto(`${page.url().split('?')[0]}?sandbox=${name}`);
  await stylesReady(page);
  await page.getByTestId('handover').waitFor();
}

/** Each screen: a name and how to get there from a freshly opened app. */
export const SCREENS = [
  { name: 'home', go: async () => {} },
  { name: 'explore', go: async (page) => openExplore(page) },
  {
    name: 'explore-selected',
    go: async (page) => {
      await openExplore(page);
      await tapTerritory(page, 'ucraina');
      await page.getByTestId('territory-name').waitFor();
    },
  },
  {
    name: 'explore-zoomed',
    go: async (page) => {
      await openExplore(page);
      for (let i = 0; i < 3; i++) await page.getByTestId('zoom-in').click();
      await tapTerritory(page, 'europa_meridionale');
      await page.getByTestId('territory-name').waitFor();
    },
  },
  {
    name: 'rules',
    go: async (page) => {
      await page.getByTestId('home-rules').click();
      await page.getByTestId('rules').waitFor();
    },
  },
  {
    name: 'about',
    go: async (page) => {
      await page.getByTestId('home-about').click();
      await page.getByTestId('about').waitFor();
    },
  },
  // The game screens (issue 4): a new game, then positions of the `?sandbox=` hook.
  {
    name: 'new-game',
    go: async (page) => {
      await page.getByTestId('home-new-game').click();
      await page.getByTestId('preset-torneo').click();
    },
  },
  { name: 'seat-order', go: async (page) => startGame(page) },
  {
    name: 'handover',
    go: async (page) => {
      await startGame(page);
      await page.getByTestId('start-play').click();
      await page.getByTestId('handover').waitFor();
    },
  },
  {
    name: 'play-setup',
    go: async (page) => {
      await startGame(page);
      await page.getByTestId('start-play').click();
      await page.getByTestId('handover-reveal').click();
      await page.getByTestId('objective').waitFor({ state: 'attached' });
    },
  },
  { name: 'play-reinforce-cards', go: async (page) => sandbox(page, 'trade') },
  {
    name: 'play-trade-dialog',
    go: async (page) => {
      await sandbox(page, 'trade');
      await page.getByTestId('open-trade').click();
    },
  },
  {
    name: 'play-attack-selected',
    go: async (page) => {
      await sandbox(page, 'blitz100');
      await tapTerritory(page, 'ucraina');
    },
  },
  {
    name: 'play-attack-dialog',
    go: async (page) => {
      await sandbox(page, 'blitz100');
      await tapTerritory(page, 'ucraina');
      await tapTerritory(page, 'urali');
      await page.getByTestId('attack-dialog').waitFor();
    },
  },
  {
    name: 'play-attack-thrown',
    go: async (page) => {
      await sandbox(page, 'blitz100');
      await tapTerritory(page, 'ucraina');
      await tapTerritory(page, 'urali');
      await page.getByTestId('attack-dice-3').click();
      await page.locator('[data-testid="battle"]:visible').first().waitFor();
    },
  },
  {
    name: 'play-conquest',
    go: async (page) => {
      await sandbox(page, 'conquest');
      await tapTerritory(page, 'ucraina');
      await tapTerritory(page, 'urali');
      await page.getByTestId('attack-blitz').click();
      await page.getByTestId('conquest-dialog').waitFor();
    },
  },
  {
    name: 'play-card-drawn',
    go: async (page) => {
      await sandbox(page, 'conquest');
      await tapTerritory(page, 'ucraina');
      await tapTerritory(page, 'urali');
      await page.getByTestId('attack-blitz').click();
      await page.getByTestId('conquest-confirm').click();
      await page.getByTestId('end-turn').click();
      await page.getByTestId('confirm-end-turn-yes').click();
      await page.getByTestId('card-drawn').waitFor();
    },
  },
  {
    name: 'play-explained',
    go: async (page) => {
      await sandbox(page, 'blitz100');
      await tapTerritory(page, 'ucraina');
      // Not a neighbour, on screen at both sizes.
      await tapTerritory(page, 'egitto');
      await page.getByTestId('explain').waitFor();
    },
  },
  {
    // Keyboard focus: Tab to Ucraina, an arrow to the neighbour east of it (its ring).
    name: 'play-keyboard-focus',
    go: async (page) => {
      await sandbox(page, 'blitz100');
      for (let i = 0; i < 80; i++) {
        const t = await page.evaluate(() => document.activeElement?.getAttribute('data-territory'));
        if (t === 'ucraina') break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('ArrowRight');
    },
  },
  {
    name: 'play-players',
    go: async (page) => {
      await sandbox(page, 'blitz100');
      await openTab(page, 'players');
    },
  },
  {
    name: 'play-log',
    go: async (page) => {
      await sandbox(page, 'conquest');
      await tapTerritory(page, 'ucraina');
      await tapTerritory(page, 'urali');
      await page.getByTestId('attack-blitz').click();
      await page.getByTestId('conquest-confirm').click();
      await openTab(page, 'log');
    },
  },
  {
    name: 'play-rules',
    go: async (page) => {
      await sandbox(page, 'blitz100');
      await page.getByTestId('open-rules').click();
    },
  },
  {
    name: 'play-final',
    go: async (page) => {
      await sandbox(page, 'final');
      await page.getByTestId('end-turn').click();
      await page.getByTestId('final-table').waitFor();
    },
  },
  // Saved games (issue 5): a good save and a damaged one, then the delete question.
  {
    name: 'saves',
    go: async (page) => {
      await seedSaves(page);
      await page.getByTestId('home-saves').click();
      await page.getByTestId('save-row').first().waitFor();
    },
  },
  {
    name: 'saves-delete',
    go: async (page) => {
      await seedSaves(page);
      await page.getByTestId('home-saves').click();
      await page.locator('[data-save-id="g-shot"] [data-testid="save-delete"]').click();
      await page.getByTestId('confirm-delete').waitFor();
    },
  },
  // "Rivedi" of the unfinished game from the saved games (issue 18 point 4), a round in.
  {
    name: 'saves-replay',
    go: async (page) => {
      await seedSaves(page);
      await page.getByTestId('home-saves').click();
      await page.locator('[data-save-id="g-shot"] [data-testid="save-replay"]').click();
      await page.getByTestId('replay-round-back').click();
      await page.locator('[data-testid="replay"]:not([data-step="230"])').waitFor();
    },
  },
  // The tournament desk (issue 17): a round seated with one table's result typed, and
  // the result form open on the other.
  {
    name: 'tournament',
    go: async (page) => {
      await tournamentRound(page);
    },
  },
  {
    name: 'tournament-result',
    go: async (page) => {
      await tournamentRound(page);
      await page.getByTestId('t-enter').first().click();
      await page.getByTestId('t-result-form').waitFor();
    },
  },
  // Issue 31: round 2 seated, a player picked to swap or move; the correction of a
  // round-1 game (its form filled in); the score slips; the public screen.
  {
    name: 'tournament-picked',
    go: async (page) => {
      await tournamentRound(page);
      await enterResult(page, [55, 40, 30, 20, 10]);
      await page.getByTestId('t-seat-balanced').click();
      await page.locator('[data-testid="t-round"][data-round="1"]').waitFor();
      await page.locator('.tn-seat').first().click();
      await page.locator('.tn-seat[aria-pressed="true"]').waitFor();
    },
  },
  {
    name: 'tournament-correction',
    go: async (page) => {
      await tournamentRound(page);
      await page.getByTestId('t-correct').first().click();
      await page.getByTestId('t-result-form').waitFor();
    },
  },
  {
    name: 'tournament-slips',
    go: async (page) => {
      await page.addInitScript(() => {
        window.print = () => {};
      });
      await tournamentRound(page);
      await page.getByTestId('t-slips').first().click();
      await page.getByTestId('t-slips-sheet').waitFor();
    },
  },
  {
    name: 'tournament-public',
    go: async (page) => {
      await tournamentRound(page);
      // Through a blank page: a change of the hash alone would not load the page again.
      const base = page.url().split('#')[0].replace(/[^/]*$/, '');
      await page.goto('about:blank');
      await page.goto(`${base}torneo.html#schermo`);
      await page.locator('[data-screen="tournament-public"]').waitFor();
    },
  },
  // Testa a testa (issue 6): the form, the seat order, the morto directed, extra rolls,
  // the final tables of both games of a match.
  {
    name: 'new-game-testa',
    go: async (page) => {
      await page.getByTestId('home-new-game').click();
      await page.getByTestId('preset-testa_a_testa').click();
    },
  },
  {
    name: 'seat-order-testa',
    go: async (page) => {
      await page.goto(`${page.url().split('?')[0]}?seed=11`);
      await stylesReady(page);
      await page.getByTestId('home-new-game').click();
      await page.getByTestId('preset-testa_a_testa').click();
      await page.getByTestId('seat-name-0').fill('Luca');
      await page.getByTestId('seat-name-1').fill('Andrea');
      await page.getByTestId('seat-2-color-nero').click();
      await page.getByTestId('start-game').click();
      await page.getByTestId('seat-order').waitFor();
    },
  },
  { name: 'handover-morto', go: async (page) => testaSandbox(page, 'testa_morto') },
  {
    name: 'play-morto',
    go: async (page) => {
      await testaSandbox(page, 'testa_morto');
      await page.getByTestId('handover-reveal').click();
      await tapTerritory(page, 'ucraina');
      await tapTerritory(page, 'europa_settentrionale');
      await page.getByTestId('explain').waitFor();
    },
  },
  {
    name: 'play-players-testa',
    go: async (page) => {
      await testaSandbox(page, 'testa_extra');
      await page.getByTestId('handover-reveal').click();
      await openTab(page, 'players');
    },
  },
  {
    name: 'play-extra-rolls',
    go: async (page) => {
      await testaSandbox(page, 'testa_extra');
      await page.getByTestId('handover-reveal').click();
      await page.getByTestId('end-turn').click();
      await page.getByTestId('extra-rolls-dialog').waitFor();
    },
  },
  {
    name: 'play-extra-rolled',
    go: async (page) => {
      await testaSandbox(page, 'testa_extra');
      await page.getByTestId('handover-reveal').click();
      await page.getByTestId('end-turn').click();
      await page.getByTestId('extra-rolls-2').click();
      await page.getByTestId('turn-end-notice').waitFor();
    },
  },
  {
    name: 'play-extra-rolled-all',
    go: async (page) => {
      await testaSandbox(page, 'testa_extra');
      await page.getByTestId('handover-reveal').click();
      await page.getByTestId('end-turn').click();
      await page.getByTestId('extra-rolls-2').click();
      await page.getByTestId('turn-end-notice').waitFor();
      if (await page.getByTestId('sdadata-roll-dice').isVisible()) await page.getByTestId('sdadata-roll-dice').click();
      if (await page.getByTestId('sdadata-show-all').isVisible()) await page.getByTestId('sdadata-show-all').click();
    },
  },
  {
    name: 'new-game-table-order',
    go: async (page) => {
      await page.getByTestId('home-new-game').click();
      await page.getByTestId('preset-torneo').click();
      await page.getByTestId('table-order-1').click();
      await page.getByTestId('order-up-2').click();
      await page.getByTestId('turn-order').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'play-log-sounds',
    go: async (page) => {
      await sandbox(page, 'conquest');
      await openTab(page, 'log');
    },
  },
  { name: 'final-testa-game-1', go: async (page) => testaFinal(page, 1) },
  { name: 'final-testa-game-1-continue', go: async (page) => testaFirstWithSecond(page) },
  { name: 'final-testa-match', go: async (page) => testaFinal(page, 2) },
  // Dice you can trust (issue 18): Verifica, the statistics and Rivedi of a finished game.
  {
    name: 'trust-verify',
    go: async (page) => {
      await testaFinal(page, 1);
      await page.getByTestId('verify').click();
      await workerPage(page);
      await page.getByTestId('verify-result').waitFor();
    },
  },
  {
    name: 'trust-stats',
    go: async (page) => {
      await testaFinal(page, 1);
      await page.getByTestId('final-stats').click();
      await workerPage(page);
      await page.getByTestId('stats-total').first().waitFor();
    },
  },
  {
    name: 'trust-replay',
    go: async (page) => {
      await testaFinal(page, 1);
      await page.getByTestId('replay-open').click();
      await page.getByTestId('replay-next').click();
      await page.locator('[data-testid="replay"][data-step="1"]').waitFor();
    },
  },
  // Club and online (issue 13): the form, the draft half done, a game with its chain.
  {
    name: 'new-game-club',
    go: async (page) => {
      await page.getByTestId('home-new-game').click();
      await page.getByTestId('preset-club').click();
    },
  },
  {
    name: 'play-club-draft',
    go: async (page) => {
      await page.goto(`${page.url().split('?')[0]}?seed=7`);
      await stylesReady(page);
      await page.getByTestId('home-new-game').click();
      await page.getByTestId('preset-club').click();
      await page.getByTestId('start-game').click();
      await page.getByTestId('start-play').click();
      // Eight picks among the free territories in view (in portrait the map first shows
      // part of the world).
      for (let i = 0; i < 8; i++) {
        const t = await page.evaluate(() => {
          const map = document.querySelector('[data-testid="map"]') ?? document.body;
          const view = map.getBoundingClientRect();
          const free = [...document.querySelectorAll('[data-territory]:not([data-owned])')].find((e) => {
            const r = e.getBoundingClientRect();
            const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
            return x > view.left + 20 && x < view.right - 20 && y > view.top + 20 && y < view.bottom - 20;
          });
          return free && free.getAttribute('data-territory');
        });
        await tapTerritory(page, t);
        await page.locator(`[data-territory="${t}"][data-owned]`).waitFor();
      }
    },
  },
  { name: 'play-club', go: async (page) => sandbox(page, 'club') },
  {
    name: 'play-club-players',
    go: async (page) => {
      await sandbox(page, 'club');
      await openTab(page, 'players');
    },
  },
  // Last: the choice of English is remembered by the browser profile.
  {
    name: 'explore-selected-en',
    go: async (page) => {
      await page.getByTestId('lang-en').click();
      await openExplore(page);
      await tapTerritory(page, 'territori_del_nord_ovest');
      await page.getByTestId('territory-name').waitFor();
    },
  },
  { name: 'final-testa-match-en', go: async (page) => testaFinal(page, 2) },
  { name: 'play-morto-en', go: async (page) => {
    await testaSandbox(page, 'testa_morto');
    await page.getByTestId('handover-reveal').click();
  } },
];

// WCAG 2.0 and 2.1, levels A and AA.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's A and AA violations on the page, one readable line each (none: []). */
export async function axeViolations(page, where) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 4)
      .map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary || '').replace(/\s+/g, ' ').trim()}`)
      .join('\n');
    const more = v.nodes.length > 4 ? `\n    ... and ${v.nodes.length - 4} more` : '';
    return `${where}: ${v.id} (${v.impact}) ${v.help}\n${nodes}${more}`;
  });
}

/**
 * Waits until no finite CSS animation or transition is running (the dice, the extra rolls
 * shown one by one, a sheet sliding in): screenshots and axe then see the screen at rest,
 * not a frame half faded in.
 */
export async function animationsDone(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (;;) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) break;
      await Promise.all(running.map((a) => a.finished.catch(() => {})));
      await frame();
    }
    await frame();
  });
}

/**
 * Writes screenshots/<screen>-<w>x<h>.png for every screen and size, and runs axe on
 * each. Returns { files, violations } (violations: readable lines, see axeViolations).
 */
export async function takeScreenshots(url) {
  mkdirSync(OUT, { recursive: true });
  const files = [];
  const violations = [];
  for (const viewport of [LANDSCAPE, PORTRAIT]) {
    const browser = await launch({ viewport });
    try {
      // PLANISFERO_SCREENS=<regex> takes only the screens whose name matches.
      const only = process.env.PLANISFERO_SCREENS ? new RegExp(process.env.PLANISFERO_SCREENS) : null;
      for (const screen of SCREENS.filter((s) => !only || only.test(s.name))) {
        await openApp(browser.page, url);
        await screen.go(browser.page);
        await animationsDone(browser.page);
        const file = path.join(OUT, `${screen.name}-${viewport.width}x${viewport.height}.png`);
        await browser.page.screenshot({ path: file });
        files.push(file);
        violations.push(...(await axeViolations(browser.page, `${screen.name} ${viewport.width}x${viewport.height}`)));
        // The drawer is remembered (issue 43): the next screen starts with it closed.
        await browser.page.evaluate(() => localStorage.removeItem('planisfero.drawer'));
      }
      if (browser.errors.length) throw new Error(`page errors: ${browser.errors.join('; ')}`);
    } finally {
      await browser.close();
    }
  }
  return { files, violations };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer(DIST_TEST);
  try {
    const { files, violations } = await takeScreenshots(server.url);
    for (const f of files) console.log(path.relative(ROOT, f));
    if (violations.length) {
      console.log(`axe: ${violations.length} violations\n${violations.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    server.close();
  }
}
