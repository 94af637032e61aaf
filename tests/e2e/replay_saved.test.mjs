// End-to-end, issue 18 point 4: "Rivedi" of a game still being played, from the saved
// games. The map at any step and the public log's lines, nothing secret (no objective,
// no hand, no card drawn named, no seed), and the save left exactly as it was.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, closeApp, startApp, stylesReady } from './helpers.mjs';
import { freshHome, openSaves, seed, storage } from './saves-helpers.mjs';

/** A saved fixture of tests/e2e/fixtures, as text. */
function fixture(name) {
  return readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', name), 'utf8').trim();
}

/** The classico game of three seats, 500 actions in (tests/history.rs `unfinished_classico`). */
const UNFINISHED = fixture('classico-unfinished.json');
/** The finished testa a testa game. */
const FINISHED = fixture('testa-game-1.json');

/**
 * The armies on the saved games' map, summed over the territories shown with a count;
 * with `n`, whether they sum to it (runs in the page).
 */
const SUM = (n) => {
  const seen = {};
  for (const g of document.querySelectorAll('[data-screen="saves"] [data-territory]')) {
    const a = g.querySelector('[data-armies]');
    if (a && a.textContent !== '') seen[g.getAttribute('data-territory')] = Number(a.textContent);
  }
  const sum = Object.values(seen).reduce((a, x) => a + x, 0);
  return n === undefined ? sum : sum === n;
};

function armies(page) {
  return page.evaluate(SUM);
}

/** Waits until the map's armies sum to `n`. */
async function armiesAre(page, n) {
  // A function, not a string: the page's CSP forbids the eval a string predicate polls with.
  await page.waitForFunction(SUM, n);
}

/** Moves the replay's slider to `step`, as a finger lifted there does. */
async function slide(page, step) {
  await page.getByTestId('replay-range').evaluate((e, v) => {
    e.value = String(v);
    e.dispatchEvent(new Event('change', { bubbles: true }));
  }, step);
  await page.locator(`[data-testid="replay"][data-step="${step}"]`).waitFor();
}

/** What a game still being played must never show: objectives, hands, drawn cards, seed. */
async function assertNothingSecret(page, where) {
  assert.equal(await page.locator('[data-testid="objective"], [data-testid="hand"]').count(), 0, where);
  const text = await page.evaluate(() => document.body.innerText + document.body.innerHTML);
  for (const secret of [/Conquistare/, /Distruggere/, /Conquer \d/, /Destroy the/, /pesca una carta:/, /draws a card:/, /5eed0042abcd9137/i, /Obiettivo/, /Objective/]) {
    assert.doesNotMatch(text, secret, `${where}: ${secret}`);
  }
}

describe('Rivedi of a saved game still being played', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('shows the map at any step, nothing secret, and leaves the save alone', async () => {
    const { page, errors } = browser;
    await freshHome(page, server.url);
    const unfinished = JSON.parse(UNFINISHED);
    const finished = JSON.parse(FINISHED);
    await seed(page, { [unfinished.meta.id]: UNFINISHED, [finished.meta.id]: FINISHED });
    await page.reload();
    await page.locator('[data-screen="home"]').waitFor();
    await stylesReady(page);
    await openSaves(page);
    const row = page.locator(`[data-testid="save-row"][data-save-id="${unfinished.meta.id}"]`);
    const replay = row.getByTestId('save-replay');
    assert.equal((await replay.textContent()).trim(), 'Rivedi');
    const box = await replay.boundingBox();
    assert.ok(box.height >= 44 && box.width >= 44, `a touch target: ${JSON.stringify(box)}`);
    // A finished game's Rivedi is on its final table: no button in its row.
    const over = page.locator(`[data-testid="save-row"][data-save-id="${finished.meta.id}"]`);
    assert.equal(await over.getByTestId('save-replay').count(), 0);
    const listed = await page.getByTestId('save-row').evaluateAll((rows) => rows.map((r) => r.dataset.saveId));
    const before = await storage(page);

    await replay.click();
    const bar = page.getByTestId('replay');
    await bar.waitFor();
    // Shown as it stands: the last saved action.
    assert.equal(await bar.getAttribute('data-len'), '500');
    assert.equal(await bar.getAttribute('data-step'), '500');
    await page.waitForFunction(() => document.querySelectorAll('[data-screen="saves"] [data-territory] [data-armies]').length >= 42);
    const atEnd = await armies(page);
    await assertNothingSecret(page, 'step 500');
    // Step 0: the territories as dealt, one army each.
    await slide(page, 0);
    await armiesAre(page, 42);
    assert.notEqual(atEnd, 42);
    assert.equal(await page.getByTestId('replay-back').isDisabled(), true);
    // Steps by action, turn and round, each with its log lines.
    await page.getByTestId('replay-next').click();
    await page.locator('[data-testid="replay"][data-step="1"]').waitFor();
    assert.ok((await page.locator('[data-testid="replay-lines"] li').count()) > 0, "the step's log line");
    await page.getByTestId('replay-round-next').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="replay"]').dataset.step) > 1);
    await assertNothingSecret(page, 'a round in');
    // Every step of the middle of the game, one after the other: no card drawn is named.
    await slide(page, 200);
    for (let i = 0; i < 40; i++) {
      await page.getByTestId('replay-next').click();
      await page.locator(`[data-testid="replay"][data-step="${201 + i}"]`).waitFor();
      await assertNothingSecret(page, `step ${201 + i}`);
    }
    await slide(page, 500);
    await armiesAre(page, atEnd);

    // Back to the list, as it was.
    await page.getByTestId('replay-close').click();
    await row.waitFor();
    assert.equal(await page.getByTestId('replay').count(), 0);
    assert.equal(await page.getByTestId('board').isVisible(), false, 'the map hidden under the list');
    assert.deepEqual(await page.getByTestId('save-row').evaluateAll((rows) => rows.map((r) => r.dataset.saveId)), listed);
    assert.deepEqual(await storage(page), before, 'localStorage unchanged');
    assert.equal((await storage(page))[`planisfero.save.${unfinished.meta.id}`], UNFINISHED);
    assert.deepEqual(errors, []);
  });
});
