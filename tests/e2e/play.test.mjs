// End-to-end: a whole 4-player torneo game played through the page, from the new-game
// form to the final table, with scripted choices (always the first legal option the page
// offers). At each phase the test checks what the screen shows against what the rules
// say, computed here from the page's own board (owners and armies), not taken from the
// app's text: reinforcements, dice offered, conquest bounds, secrets, banners, the table.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { stylesReady, closeApp, startApp } from './helpers.mjs';
import { armiesOn, newGame, shown, tap, turn, withHighlight } from './play_helpers.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario'];
// The new-game form gives seat i the i-th colour of docs/RULES.md §3's order.
const COLOURS = ['blu', 'rosso', 'giallo', 'verde'];
// docs/RULES.md §2: "NA 5, SA 2, Europe 5, Africa 3, Asia 7, Oceania 2".
const BONUS = { nord_america: 5, sud_america: 2, europa: 5, africa: 3, asia: 7, oceania: 2 };

/** The board as the page shows it: id -> { owner (seat index), armies, continent }. */
async function board(page) {
  const raw = await page.evaluate(() =>
    [...document.querySelectorAll('[data-territory]')].map((g) => ({
      id: g.getAttribute('data-territory'),
      fill: g.getAttribute('style') || '',
      armies: Number(g.querySelector('[data-armies]').textContent),
      continent: g.getAttribute('data-continent'),
    })),
  );
  const out = {};
  for (const t of raw) {
    const colour = /pp-([a-z]+)/.exec(t.fill)?.[1];
    out[t.id] = { owner: COLOURS.indexOf(colour), armies: t.armies, continent: t.continent };
  }
  return out;
}

/** docs/RULES.md §2 reinforcements of `seat` on `b`: floor(territories / 3) + whole continents. */
function reinforcements(b, seat) {
  const mine = Object.values(b).filter((t) => t.owner === seat);
  let total = Math.floor(mine.length / 3);
  for (const [c, bonus] of Object.entries(BONUS)) {
    const all = Object.values(b).filter((t) => t.continent === c);
    if (all.every((t) => t.owner === seat)) total += bonus;
  }
  return total;
}

const count = async (page, id) => Number(await page.getByTestId(id).getAttribute('data-count'));

