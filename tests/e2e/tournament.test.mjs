// End-to-end: the tournament desk (issue 17) through the UI: its own page (torneo.html,
// its own wasm) opened from Home and back; a small all'italiana with typed results and
// its standings after every table, a knockout to its final, CSV export, print styles,
// the tournament file exported and imported again, a damaged file refused, and the
// tournament intact after a reload.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openApp, closeApp, startApp } from './helpers.mjs';
import {
  createTournament,
  downloaded,
  enterResult,
  newestTables,
  openTournament,
  register,
  standings,
} from './tournament_helpers.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina', '<b>Ugo</b> & "Q"'];

describe('tournament desk', () => {
  let server;
  let browser;
  const files = mkdtempSync(path.join(tmpdir(), 'planisfero-tournament-'));

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test("an all'italiana of 8 players over 2 rounds, then a knockout to its final", async (t) => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await openTournament(page);
    const expected = Object.fromEntries(NAMES.map((n) => [n, 0]));

    await t.test('create and register', async () => {
      await createTournament(page, { name: 'Coppa E2E', rounds: '2' });
      await register(page, NAMES.map((name, i) => ({ name, club: i % 2 ? 'Roma' : '' })));
      // The hostile name is shown as text, never as markup.
      assert.equal(await page.locator('[data-screen="tournament"] b').count(), 0);
      assert.equal(await page.getByText(NAMES[7]).first().count(), 1);
    });

    await t.test('two rounds with typed results, the standings checked after every table', async () => {
      for (const [round, method] of [[1, 't-seat-balanced'], [2, 't-seat-random']]) {
        await page.getByTestId(method).click();
        await page.locator(`[data-testid="t-round"][data-round="${round - 1}"]`).waitFor();
        const tables = await newestTables(page);
        assert.deepEqual(tables.map((x) => x.length), [4, 4]);
        for (const [k, seats] of tables.entries()) {
          // Seat 3 eliminated; in round 2 at table 1 seat 2 makes RisiKo! (torneo: 100).
          const risiko = round === 2 && k === 0;
          const points = risiko ? [50, 30, 100, 0] : [50, 30, 20 + k, 0];
          await enterResult(page, points, { elim: [0, 0, 0, 1], risiko: risiko ? 2 : null });
          seats.forEach((name, i) => (expected[name] += points[i]));
          // `torneo`: the tournament points are the table points, summed.
          const rows = await standings(page);
          assert.equal(rows.length, 8);
          for (const r of rows) assert.equal(Number(r.total.replace(',', '.')), expected[r.name], `${r.name} after round ${round} table ${k + 1}`);
          const totals = rows.map((r) => Number(r.total.replace(',', '.')));
          assert.deepEqual([...totals].sort((a, b) => b - a), totals);
          assert.deepEqual(rows.map((r) => r.rank), [1, 2, 3, 4, 5, 6, 7, 8]);
        }
      }
      const rows = await standings(page);
      assert.match(await page.getByTestId('t-champion').textContent(), new RegExp(rows[0].name.replace(/[<>&"]/g, '.')));
    });

    await t.test('CSV of the standings and of the tables', async () => {
      const s = await downloaded(page, 't-csv-standings', files);
      assert.equal(s.name, 'coppa-e2e-classifica.csv');
      // For Italian Excel (issue 46): a byte order mark, `;`, the desk's headers.
      assert.match(s.text, /^\uFEFF"Posizione";"Nome";"Club";"Totale"/);
      assert.equal(s.text.trim().split('\r\n').length, 9);
      assert.ok(s.text.includes('"<b>Ugo</b> & ""Q"""'), s.text);
      const tb = await downloaded(page, 't-csv-tables', files);
      assert.equal(tb.text.trim().split('\r\n').length, 1 + 16);
    });

    await t.test('print hides the controls', async () => {
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.getByTestId('t-print').isVisible(), false);
      assert.equal(await page.getByTestId('t-standings').isVisible(), true);
      await page.emulateMedia({ media: 'screen' });
    });

    let italiana;
    await t.test('the tournament file is exported', async () => {
      italiana = await downloaded(page, 't-export', files);
      assert.equal(italiana.name, 'coppa-e2e.torneo.json');
      assert.match(italiana.text, /"kind":"planisfero-tournament"/);
    });
    const italianaRows = await standings(page);

    await t.test('a knockout of 16 players to its final', async () => {
      await createTournament(page, { name: 'KO E2E', format: 'knockout', size: '4' });
      await register(page, Array.from({ length: 16 }, (_, i) => ({ name: `K${i + 1}` })));
      assert.match(await page.getByTestId('t-plan').textContent(), /4 → /);
      await page.getByTestId('t-seat-random').click();
      await page.locator('[data-testid="t-round"][data-round="0"]').waitFor();
      const first = await newestTables(page);
      assert.equal(first.length, 4);
      for (let k = 0; k < 4; k++) {
        await enterResult(page, [50, 30, 20, 10]);
        // Each table's winner ranks above the players of the tables done so far.
        const rows = await standings(page);
        const winners = first.slice(0, k + 1).map((x) => x[0]);
        assert.deepEqual(rows.slice(0, k + 1).map((r) => r.name).sort(), [...winners].sort(), `after table ${k + 1}`);
      }
      await page.getByTestId('t-seat-random').click();
      await page.locator('[data-testid="t-round"][data-round="1"]').waitFor();
      const [final] = await newestTables(page);
      assert.deepEqual([...final].sort(), first.map((x) => x[0]).sort());
      await enterResult(page, [10, 80, 20, 0], { elim: [0, 0, 0, 1] });
      assert.match(await page.getByTestId('t-champion').textContent(), new RegExp(`: ${final[1]}$`));
      assert.equal(await page.getByTestId('t-seat-random').count(), 0);
      const rows = await standings(page);
      assert.equal(rows[0].name, final[1]);
      assert.deepEqual(rows.slice(0, 4).map((r) => r.name).sort(), [...final].sort());
    });

    await t.test('the exported file brings the first tournament back, and again the knockout', async () => {
      const knockout = await downloaded(page, 't-export', files);
      await page.getByTestId('t-import-file').setInputFiles({ name: italiana.name, mimeType: 'application/json', buffer: Buffer.from(italiana.text) });
      // A tournament is in progress: the import asks first, and Cancel keeps it.
      await page.getByTestId('t-confirm-import').waitFor();
      await page.getByTestId('t-import-cancel').click();
      await page.locator('.tn-title', { hasText: 'KO E2E' }).waitFor();
      assert.equal(await page.getByTestId('t-confirm-import').count(), 0);
      await page.getByTestId('t-import-file').setInputFiles({ name: italiana.name, mimeType: 'application/json', buffer: Buffer.from(italiana.text) });
      await page.getByTestId('t-import-confirm').click();
      await page.locator('.tn-title', { hasText: 'Coppa E2E' }).waitFor();
      assert.match(await page.getByTestId('t-message').textContent(), /importato|imported/i);
      assert.deepEqual(await standings(page), italianaRows);
      await page.getByTestId('t-import-file').setInputFiles({ name: knockout.name, mimeType: 'application/json', buffer: Buffer.from(knockout.text) });
      await page.getByTestId('t-import-confirm').click();
      await page.locator('.tn-title', { hasText: 'KO E2E' }).waitFor();
    });

    await t.test('a damaged file changes nothing; a reload finds the tournament', async () => {
      await page.getByTestId('t-import-file').setInputFiles({
        name: 'rotto.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"kind":"planisfero-tournament","format":1,"settings":{'),
      });
      await page.locator('[data-testid="t-message"][data-good="false"]').waitFor();
      assert.match(await page.getByTestId('t-message').textContent(), /Nulla è cambiato/);
      const champion = await page.getByTestId('t-champion').textContent();
      const stored = await page.evaluate(() => localStorage.getItem('planisfero.tournament'));
      assert.match(stored, /KO E2E/);
      await page.reload();
      await page.getByTestId('t-champion').waitFor();
      assert.equal(await page.getByTestId('t-champion').textContent(), champion);
      // Back to Home (the game's page) and to the desk again.
      await page.getByTestId('nav-home').click();
      await page.locator('[data-screen="home"]').waitFor();
      await openTournament(page);
      assert.equal(await page.getByTestId('t-champion').textContent(), champion);
      assert.equal(await page.locator('[data-testid="t-round"]').count(), 2);
      // English is complete on this screen.
      await page.getByTestId('lang-en').click();
      await page.getByText('Standings', { exact: true }).waitFor();
      assert.match(await page.getByTestId('t-champion').textContent(), /^Tournament winner: /);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      // The language is the app's: Home is in English too.
      await page.getByTestId('nav-home').click();
      await page.locator('[data-screen="home"]').waitFor();
      assert.equal(await page.getByTestId('home-tournament').textContent(), 'Tournament');
      await page.getByTestId('lang-it').click();
      await openTournament(page);
      await page.getByText('Classifica', { exact: true }).waitFor();
    });

    assert.deepEqual(errors, []);
  });
});
