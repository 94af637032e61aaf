// End-to-end: the tournament desk loses nothing (issue 46 item 8). The browser is killed
// with SIGKILL (Chromium's whole process group, as the system would: no unload, no
// shutdown; tests/e2e/kill.mjs) the moment the desk shows each kind of change: a player
// registered, a round seated, a result entered, a correction, a withdrawal, the final
// seated. The same profile is started again and the change is there.
//
// Before the fix the desk wrote its changes to localStorage only, which Chromium writes
// to disk about a second later: a kill right after seating a round lost the round. Now
// each change goes in the journal (IndexedDB, `durability: "strict"`, public/journal.js)
// and the page shows it once committed (src/ui/desk.rs); the desk reads the journal back
// at start (present::tournament::merge_journal).
//
// Seven kills, a few seconds each on a 2-core machine.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from './helpers.mjs';
import { kill, start } from './kill.mjs';
import { createTournament, register } from './tournament_helpers.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina', 'Ivo'];

describe('the desk loses nothing', () => {
  let server;
  let profile;
  let run = null;
  before(async () => {
    server = await startServer();
    profile = mkdtempSync(path.join(tmpdir(), 'planisfero-desk-kill-'));
  });
  after(async () => {
    if (run) await kill(run);
    server?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  /** Starts Chromium on the profile and opens the desk, read back from the disk. */
  async function open() {
    run = await start(profile);
    await run.page.goto(`${server.url}torneo.html`);
    await run.page.locator('[data-screen="tournament"] [data-testid="t-import-label"]').waitFor();
    return run.page;
  }

  /** Kills the browser at once and opens the desk again in a new one. */
  async function killAndReopen() {
    await kill(run);
    run = null;
    return open();
  }

  /** Types the first table without a result: `first` for seat 0, 10 less each seat after
   * (within `torneo`'s limits: a table sums to at most 164 without RisiKo!). */
  async function typeTable(page, first = 50) {
    const before = await page.locator('.tn-table[data-complete="true"]').count();
    await page.getByTestId('t-enter').first().click();
    await page.getByTestId('t-result-form').waitFor();
    const seats = await page.locator('[data-testid="t-result-form"] input[name^="pts-"]').count();
    for (let i = 0; i < seats; i++) await page.getByTestId(`t-pts-${i}`).fill(String(first - 10 * i));
    await page.getByTestId('t-record').click();
    return page.locator('.tn-table[data-complete="true"]').nth(before);
  }

  test('a kill right after each kind of change loses none of them', async () => {
    let page = await open();
    await createTournament(page, { name: 'Serata', rules: 'torneo', rounds: '1', direct: '4' });
    await register(page, NAMES.slice(0, 7).map((name) => ({ name })));

    // A player registered.
    await page.getByTestId('player').fill(NAMES[7]);
    await page.getByTestId('t-add').click();
    await page.locator('.tn-player').nth(7).waitFor();
    page = await killAndReopen();
    assert.deepEqual(await page.locator('.tn-player .tn-pname').allTextContents(), NAMES, 'the 8th player kept');

    // A round seated.
    await page.getByTestId('t-seat-balanced').click();
    await page.locator('[data-testid="t-round"][data-round="0"]').waitFor();
    const seats = await page.locator('[data-testid="t-round"] .tn-seats').allTextContents();
    page = await killAndReopen();
    assert.deepEqual(await page.locator('[data-testid="t-round"] .tn-seats').allTextContents(), seats, 'the round kept, the same seats');

    // A result entered.
    await (await typeTable(page)).waitFor();
    page = await killAndReopen();
    assert.equal(await page.locator('.tn-table[data-complete="true"]').count(), 1, 'the result kept');
    await (await typeTable(page, 45)).waitFor();

    // A correction of the first table.
    await page.getByTestId('t-correct').first().click();
    await page.getByTestId('t-result-form').waitFor();
    await page.getByTestId('t-pts-0').fill('57');
    await page.getByTestId('t-record').click();
    await page.locator('[data-testid="t-message"][data-good="true"]').waitFor();
    page = await killAndReopen();
    await page.getByTestId('t-correct').first().click();
    await page.getByTestId('t-result-form').waitFor();
    assert.equal(await page.getByTestId('t-pts-0').inputValue(), '57', 'the correction kept');
    // And its line in the log of corrections (issue 46 item 7): 50 became 57.
    assert.match(await page.getByTestId('t-log').textContent(), /50 → 57/);
    await page.getByTestId('t-result-cancel').click();
    await page.getByTestId('t-result-form').waitFor({ state: 'detached' });

    // A withdrawal, between games.
    await page.locator('.tn-player').nth(7).getByRole('button', { name: 'Ritira' }).click();
    await page.getByTestId('t-withdraw-between').click();
    await page.locator('.tn-player .tn-out').waitFor();
    page = await killAndReopen();
    assert.equal(await page.locator('.tn-player').nth(7).locator('.tn-out').count(), 1, 'the withdrawal kept');

    // The final seated.
    await page.getByTestId('t-seat-random').click();
    await page.locator('[data-testid="t-round"][data-round="1"]').waitFor();
    const final = await page.locator('[data-testid="t-round"][data-round="1"] .tn-seats').allTextContents();
    page = await killAndReopen();
    assert.deepEqual(await page.locator('[data-testid="t-round"][data-round="1"] .tn-seats').allTextContents(), final, 'the final kept');
  });
});
