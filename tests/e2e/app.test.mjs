// End-to-end: the release build in Chromium. Home, the map explorer, About, languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  DIST,
  DIST_TEST,
  highlighted,
  openApp,
  reopen,
  openExplore,
  readPanel,
  tapTerritory,
  stylesReady,
  closeApp,
  startApp,
} from './helpers.mjs';

// Expected neighbours, copied from the border table of docs/RULES.md §1 (not from the app).
const EXPECTED = [
  {
    id: 'alaska',
    name: 'Alaska',
    continent: 'America del Nord',
    // docs/RULES.md §1: "alaska: territori_del_nord_ovest alberta kamchatka"
    neighbours: ['alberta', 'kamchatka', 'territori_del_nord_ovest'],
  },
  {
    id: 'ucraina',
    name: 'Ucraina',
    continent: 'Europa',
    // docs/RULES.md §1: "ucraina: urali afghanistan medio_oriente" plus scandinavia,
    // europa_settentrionale and europa_meridionale from the lines above it.
    neighbours: [
      'afghanistan',
      'europa_meridionale',
      'europa_settentrionale',
      'medio_oriente',
      'scandinavia',
      'urali',
    ],
  },
  {
    id: 'madagascar',
    name: 'Madagascar',
    continent: 'Africa',
    // docs/RULES.md §1: "africa_orientale: ... madagascar" and "africa_del_sud: madagascar"
    neighbours: ['africa_del_sud', 'africa_orientale'],
  },
];

