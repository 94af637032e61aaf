// Takes a screenshot of every screen at 1024x768 and 768x1024 into screenshots/.
// Run: scripts/screenshots.sh (or `node tests/e2e/screenshots.mjs` with dist/ built).
// The e2e suite calls takeScreenshots() too (screenshots.test.mjs).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LANDSCAPE,
  PORTRAIT,
  ROOT,
  launch,
  openApp,
  openExplore,
  startServer,
  tapTerritory,
} from './helpers.mjs';

export const OUT = path.join(ROOT, 'screenshots');

/** Each screen: a name and how to get there from a freshly opened app. */
export const SCREENS = [
  { name: 'home', go: async () => {} },
  { name: 'explore', go: async (page) => openExplore(page) },
  {
    name: 'explore-selected',
    go: async (page) => {
      await openExplore(page);
      await tapTerritory(page, 'ucraina');
      await page.getByTestId('territory-name').waitFor();
    },
  },
  {
    name: 'explore-zoomed',
    go: async (page) => {
      await openExplore(page);
      for (let i = 0; i < 3; i++) await page.getByTestId('zoom-in').click();
      await tapTerritory(page, 'europa_meridionale');
      await page.getByTestId('territory-name').waitFor();
    },
  },
  {
    name: 'rules',
    go: async (page) => {
      await page.getByTestId('home-rules').click();
      await page.getByTestId('rules').waitFor();
    },
  },
  {
    name: 'about',
    go: async (page) => {
      await page.getByTestId('home-about').click();
      await page.getByTestId('about').waitFor();
    },
  },
  // Last: the choice of English is remembered by the browser profile.
  {
    name: 'explore-selected-en',
    go: async (page) => {
      await page.getByTestId('lang-en').click();
      await openExplore(page);
      await tapTerritory(page, 'territori_del_nord_ovest');
      await page.getByTestId('territory-name').waitFor();
    },
  },
];

/** Writes screenshots/<screen>-<w>x<h>.png for every screen and size; returns the paths. */
export async function takeScreenshots(url) {
  mkdirSync(OUT, { recursive: true });
  const written = [];
  for (const viewport of [LANDSCAPE, PORTRAIT]) {
    const browser = await launch({ viewport });
    try {
      for (const screen of SCREENS) {
        await openApp(browser.page, url);
        await screen.go(browser.page);
        const file = path.join(OUT, `${screen.name}-${viewport.width}x${viewport.height}.png`);
        await browser.page.screenshot({ path: file });
        written.push(file);
      }
      if (browser.errors.length) throw new Error(`page errors: ${browser.errors.join('; ')}`);
    } finally {
      await browser.close();
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer();
  try {
    for (const f of await takeScreenshots(server.url)) console.log(path.relative(ROOT, f));
  } finally {
    server.close();
  }
}
