// Shared helpers of the end-to-end tests: serve dist/ on 127.0.0.1, launch Debian's
// Chromium through playwright-core with a fresh profile, and page objects for the app.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = process.env.PLANISFERO_DIST || path.join(ROOT, 'dist');
// The test build: the same app with the `?sandbox=<name>` hook (cargo feature `sandbox`),
// which the shipped dist/ leaves out.
export const DIST_TEST = process.env.PLANISFERO_DIST_TEST || path.join(ROOT, 'dist-test');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Flags that keep Chromium quiet on a machine whose network is closed.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const LANDSCAPE = { width: 1024, height: 768 };
export const PORTRAIT = { width: 768, height: 1024 };

/**
 * Starts tests/e2e/static_server.py on `dir` (a directory or a link to one) on a free
 * port of 127.0.0.1. Returns { url, close }. The one static server of the e2e tests.
 */
export async function serve(dir) {
  const proc = spawn('python3', [path.join(ROOT, 'tests', 'e2e', 'static_server.py'), dir, '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('static server did not start within 10 s')), 10_000);
    proc.once('exit', (code) => reject(new Error(`static server exited with code ${code}`)));
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /PORT (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => proc.kill(),
  };
}

/**
 * A test suite's app: serves the build in `dir` (dist/ unless told) and launches Chromium
 * with `options` (see `launch`). Returns { server, browser }; `closeApp` closes both.
 * Suites that need a fresh browser per test (a viewport each, a killed one) keep a
 * server per describe (`startServer`) and `launch` in each test.
 */
export async function startApp(dir = DIST, options = {}) {
  const server = await startServer(dir);
  try {
    return { server, browser: await launch(options) };
  } catch (e) {
    server.close();
    throw e;
  }
}

/** Closes what `startApp` started. */
export async function closeApp({ server, browser } = {}) {
  await browser?.close();
  server?.close();
}

/** Serves the build in `dir` (dist/ unless told). Returns { url, close }. */
export async function startServer(dir = DIST) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    const build = dir === DIST_TEST ? 'trunk build --release --features sandbox --dist dist-test' : 'trunk build --release';
    throw new Error(`${dir}/index.html is missing: run "${build}" first`);
  }
  return serve(dir);
}

/**
 * Launches Chromium with a fresh profile (`backForwardCache`: with the back/forward cache
 * a player's Chromium has, which Playwright turns off). Returns { context, page, errors, close };
 * `errors` collects uncaught page errors and console errors, which tests assert empty.
 */
export async function launch({ viewport = LANDSCAPE, hasTouch = false, backForwardCache = false, userAgent } = {}) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: run scripts/setup.sh (apt chromium)`);
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'planisfero-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    // Playwright turns Chromium's back/forward cache off; a player's browser has it.
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : [],
    viewport,
    hasTouch,
    deviceScaleFactor: 1,
    ...(userAgent ? { userAgent } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the app and waits until the home screen is mounted. */
export async function openApp(page, url) {
  // Through a blank page: Chromium turns a navigation to the page's own URL into a
  // reload, and a reload comes back to the game on show (issue 16).
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('[data-testid="screen"][data-screen="home"]').waitFor();
  await stylesReady(page);
}

/**
 * Waits for the stylesheet of every screen but Home (play.css), which the app links once
 * Home is mounted (src/ui/mod.rs): a `<link>`'s `sheet` is there once it has loaded.
 */
export async function stylesReady(page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.href.endsWith('/play.css') && l.sheet),
  );
}

/** Goes from home to the map explorer and waits for the 42 territories. */
export async function openExplore(page) {
  await page.getByTestId('home-explore').click();
  await page.locator('[data-screen="explore"] [data-territory]').first().waitFor();
}

/** Screen coordinates of a territory's anchor point (where its badge sits). */
export async function anchorOf(page, id) {
  return page.evaluate((id) => {
    const g = document.querySelector(`[data-territory="${id}"]`);
    if (!g) throw new Error(`no territory ${id} in the page`);
    const [x, y] = g.getAttribute('data-anchor').trim().split(/[\s,]+/).map(Number);
    const svg = g.ownerSVGElement;
    const p = svg.createSVGPoint();
    p.x = x;
    p.y = y;
    const s = p.matrixTransform(svg.getScreenCTM());
    return { x: s.x, y: s.y };
  }, id);
}

/** Taps (clicks) a territory at its anchor point, as a player would. */
export async function tapTerritory(page, id) {
  const { x, y } = await anchorOf(page, id);
  await page.mouse.click(x, y);
}

/** The explore panel's content: { id, name, continent, neighbours: [ids] }. */
export async function readPanel(page) {
  const name = page.getByTestId('territory-name');
  await name.waitFor();
  return {
    id: await name.getAttribute('data-territory-id'),
    name: (await name.textContent()).trim(),
    continent: (await page.getByTestId('territory-continent').textContent()).trim(),
    neighbours: await page
      .locator('[data-testid="neighbours"] [data-neighbour]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-neighbour'))),
  };
}

/** Territory ids currently carrying `data-highlight="<kind>"`. */
export async function highlighted(page, kind) {
  return page
    .locator(`[data-territory][data-highlight="${kind}"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-territory')));
}

/** The map's current viewBox as numbers. */
export async function viewBox(page) {
  const v = await page.locator('.board-map > svg:not(.map-top)').getAttribute('viewBox');
  return v.trim().split(/[\s,]+/).map(Number);
}

/**
 * Opens the page's URL again as a new visit (not a reload, which would come back to the
 * screen the tab was on, issue 16) and waits for Home.
 */
export async function reopen(page) {
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('[data-screen="home"]').waitFor();
  await stylesReady(page);
}

/**
 * Every visible radio button and checkbox in `scope` is a target of 44 x 44 px at least
 * (issue 30): its own box, or the label around it or naming it. Returns the sizes.
 */
export async function assertCheckTargets(page, scope) {
  const sizes = await page.locator(`${scope} input[type="radio"], ${scope} input[type="checkbox"]`).evaluateAll((els) =>
    els
      .filter((e) => !e.hidden && e.getClientRects().length > 0)
      .map((e) => {
        const label = e.closest('label') ?? (e.id ? document.querySelector(`label[for="${e.id}"]`) : null);
        const own = e.getBoundingClientRect();
        const lab = label?.getBoundingClientRect();
        const w = Math.max(own.width, lab?.width ?? 0);
        const h = Math.max(own.height, lab?.height ?? 0);
        return { id: e.id || e.dataset.testid || e.name, w, h };
      }),
  );
  for (const s of sizes) {
    if (s.w < 44 || s.h < 44) throw new Error(`${scope}: ${s.id} is a ${s.w}x${s.h} target (44x44 at least)`);
  }
  return sizes;
}
