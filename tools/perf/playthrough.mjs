// A whole game against the computer played with a finger (issue 43: "you played with
// touch a whole game against the computer in each orientation on the built app and looked
// at the screenshots of every phase, throw, conquest and notice"). Not part of CI: run by
// hand on the release build, `node tools/perf/playthrough.mjs` (PLANISFERO_DIST picks the
// build, OUT the folder, default /tmp/playthrough-<time>; GAMES=torneo or =testa plays one;
// MINUTES, default 12, bounds each game). Games: `torneo` against three Medio in portrait
// 768x1024 (ending by sdadata after 4 rounds), `testa_a_testa` against Difficile in
// landscape 1024x768, both at the fastest speed. Every tap is a touch tap (Playwright
// hasTouch, tap()). The person places everything on one territory, attacks once a turn with
// a Blitz from a highlighted source when it can, and ends its turn. A screenshot is saved
// at every change of phase, throw (the dice tray's throw), conquest and notice. Prints, per
// game: taps, turns, screenshots, the notices seen and whether one blocked the game (the
// computer waiting on a notice nobody answered).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DIST, LANDSCAPE, PORTRAIT, launch, startServer, stylesReady } from '../../tests/e2e/helpers.mjs';

const OUT = process.env.OUT || `/tmp/playthrough-${Date.now()}`;
const MINUTES = Number(process.env.MINUTES || 12);

const shown = async (page, id) => (await page.locator(`[data-testid="${id}"]`).count()) > 0;

async function play(browser, url, game) {
  const { page, errors } = browser;
  const dir = path.join(OUT, game.name);
  mkdirSync(dir, { recursive: true });
  const stats = { taps: 0, person_turns: 0, rounds: 0, shots: 0, notices: {}, blocked: [], over: false };
  const tap = async (locator) => {
    await locator.tap({ timeout: 10_000 });
    stats.taps++;
  };
  const tapId = (id) => tap(page.getByTestId(id));
  let last = '';
  /** A screenshot when what is on screen changed (phase, throw, conquest, notice). */
  const look = async (why = '') => {
    const key = await page.evaluate(() => {
      const t = document.querySelector('[data-testid="turn"]')?.dataset ?? {};
      const tray = document.querySelector('[data-testid="dice-tray"]')?.dataset ?? {};
      const notices = ['turn-end-notice', 'summary', 'conquest-dialog', 'handover', 'toast', 'final-table']
        .filter((id) => document.querySelector(`[data-testid="${id}"]`));
      return `${t.player}-${t.phase}-${t.round}|${tray.action ?? ''}-${tray.throw ?? ''}|${notices.join(',')}`;
    });
    if (key === last && !why) return;
    last = key;
    stats.shots++;
    const name = `${String(stats.shots).padStart(4, '0')}-${key.replace(/[^a-z0-9-]+/gi, '_')}${why ? `-${why}` : ''}.png`;
    await page.screenshot({ path: path.join(dir, name) });
  };
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('[data-screen="home"]').waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await stylesReady(page);
  await tapId('home-new-game');
  await tapId(`preset-${game.preset}`);
  if (game.players) await tapId(`players-${game.players}`);
  for (const [seat, who] of game.seats) await tapId(`seat-${seat}-who-${who}`);
  if (game.rounds) {
    await tapId('ending-sdadata_rounds');
    await page.locator('.ending-detail input').first().fill(String(game.rounds));
  }
  await look('form');
  await tapId('start-game');
  await page.getByTestId('play').waitFor();
  const deadline = Date.now() + MINUTES * 60_000;
  let attacked = -1;
  while (Date.now() < deadline) {
    await look();
    const now = await page.evaluate(() => ({ ...(document.querySelector('[data-testid="turn"]')?.dataset ?? {}) }));
    stats.rounds = Math.max(stats.rounds, Number(now.round || 0));
    if (now.phase === 'over' || (await shown(page, 'final-table'))) {
      stats.over = true;
      if (await shown(page, 'sdadata-roll-dice')) await tapId('sdadata-roll-dice');
      if (await shown(page, 'notice-ok')) await tapId('notice-ok');
      await page.getByTestId('final-table').waitFor({ timeout: 10_000 }).catch(() => {});
      await look('final');
      break;
    }
    for (const id of ['start-play', 'seat-order-ok', 'handover-reveal']) {
      if (await shown(page, id)) {
        stats.notices[id] = (stats.notices[id] ?? 0) + 1;
        await tapId(id);
        continue;
      }
    }
    if (await shown(page, 'turn-end-notice')) {
      stats.notices['turn-end-notice'] = (stats.notices['turn-end-notice'] ?? 0) + 1;
      if (await shown(page, 'computer-turn')) stats.blocked.push(`round ${now.round}: a computer waits on a notice`);
      await look('notice');
      if (await shown(page, 'sdadata-roll-dice')) await tapId('sdadata-roll-dice');
      await tapId('notice-ok');
      continue;
    }
    if (await shown(page, 'summary')) {
      stats.notices.summary = (stats.notices.summary ?? 0) + 1;
      await look('summary');
      await tapId('summary-ok');
      continue;
    }
    if (await shown(page, 'computer-turn')) {
      const speed = page.getByTestId('speed-istantaneo');
      if ((await speed.count()) && (await speed.getAttribute('aria-pressed')) !== 'true') await tap(speed).catch(() => {});
      // Watch it: a screenshot at each of its throws and conquests, until it is done.
      await page
        .waitForFunction(
          (seen) => {
            const tray = document.querySelector('[data-testid="dice-tray"]')?.dataset ?? {};
            return !document.querySelector('[data-testid="computer-turn"]') || `${tray.action}-${tray.throw}` !== seen;
          },
          last.split('|')[1] ?? '',
          { timeout: 60_000 },
        )
        .catch(() => stats.blocked.push(`round ${now.round}: a computer turn did not move for 60 s`));
      continue;
    }
    if (now.player !== '0') {
      await page.waitForTimeout(50);
      continue;
    }
    const before = Number(await page.getByTestId('save-status').getAttribute('data-save-actions'));
    if (now.phase === 'setup' || now.phase === 'reinforce') {
      if ((await shown(page, 'trade-best')) && (await page.getByTestId('trade-best').isEnabled())) await tapId('trade-best');
      if ((await shown(page, 'place-all')) && (await page.getByTestId('place-all').isEnabled())) await tapId('place-all');
      const at = await mine(page, 'place');
      if (!at) throw new Error(`${game.name}: no territory of the person to tap`);
      await page.touchscreen.tap(at.x, at.y);
      stats.taps++;
      await page.waitForFunction(
        (n) =>
          Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n ||
          document.querySelector('[data-testid="confirm-place"]'),
        before,
      );
      if (await shown(page, 'confirm-place')) await tapId('confirm-place');
    } else if (now.phase === 'attack' && attacked !== Number(now.round)) {
      attacked = Number(now.round);
      stats.person_turns++;
      // One Blitz from the strongest highlighted source into its first target.
      const from = await mine(page, 'target');
      if (from) {
        await page.touchscreen.tap(from.x, from.y);
        stats.taps++;
        await page.waitForFunction(() => document.querySelector('[data-highlight="selected"]'), null, { timeout: 3000 }).catch(() => {});
        const to = await mine(page, 'target');
        if (to) {
          await page.touchscreen.tap(to.x, to.y);
          stats.taps++;
          if (await page.getByTestId('attack-blitz').waitFor({ timeout: 3000 }).then(() => true, () => false)) {
            await tapId('attack-blitz');
            await page.waitForFunction(
              (n) => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n,
              before,
            );
            await look('throw');
            if (await page.getByTestId('conquest-dialog').waitFor({ timeout: 1500 }).then(() => true, () => false)) {
              await look('conquest');
              await tapId('conquest-confirm');
            }
            if (await shown(page, 'attack-dialog')) await tapId('attack-close').catch(() => {});
          }
        }
      }
      continue;
    } else if (now.phase === 'attack' || now.phase === 'fortify') {
      await tapId('end-turn');
      if (await page.getByTestId('confirm-end-turn-yes').waitFor({ timeout: 1500 }).then(() => true, () => false)) {
        await tapId('confirm-end-turn-yes');
      }
    } else {
      await page.waitForTimeout(50);
      continue;
    }
    await page
      .waitForFunction(
        (n) => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n,
        before,
        { timeout: 10_000 },
      )
      .catch(() => {});
  }
  stats.errors = errors;
  return stats;
}

