// End-to-end (issue 6): a testa a testa match through the page. Two players and the morto
// play a short first game (2 rounds) to its match score, then the second game with the
// real players' seats swapped and the morto's kept, across a reload, to the match result.
// Checked on the way: who directs the morto (banner in its colour, hand-over naming the
// director, seat order), the morto's cards face up for both players, the attack refused
// against the director, table points by kind of territory, match points.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { stylesReady, closeApp, startApp } from './helpers.mjs';
import { armiesOn, onScreen, shown, tap, turn, withHighlight } from './play_helpers.mjs';

const NAMES = ['Luca', 'Andrea'];
const MORTO = 'Morto';
// The morto plays black (docs/RULES.md §3 colours; the app's css value of "nero").
const MORTO_CSS = '#2b2b2b';
// The form gives seat i the i-th colour of docs/RULES.md §3's order; a player keeps its colour
// in the second game.
const COLOURS = { Luca: 'blu', Andrea: 'rosso' };

/** Home → new testa a testa game with a round limit, up to the drawn seat order. */
async function newTestaGame(page, rounds) {
  await page.getByTestId('home-new-game').click();
  await page.getByTestId('preset-testa_a_testa').click();
  // Two names, no player count to choose; the morto's seat has a fixed name.
  assert.equal(await page.locator('[data-testid^="players-"]').count(), 0);
  assert.equal((await page.getByTestId('seat-name-morto').textContent()).trim(), MORTO);
  for (let i = 0; i < NAMES.length; i++) await page.getByTestId(`seat-name-${i}`).fill(NAMES[i]);
  await page.getByTestId('seat-2-color-nero').click();
  // The preset's default ending: 45 minutes, then the penultimate round.
  assert.equal(await page.getByTestId('ending-sdadata_minutes').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getByTestId('ending-minutes').inputValue(), '45');
  await page.getByTestId('ending-round_limit').click();
  await page.getByTestId('ending-round-limit').fill(String(rounds));
  await page.getByTestId('start-game').click();
  await page.getByTestId('seat-order').waitFor();
}

/** The drawn order as names. */
async function seatOrder(page) {
  const names = await page.locator('[data-testid="seat-order-entry"]').allTextContents();
  return names.map((t) => t.replace(/^\d+/, '').trim());
}

/** Seat id -> name, from the drawn order (a second game's seats are in its new order). */
async function seatNames(page) {
  const entries = await page.locator('[data-testid="seat-order-entry"]').evaluateAll((es) =>
    es.map((e) => [e.dataset.seat, e.textContent.replace(/^\d+/, '').trim()]),
  );
  return Object.fromEntries(entries);
}