describe('app', () => {
  let server;
  let browser;

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('loads in Italian on the home screen without errors', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    assert.equal(await page.getAttribute('html', 'lang'), 'it');
    assert.equal((await page.getByTestId('home-explore').textContent()).trim(), 'Esplora la mappa');
    assert.equal((await page.getByTestId('home-rules').textContent()).trim(), 'Regole');
    assert.equal((await page.getByTestId('home-about').textContent()).trim(), 'Informazioni');
    assert.deepEqual(errors, []);
  });

  // The `?sandbox=` test hook is only in the test build (cargo feature `sandbox`).
  test('the shipped build ignores ?sandbox= and stays on the home screen', async () => {
    const { page, errors } = browser;
    await page.goto(`${server.url}?sandbox=blitz100`);
    await stylesReady(page);
    await page.getByTestId('screen').waitFor();
    // Let the app go through its reactive updates and a painted frame: with the hook it
    // would be on the play screen's hand-over by then.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    assert.equal(await page.getByTestId('screen').getAttribute('data-screen'), 'home');
    assert.equal(await page.getByTestId('handover').count(), 0);
    assert.equal(await page.getByTestId('home-explore').count(), 1);
    // The positions themselves are not in the shipped wasm, only in the test build's.
    const wasm = (dir) => readFileSync(path.join(dir, 'planisfero_bg.wasm')).toString('latin1');
    assert.ok(!wasm(DIST).includes('reinforce200'), 'dist/ wasm names the sandbox positions');
    assert.ok(wasm(DIST_TEST).includes('reinforce200'), 'dist-test/ wasm lacks the sandbox positions');
    assert.deepEqual(errors, []);
  });

  test('explore: tapping three territories shows name, continent and neighbours', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await openExplore(page);
    assert.equal(await page.locator('[data-territory]').count(), 42);
    assert.ok(await page.getByTestId('explore-hint').isVisible());
    for (const want of EXPECTED) {
      await tapTerritory(page, want.id);
      await page.locator(`[data-testid="territory-name"][data-territory-id="${want.id}"]`).waitFor();
      const got = await readPanel(page);
      assert.equal(got.name, want.name, `name of ${want.id}`);
      assert.equal(got.continent, want.continent, `continent of ${want.id}`);
      assert.deepEqual([...got.neighbours].sort(), want.neighbours, `neighbours of ${want.id}`);
      // The map shows the same thing: the territory selected, its neighbours as targets.
      assert.deepEqual(await highlighted(page, 'selected'), [want.id]);
      assert.deepEqual((await highlighted(page, 'target')).sort(), want.neighbours);
      // Drawn on layers above the map: the veil dims the rest (territory at 40 % over the
      // sea), the bright territories are copies on the top layer, and a tap still reaches
      // the map's own territory below them.
      const layers = await page.evaluate((id) => {
        const copies = document.querySelectorAll('.map-top .copies > .territory').length;
        const veil = getComputedStyle(document.querySelector('.board-map > .map-dim')).opacity;
        const land = document.querySelector(`[data-territory="${id}"] .land`).getBoundingClientRect();
        const hit = document.elementFromPoint(land.x + land.width / 2, land.y + land.height / 2);
        // (or a small territory's invisible tap area, which lies on the map too)
        const below = '.board-map > svg:not(.map-top) [data-territory], .board-map > svg:not(.map-top) [data-hit]';
        return { copies, veil, hitTerritory: !!hit?.closest(below) };
      }, want.id);
      assert.deepEqual(layers, { copies: want.neighbours.length + 1, veil: '0.6', hitTerritory: true });
    }
    // A neighbour in the panel is a shortcut to that territory.
    await page.locator('[data-neighbour="africa_orientale"]').click();
    await page.locator('[data-testid="territory-name"][data-territory-id="africa_orientale"]').waitFor();
    assert.deepEqual(await highlighted(page, 'selected'), ['africa_orientale']);
    // Closing the panel clears the map.
    await page.getByTestId('territory-close').click();
    await page.getByTestId('explore-hint').waitFor();
    assert.deepEqual(await highlighted(page, 'selected'), []);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.board-map > .map-dim')).opacity), '0');
    assert.equal(await page.locator('.map-top .copies > *').count(), 0);
    assert.deepEqual(errors, []);
  });

  test('about names Natural Earth and carries the legal line', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await page.getByTestId('home-about').click();
    await page.getByTestId('about').waitFor();
    assert.equal(
      (await page.getByTestId('legal-line').textContent()).trim(),
      'RisiKo! è un marchio registrato ® Editrice Giochi SPA. Tutti i diritti riservati.',
    );
    assert.match(await page.getByTestId('map-source').textContent(), /Natural Earth/);
    assert.match(await page.getByTestId('about-unofficial').textContent(), /non ufficiale/);
    assert.match(await page.getByTestId('about-unofficial').textContent(), /Editrice Giochi/);
    // The header's home button goes back.
    await page.getByTestId('nav-home').click();
    await page.locator('[data-screen="home"]').waitFor();
    assert.deepEqual(errors, []);
  });

  test('the language switch changes the texts and is remembered after a reload', async () => {
    const { page, errors } = browser;
    await openApp(page, server.url);
    await page.getByTestId('lang-en').click();
    assert.equal((await page.getByTestId('home-explore').textContent()).trim(), 'Explore the map');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.getByTestId('lang-en').getAttribute('aria-pressed'), 'true');

    await page.reload();
    await stylesReady(page);
    await page.locator('[data-screen="home"]').waitFor();
    assert.equal((await page.getByTestId('home-explore').textContent()).trim(), 'Explore the map');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');

    // Territory and continent names follow the language (rules::board name_en).
    await openExplore(page);
    await tapTerritory(page, 'ucraina');
    const panel = await readPanel(page);
    assert.equal(panel.name, 'Ukraine');
    assert.equal(panel.continent, 'Europe');
    assert.equal(
      await page.locator('[data-territory="ucraina"]').getAttribute('aria-label'),
      'Ukraine',
    );

    // And back to Italian, remembered too.
    await page.getByTestId('lang-it').click();
    assert.equal((await readPanel(page)).name, 'Ucraina');
    await reopen(page);
    await page.locator('[data-screen="home"]').waitFor();
    assert.equal((await page.getByTestId('home-explore').textContent()).trim(), 'Esplora la mappa');
    assert.deepEqual(errors, []);
  });
});
