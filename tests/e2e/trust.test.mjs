// End-to-end, issue 18: dice you can trust. The fingerprint shown when a game starts is
// the one stored in its save and the one Verifica checks at the end; a different one
// fails; the dice statistics during and after a game; About says what it proves; an
// unfinished game's export is marked as revealing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, stylesReady, closeApp, startApp } from './helpers.mjs';
import { newGame, openTab, personActs, shown, toFinalTable } from './play_helpers.mjs';
import { freshHome, seed } from './saves-helpers.mjs';

/** The finished testa a testa game of tests/e2e/fixtures: seed 7. */
function fixture() {
  return JSON.parse(readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'testa-game-1.json'), 'utf8'));
}

/** Waits until the Verifica or statistics page replaced any placeholder (none since issue 32: the page is rendered in the game's wasm). */
async function workerPage(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="trust-wait"]'));
}

/** Replaces every save (and the saves' journal) with `save`, home shown. */
async function only(page, save) {
  // A fresh page first: the game on the table is saved when its page goes away.
  await page.goto('about:blank');
  await freshHome(page, URL);
  await seed(page, { [save.meta.id]: JSON.stringify(save) });
  await page.reload();
  await stylesReady(page);
  await page.locator('[data-screen="home"]').waitFor();
}

/** Replaces every save with `save` and opens it from home. */
async function openOnly(page, save) {
  await only(page, save);
  // A finished game is offered as "Rivedi" (issue 30): its replay, then the table.
  if (await page.getByTestId('home-replay').count()) {
    await page.getByTestId('home-replay').click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('replay-close').click();
  } else {
    await page.getByTestId('home-continue').click();
  }
  await page.getByTestId('final-table').waitFor();
}

/**
 * Clicks `testid`, which downloads an SVG file; returns { name, text, territories, ok }:
 * the file parsed as XML by the page's DOMParser (`ok`: no parser error), its
 * territories counted.
 */
async function svgDownload(page, locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), locator.click()]);
  const text = readFileSync(await download.path(), 'utf8');
  const parsed = await page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    return {
      ok: !doc.querySelector('parsererror') && doc.documentElement.localName === 'svg',
      territories: new Set([...doc.querySelectorAll('path[data-territory]')].map((p) => p.getAttribute('data-territory'))).size,
      polylines: doc.querySelectorAll('polyline').length,
      title: doc.querySelector('title')?.textContent.trim() ?? '',
    };
  }, text);
  return { name: download.suggestedFilename(), text, ...parsed };
}

/** Plays the game on the table to its final table: the person's simplest moves, the computers at once. */
async function playToTheEnd(page) {
  const deadline = Date.now() + 8 * 60_000;
  for (;;) {
    assert.ok(Date.now() < deadline, 'the game ends in time');
    if ((await page.getByTestId('turn').getAttribute('data-phase')) === 'over') return;
    if (await shown(page, 'start-play')) {
      await page.getByTestId('start-play').click();
    } else if (await shown(page, 'turn-end-notice')) {
      await page.getByTestId('notice-ok').click();
    } else if (await shown(page, 'computer-turn')) {
      await page.evaluate(() => {
        const instant = document.querySelector('[data-testid="speed-istantaneo"]');
        if (instant && instant.getAttribute('aria-pressed') !== 'true') instant.click();
      });
      await page.waitForFunction(
        () =>
          !document.querySelector('[data-testid="computer-turn"]') ||
          document.querySelector('[data-testid="turn"]')?.dataset.phase === 'over',
        null,
        { timeout: 60_000 },
      );
    } else {
      await personActs(page);
    }
  }
}

let URL = '';

async function text(page, testid) {
  return (await page.getByTestId(testid).first().textContent()).trim();
}