/** Plays the game on screen to its final table; returns what was seen. */
async function playToTheEnd(page, names) {
  const seen = { banners: 0, mortoHandovers: 0, mortoCards: new Set(), cardsSeenBy: new Set(), refused: 0, tried: new Set(), mortoTurns: 0 };
  let attacks = 0;
  let turnKey = '';
  for (let step = 0; step < 2000; step++) {
    if (await shown(page, 'final-table')) return seen;
    if (await shown(page, 'turn-end-notice')) {
      // The morto's card is said of it, for both players to see.
      const drawn = page.getByTestId('card-drawn');
      if ((await drawn.count()) && /^Il morto ha pescato/.test(await drawn.textContent())) {
        seen.mortoCards.add(await drawn.getAttribute('data-card'));
      }
      await page.getByTestId('notice-ok').click();
      continue;
    }
    if (await shown(page, 'handover')) {
      const who = names[await page.getByTestId('handover').getAttribute('data-seat')];
      const title = (await page.getByTestId('handover-title').textContent()).trim();
      if (title.startsWith('Tocca al morto')) {
        // "Tocca al morto, diretto da Marco: passa il tablet a Marco".
        assert.equal(title, `Tocca al morto, diretto da ${who}: passa il tablet a ${who}`);
        seen.mortoHandovers++;
      } else {
        assert.equal(title, `Tocca a ${who}: passa il tablet`);
      }
      await page.getByTestId('handover-reveal').click();
      continue;
    }
    if (await shown(page, 'conquest-dialog')) {
      await page.getByTestId('conquest-confirm').click();
      continue;
    }
    const t = await turn(page);
    const actor = names[t.player];
    assert.equal(t.name, actor);
    assert.ok(NAMES.includes(actor), 'the one who acts is a real player');
    const morto = await shown(page, 'morto-banner');
    const key = `${t.round}/${t.player}/${morto}`;
    if (key !== turnKey) {
      turnKey = key;
      attacks = 0;
      if (morto && t.phase !== 'setup') seen.mortoTurns++;
    }
    if (morto) {
      const banner = page.getByTestId('morto-banner');
      assert.equal(await banner.getAttribute('data-director'), t.player);
      assert.match(await banner.textContent(), new RegExp(`^${actor} dirige il morto`));
      assert.match(await banner.getAttribute('style'), new RegExp(MORTO_CSS));
      seen.banners++;
    }
    // The morto's cards, face up, for whoever is at the tablet: the same as its count.
    if (t.phase !== 'setup') {
      const hand = page.getByTestId('morto-hand');
      const shownCards = await hand.locator('[data-card]').evaluateAll((es) => es.map((e) => e.dataset.card));
      assert.equal(shownCards.length, Number(await hand.getAttribute('data-count')));
      for (const c of seen.mortoCards) {
        if (shownCards.includes(c)) seen.cardsSeenBy.add(actor);
      }
    }
    if (t.phase === 'setup' || t.phase === 'reinforce') {
      const own = await withHighlight(page, null);
      const left = Number(await page.getByTestId('to-place').getAttribute('data-count'));
      const before = await armiesOn(page, own[0]);
      if (await page.getByTestId('place-all').isEnabled()) await page.getByTestId('place-all').click();
      await tap(page, own[0]);
      assert.equal(await armiesOn(page, own[0]), before + left);
      // A setup group's last placement is held until confirmed.
      if (t.phase === 'setup') await page.getByTestId('confirm-place').click();
      continue;
    }
    if (t.phase === 'attack') {
      if (await shown(page, 'attack-dialog')) {
        await page.getByTestId('attack-blitz').click();
        attacks++;
        if (await shown(page, 'attack-dialog')) await page.getByTestId('attack-dialog-close').click();
        continue;
      }
      const still = await withHighlight(page, 'selected');
      if (still.length) {
        await tap(page, still[0]);
        continue;
      }
      if (morto && seen.refused === 0 && !seen.tried.has(key)) {
        // The morto may not attack its director (testa-a-testa.txt lines 25-27): from a
        // morto territory, a tap on a bordering territory of the director is refused in
        // words and changes nothing.
        seen.tried.add(key);
        const colour = COLOURS[actor];
        const theirs = await page.evaluate(
          (c) =>
            [...document.querySelectorAll('[data-territory]')]
              .filter((g) => (g.getAttribute('style') || '').includes(`pp-${c})`))
              .map((g) => g.dataset.territory),
          colour,
        );
        assert.ok(theirs.length > 0);
        search: for (const src of await withHighlight(page, 'target')) {
          await tap(page, src);
          for (const id of theirs) {
            const before = await armiesOn(page, id);
            await tap(page, id);
            const why = (await shown(page, 'explain')) ? await page.getByTestId('explain').textContent() : '';
            if (/non può attaccare/.test(why)) {
              assert.match(why, new RegExp(`Il morto non può attaccare ${actor}, che lo dirige in questo turno`));
              assert.equal(await armiesOn(page, id), before);
              seen.refused++;
              break search;
            }
          }
          await tap(page, src);
        }
        continue;
      }
      const sources = await onScreen(page, await withHighlight(page, 'target'));
      if (attacks >= 3 || sources.length === 0) {
        await page.getByTestId('end-attacks').click();
        continue;
      }
      await tap(page, sources[0]);
      const targets = await onScreen(page, await withHighlight(page, 'target'));
      if (targets.length === 0) {
        // Its targets lie beyond the map's edges: no attack this turn.
        await tap(page, sources[0]);
        await page.getByTestId('end-attacks').click();
        continue;
      }
      await tap(page, targets[0]);
      await page.getByTestId('attack-dialog').waitFor();
      continue;
    }
    if (t.phase === 'fortify') {
      await page.getByTestId('end-turn').click();
      continue;
    }
    assert.fail(`unexpected phase ${t.phase}`);
  }
  assert.fail('the game did not end');
}

