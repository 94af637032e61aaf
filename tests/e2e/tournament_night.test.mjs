// End-to-end: a club night on the built desk (issue 31), by touch, at 1024x768 and
// 768x1024: 13 players imported from CSV, 3 rounds with one discard, a correction of
// round 2 after round 3 is seated, semifinals with the repechage and the final; the
// public screen in a second page follows the desk live and shows the final standings
// (the final's order first), as does the standings CSV; the night enters the season; the
// score slips print alone. Screenshots of each step go to $SHOTS (if set).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launch, openApp, startServer } from './helpers.mjs';
import { createTournament, downloaded, openTournament, standings } from './tournament_helpers.mjs';

const SHOTS = process.env.SHOTS;
const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina', 'Ivo', 'Luca', 'Marta', 'Nico', 'Olga', 'Piero'];

async function shot(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** Types the first table without a result: distinct points by seat, nobody eliminated. */
async function typeTable(page, k) {
  const before = await page.locator('.tn-table[data-complete="true"]').count();
  await page.getByTestId('t-enter').first().tap();
  await page.getByTestId('t-result-form').waitFor();
  const seats = await page.locator('[data-testid="t-result-form"] input[name^="pts-"]').count();
  for (let i = 0; i < seats; i++) await page.getByTestId(`t-pts-${i}`).fill(String(90 - 13 * i - k));
  await page.getByTestId('t-record').tap();
  await page.locator('.tn-table[data-complete="true"]').nth(before).waitFor();
}

async function typeRound(page) {
  const tables = await page.locator('[data-testid="t-round"]').first().locator('.tn-table').count();
  for (let k = 0; k < tables; k++) await typeTable(page, k);
}

describe('a club night on the desk', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  for (const [label, viewport] of [
    ['landscape', { width: 1024, height: 768 }],
    ['portrait', { width: 768, height: 1024 }],
  ]) {
    test(`13 players, discards, a correction, semifinals, repechage and final (${label})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, context, errors } = browser;
      try {
        await page.addInitScript(() => {
          window.print = () => {
            window.__printed = (window.__printed ?? 0) + 1;
          };
        });
        await openApp(page, server.url);
        await openTournament(page);
        await createTournament(page, { name: 'Serata club', rules: 'club', rounds: '3', discards: '1', direct: '1', semis: '8', repechage: true });
        const csv = `nome;club\n${NAMES.map((n, i) => `${n};${i % 3 ? 'Roma' : 'Tivoli'}`).join('\n')}\n`;
        await page.getByTestId('t-import-csv').setInputFiles({ name: 'iscritti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.locator('.tn-player').nth(12).waitFor();
        assert.match(await page.getByTestId('t-message').textContent(), /13/);
        await shot(page, `night-${label}-1-registered`);

        // The public screen, a second window of the same page, before round 1.
        const screen = await context.newPage();
        await screen.goto(`${server.url}torneo.html#schermo`);
        await screen.locator('[data-screen="tournament-public"]').waitFor();

        for (let round = 1; round <= 3; round++) {
          await page.getByTestId('t-seat-balanced').tap();
          await page.locator(`[data-testid="t-round"][data-round="${round - 1}"]`).waitFor();
          if (round === 1) {
            // A seat's number sits beside its button, on the same line.
            const seat = page.locator('[data-testid="t-round"] .tn-seats li').first();
            const [no, button] = await Promise.all([seat.locator('.tn-seatno').boundingBox(), seat.locator('.tn-seat').boundingBox()]);
            assert.ok(no.x + no.width <= button.x && no.y >= button.y && no.y + no.height <= button.y + button.height, `number ${JSON.stringify(no)}, button ${JSON.stringify(button)}`);
            // The public screen follows: 13 players, where each sits, alphabetically.
            await screen.locator('.tn-where li').nth(12).waitFor();
            const where = await screen.locator('.tn-where .tn-pname').allTextContents();
            assert.deepEqual(where, [...NAMES].sort((a, b) => a.localeCompare(b)));
            await shot(screen, `night-${label}-2-public-round-1`);
            // Score slips: one per table, printed alone.
            await page.getByTestId('t-slips').first().tap();
            await page.getByTestId('t-slips-sheet').waitFor();
            assert.equal(await page.locator('.tn-slip').count(), 3);
            // Boxes for what breaks a tie at the table (issue 46 item 7).
            const heads = await page.locator('.tn-slip').first().locator('th').allTextContents();
            assert.deepEqual(heads.slice(-3), ['Valori fuori obiettivo', "Armate sull'obiettivo", 'Armate in campo']);
            assert.equal(await page.evaluate(() => window.__printed), 1);
            await page.emulateMedia({ media: 'print' });
            assert.equal(await page.getByTestId('t-standings').isVisible(), false);
            assert.equal(await page.locator('.tn-slip').first().isVisible(), true);
            await page.emulateMedia({ media: 'screen' });
            await shot(page, `night-${label}-3-slips`);
            await page.getByTestId('t-slips-close').tap();
          }
          if (round === 3) {
            // A mistake at round 2 found with round 3 seated: correct it; the form comes filled.
            await page.locator('[data-testid="t-round"][data-round="1"] [data-testid="t-correct"]').first().tap();
            await page.getByTestId('t-result-form').waitFor();
            assert.notEqual(await page.getByTestId('t-pts-0').inputValue(), '');
            await page.getByTestId('t-pts-0').fill('10');
            await page.getByTestId('t-pts-1').fill('11');
            // The form fits its table's card: the RisiKo! column too (issue 46 item 6).
            const overflow = await page.evaluate(() => {
              const card = document.querySelector('.tn-table:has(.tn-result)').getBoundingClientRect();
              const cells = [...document.querySelectorAll('.tn-result th, .tn-result input, .tn-result select')];
              return Math.max(...cells.map((e) => e.getBoundingClientRect().right)) - card.right;
            });
            assert.ok(overflow <= 0, `the result form overflows its card by ${overflow}px`);
            await shot(page, `night-${label}-4-correction`);
            await page.getByTestId('t-record').tap();
            await page.locator('[data-testid="t-message"][data-good="true"]').waitFor();
            assert.match(await page.getByTestId('t-message').textContent(), /ricalcolata/);
            // The correction is in the log, with the time and the table points changed.
            assert.match(await page.getByTestId('t-log').textContent(), /\d{4}-\d\d-\d\d \d\d:\d\d · Turno 2 · Tavolo 1: .* → 10/);
          }
          await typeRound(page);
        }
        // One round of three discarded: the column is there.
        assert.ok(await page.locator('[data-testid="t-standings"] [data-discarded]').count() > 0);
        const rows = await standings(page);
        assert.equal(rows.length, 13);
        // Every column of the standings fits its card, "Penalità" the last (issue 46 item 6).
        const hidden = await page.locator('[data-testid="t-standings"] .tn-scroll').evaluate((e) => e.scrollWidth - e.clientWidth);
        assert.equal(hidden, 0, `the standings hide ${hidden}px`);
        // A row level with the one above says which tie-break put it second (issue 46 item 7).
        const level = rows.filter((r, i) => i > 0 && r.total === rows[i - 1].total).map((r) => r.name);
        const said = await page.locator('[data-testid="t-standings"] tr[data-rank]:has(.tn-tie) .tn-pname').evaluateAll((cells) => cells.map((c) => c.firstChild.textContent));
        assert.deepEqual(said, level);
        await shot(page, `night-${label}-5-after-rounds`);

        // Semifinals: two tables of 4 from the 2nd to the 9th.
        await page.getByTestId('t-seat-random').tap();
        await page.locator('[data-testid="t-round"][data-round="3"]').waitFor();
        const semis = await page.locator('[data-testid="t-round"]').first().locator('.tn-table').count();
        assert.equal(semis, 2);
        await typeRound(page);
        // The final: 1 direct, 2 winners, 1 ripescato.
        await page.getByTestId('t-seat-random').tap();
        await page.locator('[data-testid="t-round"][data-round="4"]').waitFor();
        // Each seat is numbered ("1. Name"); the seats at a final are drawn (RULINGS.md).
        const fin = (await page.locator('[data-testid="t-round"]').first().locator('.tn-seats li').allTextContents())
          .map((s) => s.replace(/^\d+\. /, ''));
        assert.equal(fin.length, 4);
        assert.ok(fin.includes(rows[0].name), 'the first goes straight to the final');
        await typeTable(page, 0);
        const champion = await page.getByTestId('t-champion').textContent();
        assert.match(champion, new RegExp(`${fin[0]}$`));
        await shot(page, `night-${label}-6-final`);

        // The desk's final standings: the final's order first (its winner first), then
        // the 9 who did not play it, as the rounds ranked them.
        const finalRows = () => page.locator('[data-testid="t-final-standings"] tr[data-rank] .tn-pname').allTextContents();
        const finalOrder = await finalRows();
        assert.equal(finalOrder.length, 13);
        assert.match(champion, new RegExp(`${finalOrder[0]}$`));
        assert.deepEqual([...finalOrder.slice(0, 4)].sort(), [...fin].sort(), 'the finalists first');
        const rest = (await standings(page)).map((r) => r.name).filter((n) => !fin.includes(n));
        assert.deepEqual(finalOrder.slice(4), rest, 'then the others by the standings');
        // The standings CSV follows the final standings, each line with its qualification rank.
        const exported = await downloaded(page, 't-csv-standings', mkdtempSync(path.join(tmpdir(), 'night-')));
        // trimEnd, not trim: String.prototype.trim drops the byte order mark too.
        const lines = exported.text.trimEnd().split('\r\n');
        assert.match(lines[0], /^\uFEFF"Posizione finale";"Posizione nei turni";"Nome"/);
        assert.deepEqual(lines.slice(1).map((l) => l.split(';')[2].replaceAll('"', '')), finalOrder);
        assert.deepEqual(
          lines.slice(1).map((l) => l.split(';')[1]).sort((a, b) => a - b),
          rows.map((r) => String(r.rank)),
        );

        // The public screen shows the winner and the final standings, without a reload.
        await screen.getByTestId('t-champion').waitFor();
        assert.equal(await screen.getByTestId('t-champion').textContent(), champion);
        await screen.getByTestId('t-final-standings').waitFor();
        const shownFinal = await screen.locator('[data-testid="t-final-standings"] tr[data-rank] .tn-pname').allTextContents();
        assert.deepEqual(shownFinal, finalOrder);
        const shown = await screen.locator('[data-testid="t-public-standings"] tr[data-rank] .tn-pname').allTextContents();
        assert.deepEqual(shown, (await standings(page)).map((r) => r.name));
        await shot(screen, `night-${label}-7-public-final`);
        // On a projector's 1920x1080 the two columns sit side by side, nothing overlaps.
        await screen.setViewportSize({ width: 1920, height: 1080 });
        const [where, table] = await Promise.all(
          ['t-public-final', 't-public-standings'].map((id) => screen.getByTestId(id).boundingBox()),
        );
        assert.ok(where.x + where.width <= table.x, 'side by side');
        // The columns' headings grow with the screen, readable from the room.
        const th = await screen.locator('[data-testid="t-public-standings"] th').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        assert.ok(th >= 18, `headings of ${th}px`);
        await shot(screen, `night-${label}-8-public-1920`);

        // The night ended: it is in the season, whose card ranks its 13 players.
        await page.getByTestId('t-season').tap();
        await page.getByTestId('t-season-card').waitFor();
        assert.equal(await page.locator('[data-testid="t-season-standings"] tr[data-rank]').count(), 13);
        await shot(page, `night-${label}-9-season`);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }
});