describe('a whole torneo game on one tablet', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('4 players play torneo to the final table through the page', async (ctx) => {
    const { page, errors } = browser;
    const objectives = new Map(); // seat -> objective text, as each player saw it
    const seen = { phases: new Set(), banners: new Set(), conquests: 0, notices: 0, cards: 0, explained: 0, moved: new Set(), movesMade: 0 };
    let rows = [];

    await ctx.test('a new game shows the drawn seat order', async () => {
      await page.goto(`${server.url}?seed=42`);
      await stylesReady(page);
      await page.locator('[data-screen="home"]').waitFor();
      // Sdadata after 1 round: round 1 is the penultimate, round 2 the last, then rolls.
      await newGame(page, { preset: 'torneo', names: NAMES, ending: 'sdadata_rounds', value: 1 });

      // The seat order is drawn and shown.
      const order = await page
        .locator('[data-testid="seat-order-entry"]')
        .evaluateAll((es) => es.map((e) => Number(e.dataset.seat)));
      assert.deepEqual([...order].sort(), [0, 1, 2, 3]);
      const shownNames = await page.locator('[data-testid="seat-order-entry"]').allTextContents();
      assert.deepEqual(shownNames.map((t) => t.replace(/^\d+/, '').trim()), order.map((s) => NAMES[s]));
      await page.getByTestId('start-play').click();
    });

    await ctx.test('the game is played through the page to its end', async () => {
      let conqueredThisTurn = false;
      let attacksThisTurn = 0;
      let turnKey = '';
      let lastSetupSeat = null;
      for (let step = 0; step < 1500; step++) {
        if (await shown(page, 'final-table')) break;

        if (await shown(page, 'turn-end-notice')) {
          seen.notices++;
          // The card drawn is shown to its owner, before the tablet is passed, iff it
          // conquered a territory this turn (docs/RULES.md §2 "Draw").
          const card = await shown(page, 'card-drawn');
          assert.equal(card, conqueredThisTurn, 'card drawn iff a conquest');
          if (card) seen.cards++;
          await page.getByTestId('notice-ok').click();
          continue;
        }

        if (await shown(page, 'handover')) {
          const seat = Number(await page.getByTestId('handover').getAttribute('data-seat'));
          assert.equal(
            (await page.getByTestId('handover-title').textContent()).trim(),
            `Tocca a ${NAMES[seat]}: passa il tablet`,
          );
          // Nothing secret in the page while the tablet changes hands.
          assert.equal(await page.locator('[data-testid="objective"], [data-testid="hand"]').count(), 0);
          const html = await page.content();
          for (const [s, text] of objectives) assert.ok(!html.includes(text), `objective of ${NAMES[s]} in the DOM during the hand-over`);
          await page.getByTestId('handover-reveal').click();
          // Only this player's objective, never the others'.
          const mine = (await page.locator('[data-testid="objective"] p').textContent()).trim();
          assert.equal(await page.getByTestId('objective').getAttribute('data-seat'), String(seat));
          if (objectives.has(seat)) assert.equal(mine, objectives.get(seat));
          objectives.set(seat, mine);
          const after = await page.content();
          for (const [s, text] of objectives) {
            if (s !== seat) assert.ok(!after.includes(text), `objective of ${NAMES[s]} shown to ${NAMES[seat]}`);
          }
          continue;
        }

        if (await shown(page, 'conquest-dialog')) {
          const range = page.getByTestId('conquest-amount-range');
          const min = Number(await range.getAttribute('min'));
          const max = Number(await range.getAttribute('max'));
          const dice = (await page.locator('[data-testid="conquest-dialog"] [data-testid="battle"]').getAttribute('data-attacker-dice')).split(' ').length;
          // At least the dice of the last throw (docs/RULES.md §2).
          assert.equal(min, dice);
          assert.ok(max >= min);
          await page.getByTestId('conquest-confirm').click();
          seen.conquests++;
          conqueredThisTurn = true;
          continue;
        }

        const t = await turn(page);
        seen.phases.add(t.phase);
        assert.equal(t.name, NAMES[Number(t.player)]);
        const key = `${t.player}/${t.round}`;
        if (key !== turnKey) {
          turnKey = key;
          conqueredThisTurn = false;
          attacksThisTurn = 0;
        }
        if (await shown(page, 'ending-banner')) {
          const kind = await page.getByTestId('ending-banner').getAttribute('data-kind');
          seen.banners.add(kind);
          // Round 1 is the penultimate, round 2 the last; rolls from the end of round 2.
          if (kind === 'penultimate') assert.equal(t.round, 1);
          if (kind === 'last') assert.equal(t.round, 2);
          if (kind === 'sdadata') assert.ok(t.round >= 2);
        } else {
          // Every round from the first is announced (penultimate, last, sdadata).
          assert.equal(t.round, 0, `no banner in round ${t.round}`);
        }

        if (t.phase === 'setup') {
          const seat = Number(t.player);
          const left = await count(page, 'to-place');
          assert.ok(left >= 1 && left <= 3, 'setup groups of 3');
          const own = await withHighlight(page, null);
          const b = await board(page);
          assert.ok(own.every((id) => b[id].owner === seat), 'only own territories are tappable');
          const before = await armiesOn(page, own[0]);
          if (seat !== lastSetupSeat && left > 1) {
            // One army per tap...
            await tap(page, own[0]);
            assert.equal(await armiesOn(page, own[0]), before + 1);
            assert.equal(await count(page, 'to-place'), left - 1);
          } else {
            // ...or the whole group with "all".
            if (await page.getByTestId('place-all').isEnabled()) await page.getByTestId('place-all').click();
            await tap(page, own[0]);
            // The group's last placement is held on the map until confirmed.
            assert.equal(await armiesOn(page, own[0]), before + left);
            await page.getByTestId('confirm-place').click();
          }
          lastSetupSeat = seat;
          continue;
        }

        if (t.phase === 'reinforce') {
          const seat = Number(t.player);
          const left = await count(page, 'to-place');
          if (await shown(page, 'reinforcement')) {
            const total = Number(await page.getByTestId('reinforcement').getAttribute('data-total'));
            // Nothing traded here (the script never trades): the board decides.
            if (total === left) assert.equal(total, reinforcements(await board(page), seat));
          }
          const own = await withHighlight(page, null);
          const before = await armiesOn(page, own[0]);
          if (await page.getByTestId('place-all').isEnabled()) await page.getByTestId('place-all').click();
          await tap(page, own[0]);
          assert.equal(await armiesOn(page, own[0]), before + left);
          continue;
        }

        if (t.phase === 'attack') {
          if (await shown(page, 'attack-dialog')) {
            const offered = (await page.getByTestId('dice-options').getAttribute('data-options')).split(' ').filter(Boolean).map(Number);
            const sides = page.getByTestId('attack-sides');
            const a = Number(await sides.getAttribute('data-attacker'));
            const d = Number(await sides.getAttribute('data-defender'));
            // docs/RULES.md §2: 1-3 dice, at most armies - 1; torneo: never fewer than the defender's.
            const want = [1, 2, 3].filter((n) => n <= a - 1 && n >= Math.min(3, d));
            assert.deepEqual(offered, want);
            assert.ok(await shown(page, 'odds'), 'odds shown before attacking');
            await page.getByTestId('attack-blitz').click();
            attacksThisTurn++;
            assert.ok(await shown(page, 'battle'));
            // A conquest with nothing more to move needs no conquest dialog.
            if ((await page.locator('[data-testid="battle"]').first().getAttribute('data-conquered')) === 'true') {
              conqueredThisTurn = true;
            }
            if (await shown(page, 'attack-dialog')) await page.getByTestId('attack-dialog-close').click();
            continue;
          }
          // After an attack its source stays selected: start again from no selection.
          const still = await withHighlight(page, 'selected');
          if (still.length) await tap(page, still[0]);
          assert.deepEqual(await withHighlight(page, 'selected'), []);
          const sources = await withHighlight(page, 'target');
          if (attacksThisTurn >= 2 || sources.length === 0) {
            // On to the strategic move.
            await page.getByTestId('end-attacks').click();
            continue;
          }
          if (seen.explained === 0) {
            // An illegal tap is explained: an enemy territory before choosing a source...
            const b = await board(page);
            const seat = Number(t.player);
            const enemy = Object.keys(b).find((id) => b[id].owner !== seat);
            await tap(page, enemy);
            assert.match(await page.getByTestId('explain').textContent(), /tocca prima un tuo territorio/);
            // ...and, from a source, a territory it does not border.
            await tap(page, sources[0]);
            const targets = await withHighlight(page, 'target');
            const far = Object.keys(b).find((id) => b[id].owner !== seat && !targets.includes(id) && id !== sources[0]);
            const farArmies = await armiesOn(page, far);
            await tap(page, far);
            const why = await page.getByTestId('explain').textContent();
            assert.ok(/non confinano|meno dadi|uscire dalla partita/.test(why), why);
            assert.equal(await armiesOn(page, far), farArmies, 'a refused attack changes nothing');
            await tap(page, sources[0]); // deselect
            seen.explained++;
            continue;
          }
          await tap(page, sources[0]);
          assert.deepEqual(await withHighlight(page, 'selected'), [sources[0]]);
          const targets = await withHighlight(page, 'target');
          assert.ok(targets.length > 0, 'a source has targets');
          await tap(page, targets[0]);
          await page.getByTestId('attack-dialog').waitFor();
          continue;
        }

        if (t.phase === 'fortify') {
          const sources = await withHighlight(page, 'target');
          if (sources.length && (await withHighlight(page, 'selected')).length === 0 && !seen.moved.has(key)) {
            // The strategic move (docs/RULES.md §2: once, to an adjacent own territory, leaving
            // the garrison): from the first source to its first target, as many as allowed.
            seen.moved.add(key);
            const from = sources[0];
            await tap(page, from);
            const targets = await withHighlight(page, 'target');
            assert.ok(targets.length > 0);
            const to = targets[0];
            const b = await board(page);
            assert.equal(b[to].owner, Number(t.player), 'a move stays on own territories');
            const [fa, ta] = [b[from].armies, b[to].armies];
            await tap(page, to);
            await page.getByTestId('move-dialog').waitFor();
            const range = page.getByTestId('move-amount-range');
            const max = Number(await range.getAttribute('max'));
            assert.equal(Number(await range.getAttribute('min')), 1);
            // At least 1 stays, 2 if the source borders an enemy.
            assert.ok(max === fa - 1 || max === fa - 2, `move max ${max} from ${fa}`);
            await page.getByTestId('move-confirm').click();
            assert.equal(await armiesOn(page, from), fa - max);
            assert.equal(await armiesOn(page, to), ta + max);
            // Once per turn: no source is offered any more.
            assert.deepEqual(await withHighlight(page, 'target'), []);
            seen.movesMade++;
            continue;
          }
          await page.getByTestId('end-turn').click();
          continue;
        }
        assert.fail(`unexpected phase ${t.phase}`);
      }
    });

    await ctx.test('the final table: standings, tie-breaks, objectives, sdadata', async () => {
      // The final table.
      assert.ok(await shown(page, 'final-table'), 'the game reached its end');
      for (const p of ['setup', 'reinforce', 'attack', 'fortify']) assert.ok(seen.phases.has(p), `phase ${p} seen`);
      assert.ok(seen.movesMade > 0, 'a strategic move was made');
      assert.ok(seen.banners.has('penultimate') && seen.banners.has('last') && seen.banners.has('sdadata'));
      assert.equal(objectives.size, 4, 'every player saw its own objective');
      assert.ok(seen.explained > 0 && seen.notices > 0);
      rows = await page.locator('[data-testid="standing"]').evaluateAll((es) =>
        es.map((e) => ({ seat: Number(e.dataset.seat), place: Number(e.dataset.place), points: Number(e.dataset.points) })),
      );
      assert.deepEqual(rows.map((r) => r.place), [1, 2, 3, 4]);
      assert.deepEqual([...rows.map((r) => r.seat)].sort(), [0, 1, 2, 3]);
      for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].points >= rows[i].points, 'sorted by table points');
      // Equal points are split by the tie-breaks, and the table says how.
      const ties = rows.filter((r, i) => i > 0 && r.points === rows[i - 1].points).length;
      assert.equal(await page.locator('[data-testid="tie-notes"] li').count(), ties);
      // The objectives are revealed at the end: each as its player saw it.
      for (const r of rows) {
        const text = await page.locator(`[data-testid="standing"][data-seat="${r.seat}"] .objective`).textContent();
        assert.equal(text.trim(), objectives.get(r.seat));
      }
      const reason = await page.getByTestId('end-reason').textContent();
      assert.match(reason, /sdadata/);
      const rolls = await page.locator('[data-testid="sdadata-rolls"] [data-testid="sdadata-roll"]').allTextContents();
      assert.ok(rolls.length >= 1);
      assert.match(rolls.at(-1), /finita!/);
      assert.match(await page.getByTestId('winner').textContent(), new RegExp(NAMES[rows[0].seat]));
    });

    await ctx.test('the final table in English', async () => {
      // English on request.
      await page.getByTestId('lang-en').click();
      assert.match(await page.locator('[data-testid="final-table"] h2').textContent(), /Final table/);
      await page.getByTestId('lang-it').click();
    });

    await ctx.test('a rematch: same players, a new seat order', async () => {
      // A rematch: same players, a new game from its seat order.
      await page.getByTestId('rematch').click();
      await page.getByTestId('seat-order').waitFor();
      const again = await page.locator('[data-testid="seat-order-entry"]').allTextContents();
      assert.deepEqual(again.map((t) => t.replace(/^\d+/, '').trim()).sort(), [...NAMES].sort());
    });
    assert.deepEqual(errors, []);
  });
});