/** The match section of the final table. */
async function matchScore(page) {
  const rows = await page.locator('[data-testid="match-game"]').evaluateAll((es) =>
    es.map((e) => e.dataset.points.split(' ').map(Number)),
  );
  const total = page.getByTestId('match-total');
  return {
    games: rows,
    total: (await total.count()) ? (await total.getAttribute('data-points')).split(' ').map(Number) : null,
    reason: (await page.getByTestId('match-reason').textContent()).trim(),
    players: (await page.locator('[data-testid="match"] thead th.who').allTextContents()).map((s) => s.trim()),
  };
}

describe('testa a testa on one tablet', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('a two-game match: director banner, morto cards, hand-over, match score, swapped seats', async (ctx) => {
    const { page, errors } = browser;
    let order1, names1, m1, swapped, saveIds, idsWithBoth;

    await ctx.test('game 1: the drawn order and who directs the morto first', async () => {
      await page.goto(`${server.url}?seed=11`);
      await stylesReady(page);
      await page.locator('[data-screen="home"]').waitFor();
      await newTestaGame(page, 2);

      // The drawn order, and who directs the morto first: the later real player.
      order1 = await seatOrder(page);
      assert.deepEqual([...order1].sort(), [...NAMES, MORTO].sort());
      const later = order1.filter((n) => n !== MORTO)[1];
      const first = page.getByTestId('first-director');
      assert.match(await first.textContent(), new RegExp(`dirige per primo ${later}`));
      assert.equal(await page.getByTestId('second-game-note').count(), 0);
      names1 = await seatNames(page);
      await page.getByTestId('start-play').click();
    });

    await ctx.test('game 1 is played to its end: banner, morto turns and cards', async () => {
      const seen = await playToTheEnd(page, names1);
      assert.ok(seen.banners > 0, 'the director banner was shown');
      assert.ok(seen.mortoTurns >= 2, 'the morto played its turns');
      assert.ok(seen.mortoHandovers > 0, 'a hand-over named the director');
      assert.equal(seen.refused, 1, 'the attack on the director was refused in words');
      assert.ok(seen.mortoCards.size > 0, 'the morto drew a card');
      assert.deepEqual([...seen.cardsSeenBy].sort(), [...NAMES].sort(), "both players saw the morto's card");
    });

    await ctx.test("game 1's final table and match points", async () => {
      // The final table: testa a testa table points by kind of territory (4 / 2.5 / 1).
      const standings = await page.locator('[data-testid="standing"]').evaluateAll((es) =>
        es.map((e) => ({
          points: Number(e.dataset.points),
          kinds: e.querySelector('[data-testid="table-breakdown"]').dataset.kinds.split(' ').map(Number),
        })),
      );
      assert.equal(standings.length, 2, 'only the real players are ranked');
      for (const s of standings) {
        const [n4, n25, n1] = s.kinds;
        assert.equal(n4 * 4 + n25 * 2.5 + n1, s.points, 'table points = 4 / 2.5 / 1 per territory');
      }
      // The match points of game 1 (total 20), with their reason.
      m1 = await matchScore(page);
      assert.deepEqual(m1.players, NAMES);
      assert.equal(m1.games.length, 1);
      assert.equal(m1.games[0][0] + m1.games[0][1], 20);
      assert.equal(m1.total, null);
      assert.match(m1.reason, /Differenza di punti tavolo|RisiKo!|Mondo/);
      assert.equal(await page.getByTestId('rematch').count(), 0, 'game 1 leads to game 2');
    });

    await ctx.test('game 2: the real players swap seats', async () => {
      // Game 2: the real players swap seats, the morto keeps its own.
      await page.getByTestId('second-game').click();
      await page.getByTestId('seat-order').waitFor();
      const order2 = await seatOrder(page);
      swapped = order1.map((n) => (n === MORTO ? MORTO : n === NAMES[0] ? NAMES[1] : NAMES[0]));
      assert.deepEqual(order2, swapped, `${order1} -> ${order2}`);
      assert.ok(await shown(page, 'second-game-note'));
    });

    await ctx.test('game 1 reopened from the saved games leads back to game 2', async () => {
      // Game 1 reopened from the saved games leads back to this second game, never to a
      // duplicate one (docs/RULES.md §5: "A match is two games").
      saveIds = () =>
        page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('planisfero.save.')).sort());
      idsWithBoth = await saveIds();
      assert.equal(idsWithBoth.length, 2, `${idsWithBoth}`);
      await page.getByTestId('nav-home').click();
      await page.getByTestId('home-saves').click();
      await page.getByTestId('save-row').first().waitFor();
      const rows = await page.locator('[data-testid="save-row"]').evaluateAll((es) =>
        es.map((e) => ({ id: e.dataset.saveId, name: e.querySelector('[data-testid="save-name"]').textContent })),
      );
      const game1 = rows.find((r) => !r.name.includes('seconda partita'));
      assert.ok(game1, JSON.stringify(rows));
      // A finished game offers Rivedi (issue 43): its replay, then its final table.
      await page.locator(`[data-save-id="${game1.id}"] [data-testid="save-review"]`).click();
      await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
      await page.getByTestId('replay-close').click();
      await page.getByTestId('final-table').waitFor();
      assert.equal(await page.getByTestId('second-game').count(), 0, 'no second game offered twice');
      assert.equal(
        (await page.getByTestId('continue-second-game').textContent()).trim(),
        'Continua la seconda partita',
      );
      await page.getByTestId('continue-second-game').click();
      await page.getByTestId('seat-order').waitFor();
      assert.deepEqual(await seatOrder(page), swapped);
      assert.ok(await shown(page, 'second-game-note'));
      assert.deepEqual(await saveIds(), idsWithBoth, 'no new save');
    });

    await ctx.test('the match survives a reload; game 2 ends it', async () => {
      // The match survives a reload: the second game's save holds the first's result.
      // A reload comes back to the game (issue 16).
      await page.reload();
      await stylesReady(page);
      await page.getByTestId('seat-order').waitFor();
      assert.deepEqual(await seatOrder(page), swapped);
      const names2 = await seatNames(page);
      await page.getByTestId('start-play').click();
      await playToTheEnd(page, names2);

      const m2 = await matchScore(page);
      assert.equal(m2.games.length, 2);
      assert.deepEqual(m2.games[0], m1.games[0], 'game 1 as it was scored');
      assert.equal(m2.games[1][0] + m2.games[1][1], 20);
      assert.deepEqual(m2.total, [m2.games[0][0] + m2.games[1][0], m2.games[0][1] + m2.games[1][1]]);
      const winner = page.getByTestId('match-winner');
      const [a, b] = m2.total;
      const expected = a === b ? '' : a > b ? NAMES[0] : NAMES[1];
      assert.equal(await winner.getAttribute('data-winner'), expected);
      assert.match(await winner.textContent(), a === b ? /parità/ : new RegExp(`${expected} vince la sfida, ${Math.max(a, b)} a ${Math.min(a, b)}`));
      assert.equal(await page.getByTestId('second-game').count(), 0);
      assert.ok(await shown(page, 'rematch'));
    });
    assert.deepEqual(errors, []);
  });
});
