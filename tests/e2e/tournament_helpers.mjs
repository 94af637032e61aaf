// Page objects of the tournament desk (crates/present/src/present/tournament/), shared by its
// end-to-end test and the screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertCheckTargets } from './helpers.mjs';

/** Clicks the download button `testid`; the file saved in `dir`: { name, text }. */
export async function downloaded(page, testid, dir) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

/** From home to the tournament screen. */
export async function openTournament(page) {
  await page.getByTestId('home-tournament').click();
  await page.locator('[data-screen="tournament"] [data-testid="t-import-label"]').waitFor();
}

/** Creates a tournament (answering "replace?" if one exists). */
export async function createTournament(page, { name, format = 'italiana', rules = 'torneo', size = '4', rounds = '2', discards = '0', direct = '0', semis = '0', repechage = false }) {
  await page.getByTestId('t-new').click();
  if (await page.getByTestId('t-replace').count()) await page.getByTestId('t-replace').click();
  await page.getByTestId('t-create-form').waitFor();
  await page.getByTestId('name').fill(name);
  await page.getByTestId('date').fill('2026-11-30');
  await page.getByTestId('rules').selectOption(rules);
  await page.getByTestId('format').selectOption(format);
  // The form hides what the choice does not use (issue 46): testa a testa has no table
  // size nor finals after the rounds; a knockout no rounds, discards nor finals.
  const testa = rules === 'testa_a_testa';
  const knockout = format === 'knockout';
  if (!testa) await page.getByTestId('size').selectOption(size);
  if (!knockout) {
    await page.getByTestId('rounds').fill(rounds);
    await page.getByTestId('discards').fill(discards);
  }
  if (!testa && !knockout) {
    await page.getByTestId('direct').fill(direct);
    await page.getByTestId('semis').fill(semis);
    if (repechage) await page.getByTestId('repechage').check();
  }
  await page.getByTestId('t-create').click();
  // The desk draws the new tournament once the journal has it (issue 46, item 8): until
  // then the page still shows the form (and, behind it, the tournament it replaces).
  await page.getByTestId('t-create-form').waitFor({ state: 'hidden' });
  await page.getByTestId('t-head').waitFor();
}

/** Registers players by name ({ name, club }). */
export async function register(page, players) {
  for (const { name, club = '' } of players) {
    const before = await page.locator('.tn-player').count();
    await page.getByTestId('player').fill(name);
    await page.getByTestId('club').fill(club);
    await page.getByTestId('t-add').click();
    await page.locator('.tn-player').nth(before).waitFor();
  }
}

/** The player names of each table of the newest round, in seat order. */
export async function newestTables(page) {
  return page.locator('[data-testid="t-round"]').first().locator('.tn-table').evaluateAll((tables) =>
    tables.map((t) => [...t.querySelectorAll('.tn-seats li')].map((li) => li.textContent.replace(/^\d+\. /, ''))),
  );
}

/**
 * Types the result of the first table without one: `points[i]` for seat i, `elim[i]`
 * its order of elimination ('' if not eliminated), `risiko` the seat who made RisiKo!.
 */
export async function enterResult(page, points, { elim = [], risiko = null } = {}) {
  const before = await page.locator('.tn-table[data-complete="true"]').count();
  await page.getByTestId('t-enter').first().click();
  await page.getByTestId('t-result-form').waitFor();
  // The RisiKo! radios are 44 px targets (issue 30).
  await assertCheckTargets(page, '[data-testid="t-result-form"]');
  for (let i = 0; i < points.length; i++) {
    await page.getByTestId(`t-pts-${i}`).fill(String(points[i]));
    if (elim[i]) await page.getByTestId(`t-elim-${i}`).selectOption(String(elim[i]));
  }
  if (risiko !== null) await page.getByTestId(`t-risiko-${risiko}`).check();
  await page.getByTestId('t-record').click();
  await page.locator('.tn-table[data-complete="true"]').nth(before).waitFor();
}

/** The standings: [{ rank, name, total }], best first. */
export async function standings(page) {
  return page.locator('[data-testid="t-standings"] tr[data-rank]').evaluateAll((rows) =>
    rows.map((r) => ({
      rank: Number(r.dataset.rank),
      name: r.querySelector('.tn-pname').firstChild.textContent,
      total: r.querySelector('[data-total]').textContent,
    })),
  );
}