describe('dice you can trust', () => {
  let server;
  let browser;
  before(async () => {
    ({ server, browser } = await startApp());
    URL = server.url;
  });
  after(() => closeApp({ server, browser }));

  let shownAtStart = '';

  test('a new game shows its dice fingerprint and stores it in the save', async () => {
    const { page, errors } = browser;
    await freshHome(page, `${server.url}?seed=7`);
    await newGame(page, { preset: 'torneo' });
    await page.getByTestId('seat-order').waitFor();
    const short = await text(page, 'fingerprint-short');
    assert.match(short, /^[0-9a-f]{8}$/);
    // The whole on request.
    assert.equal(await page.getByTestId('fingerprint-full').isVisible(), false);
    await page.locator('[data-testid="fingerprint"] summary').click();
    shownAtStart = await text(page, 'fingerprint-full');
    assert.match(shownAtStart, /^[0-9a-f]{64}$/);
    assert.ok(shownAtStart.startsWith(short));
    // The autosave holds it (waited for: the save is written after the start).
    await page.waitForFunction(
      (f) =>
        Object.keys(localStorage).some(
          (k) => k.startsWith('planisfero.save.') && localStorage.getItem(k).includes(`"fingerprint":"${f}"`),
        ),
      shownAtStart,
    );
    await page.getByTestId('start-play').click();
    await page.getByTestId('handover-reveal').click();
    // During the game: the statistics (public), no Verifica (the seed stays hidden).
    await openTab(page, 'log');
    await page.getByTestId('open-stats').click();
    await page.getByTestId('stats').waitFor();
    await workerPage(page);
    assert.equal(await page.locator('[data-testid="stats-seat"]').count(), 4);
    assert.equal(await shown(page, 'verify'), false);
    await page.getByTestId('stats-close').click();
    assert.deepEqual(errors, []);
  });

  test('the saved games mark an unfinished game\'s export as revealing', async () => {
    const { page } = browser;
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-saves').click();
    await page.getByTestId('saves').waitFor();
    assert.equal(await page.locator('[data-testid="save-reveals"]').count(), 1);
  });

  test('Verifica at the end checks the fingerprint shown at the start', async () => {
    const { page, errors } = browser;
    // The finished fixture has the same seed (7): its save records the fingerprint
    // the new game showed.
    const save = fixture();
    assert.equal(save.seed, '0000000000000007');
    save.fingerprint = shownAtStart;
    await openOnly(page, save);
    await page.getByTestId('verify').click();
    await page.getByTestId('verify-result').waitFor();
    assert.equal(await page.getByTestId('verify-result').getAttribute('data-ok'), 'true');
    assert.equal(await text(page, 'verify-shown'), shownAtStart);
    assert.equal(await text(page, 'verify-computed'), shownAtStart);
    assert.equal(await text(page, 'verify-seed'), '0000000000000007');
    assert.match(await text(page, 'verify-counts'), /^96 mosse rigiocate, \d+ dadi e \d+ carte/);
    assert.match(await text(page, 'verify'), /Cosa non può provare/);
    await page.getByTestId('verify-close').click();
    await page.getByTestId('final-table').waitFor();
    // The statistics at the end.
    await page.getByTestId('final-stats').click();
    await page.locator('[data-testid="stats-total"]').waitFor();
    assert.equal(await page.locator('[data-testid="stats-seat"]').count(), 3);
    await page.getByTestId('stats-close').click();
    // A finished game's export is not marked.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-saves').click();
    await page.getByTestId('saves').waitFor();
    assert.equal(await page.locator('[data-testid="save-reveals"]').count(), 0);
    assert.deepEqual(errors, []);
  });

  test('Rivedi shows the finished game at any step and leaves the save alone', async () => {
    const { page, errors } = browser;
    const save = fixture();
    await openOnly(page, save);
    const key = `planisfero.save.${save.meta.id}`;
    const before = await page.evaluate((k) => localStorage.getItem(k), key);
    /** The armies on the map, territory by territory. */
    const armies = () =>
      page.evaluate(() => {
        const out = {};
        for (const g of document.querySelectorAll('[data-screen="play"] [data-territory]')) {
          const a = g.querySelector('[data-armies]');
          if (a) out[g.getAttribute('data-territory')] = a.textContent;
        }
        return out;
      });
    const atEnd = await armies();
    await page.getByTestId('replay-open').click();
    const bar = page.getByTestId('replay');
    await bar.waitFor();
    assert.equal(await bar.getAttribute('data-step'), '0');
    assert.equal(await bar.getAttribute('data-len'), '96');
    // Step 0: the territories as dealt, not the final map.
    const total = (m) => Object.values(m).reduce((a, x) => a + Number(x), 0);
    await page.waitForFunction(
      (end) => {
        let n = 0;
        for (const x of document.querySelectorAll('[data-screen="play"] [data-armies]')) n += Number(x.textContent);
        return n > 0 && n !== end;
      },
      total(atEnd),
    );
    assert.equal(await page.getByTestId('replay-back').isDisabled(), true);
    await page.getByTestId('replay-next').click();
    await page.locator('[data-testid="replay"][data-step="1"]').waitFor();
    assert.ok((await page.locator('[data-testid="replay-lines"] li').count()) > 0, 'the step\'s log line');
    await page.getByTestId('replay-round-next').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="replay"]').dataset.step) > 1);
    // The slider jumps to any step: the last shows the final map.
    await page.getByTestId('replay-range').evaluate((e) => {
      e.value = e.max;
      e.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.locator('[data-testid="replay"][data-step="96"]').waitFor();
    assert.deepEqual(await armies(), atEnd);
    await page.getByTestId('replay-close').click();
    await page.getByTestId('final-table').waitFor();
    // The log as text: every action's lines, numbered.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-log').click()]);
    assert.match(download.suggestedFilename(), /^planisfero-.*\.txt$/);
    const log = readFileSync(await download.path(), 'utf8');
    assert.match(log, /^ {4}1 {2}\S/);
    assert.match(log, /\n {3}96 {2}/);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), before, 'the save is unchanged');
    assert.deepEqual(errors, []);
  });

  test('the map at a replay step and each chart download as SVG files', async () => {
    const { page, errors } = browser;
    const save = fixture();
    // A hostile name: the file name keeps letters and digits only, the title all of it.
    save.meta.name = '../<b>Partita</b> "x" & co/\\:*?';
    await openOnly(page, save);
    await page.getByTestId('replay-open').click();
    await page.getByTestId('replay-turn-next').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="replay"]').dataset.step) > 0);
    const step = await page.getByTestId('replay').getAttribute('data-step');
    const map = await svgDownload(page, page.getByTestId('replay-export-map'));
    assert.equal(map.name, `planisfero-b-partita-b-x-co-mappa-${step}.svg`);
    assert.ok(map.ok, 'the map parses as XML');
    assert.equal(map.territories, 42);
    assert.equal(map.title, save.meta.name);
    assert.match(map.text, new RegExp(`mossa ${step} di 96`));
    await page.getByTestId('replay-close').click();
    // The final map, from the final table.
    const last = await svgDownload(page, page.getByTestId('export-map'));
    assert.match(last.name, /-mappa-96\.svg$/);
    assert.equal(last.territories, 42);
    // Each chart, from its button.
    await page.getByTestId('final-stats').click();
    await page.getByTestId('charts').waitFor();
    const buttons = page.getByTestId('export-chart');
    assert.equal(await buttons.count(), await page.getByTestId('chart').count());
    for (let i = 0; i < (await buttons.count()); i++) {
      const series = await buttons.nth(i).getAttribute('data-series');
      const chart = await svgDownload(page, buttons.nth(i));
      assert.ok(chart.ok, `${series} parses as XML`);
      assert.equal(chart.name, `planisfero-b-partita-b-x-co-${series}.svg`);
      assert.equal(chart.polylines, 3, 'a line per player');
    }
    assert.deepEqual(errors, []);
  });

  test('another fingerprint than the seed\'s fails Verifica', async () => {
    const { page } = browser;
    const save = fixture();
    const flip = shownAtStart[0] === '0' ? '1' : '0';
    save.fingerprint = flip + shownAtStart.slice(1);
    await openOnly(page, save);
    await page.getByTestId('verify').click();
    await page.getByTestId('verify-result').waitFor();
    assert.equal(await page.getByTestId('verify-result').getAttribute('data-ok'), 'false');
    assert.match(await text(page, 'verify-result'), /Il seme non ha l'impronta mostrata all'inizio/);
  });

  test('the fingerprint shown when a game starts is the one Verifica confirms at its end', async () => {
    const { page, errors } = browser;
    await page.goto('about:blank');
    await freshHome(page, `${server.url}?seed=18`);
    // One person and three computers, sdadata after the first round: a short game.
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-torneo').click();
    await page.getByTestId('players-4').click();
    for (const i of [1, 2, 3]) await page.getByTestId(`seat-${i}-who-facile`).click();
    await page.getByTestId('ending-sdadata_rounds').click();
    await page.locator('.ending-detail input').first().fill('1');
    await page.getByTestId('start-game').click();
    await page.getByTestId('seat-order').waitFor();
    await page.locator('[data-testid="fingerprint"] summary').click();
    const atStart = await text(page, 'fingerprint-full');
    assert.match(atStart, /^[0-9a-f]{64}$/);
    await playToTheEnd(page);
    await toFinalTable(page);
    await page.getByTestId('verify').click();
    await page.getByTestId('verify-result').waitFor();
    assert.equal(await page.getByTestId('verify-result').getAttribute('data-ok'), 'true');
    assert.equal(await text(page, 'verify-shown'), atStart);
    assert.equal(await text(page, 'verify-computed'), atStart);
    assert.deepEqual(errors, []);
  });

  test('a finished game opened from the saved games offers Rivedi, then its final table', async () => {
    const { page, errors } = browser;
    const save = fixture();
    await only(page, save);
    await page.getByTestId('home-saves').click();
    await page.getByTestId('saves').waitFor();
    // Issue 43: a finished game offers "Rivedi", not "Continua".
    assert.equal(await page.getByTestId('save-continue').count(), 0);
    await page.getByTestId('save-review').click();
    await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
    assert.equal(await page.getByTestId('replay').getAttribute('data-len'), '96');
    await page.getByTestId('replay-close').click();
    await page.getByTestId('final-table').waitFor();
    assert.deepEqual(errors, []);
  });

  test('About says what the fingerprint proves and what it cannot', async () => {
    const { page } = browser;
    await page.goto(`${server.url}`);
    await stylesReady(page);
    await page.locator('[data-screen="home"]').waitFor();
    await page.getByTestId('home-about').click();
    assert.match(await text(page, 'about-fingerprint'), /Cosa non può provare/);
  });
});