/** The territory of the map with most armies among those highlighted as targets (`want`
 * 'target'), or also not highlighted ('place'), on screen and not under anything: its screen point. */
function mine(page, want) {
  return page.evaluate(
    ({ want }) => {
      const ok = (h) => (want === 'place' ? !h || h === 'target' : h === 'target');
      const found = [];
      for (const g of document.querySelectorAll('.board-map > svg:not(.map-top) [data-territory]')) {
        const h = g.getAttribute('data-highlight');
        if (!ok(h)) continue;
        const [x, y] = g.getAttribute('data-anchor').trim().split(/[\s,]+/).map(Number);
        const p = g.ownerSVGElement.createSVGPoint();
        p.x = x;
        p.y = y;
        const s = p.matrixTransform(g.ownerSVGElement.getScreenCTM());
        const hit = document.elementFromPoint(s.x, s.y)?.closest('[data-territory],[data-hit]');
        const key = hit?.getAttribute('data-territory') ?? hit?.getAttribute('data-hit');
        if (key !== g.getAttribute('data-territory')) continue;
        const armies = Number(g.querySelector('[data-armies]')?.textContent || 0);
        found.push({ x: s.x, y: s.y, armies });
      }
      found.sort((a, b) => b.armies - a.armies);
      return found[0] ?? null;
    },
    { want },
  );
}

const GAMES = [
  { name: 'torneo-portrait', viewport: PORTRAIT, preset: 'torneo', players: 4, seats: [[1, 'medio'], [2, 'medio'], [3, 'medio']], rounds: 4 },
  { name: 'testa-landscape', viewport: LANDSCAPE, preset: 'testa_a_testa', seats: [[1, 'difficile']] },
];

const server = await startServer(process.env.PLANISFERO_DIST || DIST);
try {
  for (const game of GAMES.filter((g) => !process.env.GAMES || g.name.startsWith(process.env.GAMES))) {
    const browser = await launch({ viewport: game.viewport, hasTouch: true });
    try {
      const stats = await play(browser, server.url, game);
      console.log(JSON.stringify({ game: game.name, out: path.join(OUT, game.name), ...stats }, null, 2));
    } catch (e) {
      await browser.page.screenshot({ path: path.join(OUT, game.name, 'zz-failed.png') }).catch(() => {});
      console.log(JSON.stringify({ game: game.name, failed: String(e) }));
    } finally {
      await browser.close();
    }
  }
} finally {
  server.close();
}
