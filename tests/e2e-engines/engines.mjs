// The other tablet engines of the smoke suite (issue 32): WebKit (Safari's engine,
// Debian's webkit2gtk-driver: WebKitWebDriver driving MiniBrowser over classic WebDriver,
// under Xvfb) and Firefox ESR (over WebDriver BiDi, with puppeteer-core). Both behind one
// small interface, `Session`, so that one script plays the same steps in each:
//   goto(url) / reload()          navigate and wait for the load
//   eval(fn, ...args)             run `fn` in the page (serialized: no closures), its value
//   waitFor(fn, args, what, ms)   poll `fn` in the page until truthy, or fail naming `what`
//   tap(x, y)                     a finger's tap at page coordinates (Firefox: a touch
//                                 pointer; WebKitGTK's driver has no touch input, so a
//                                 pointer tap as close as it offers)
//   errors                        uncaught errors and console errors seen (Firefox: from
//                                 the browser; WebKit: caught by a hook in the page)
//   close()
// Nothing is downloaded: the browsers are Debian's, the client is npm's puppeteer-core.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = process.env.PLANISFERO_DIST || path.join(ROOT, 'dist');
export const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';

/** Waits until `check()` is truthy, polling; fails with `what` after `ms`. */
export async function until(check, what, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Serves `dir` with tests/e2e/static_server.py; `cacheControl` is the header it sends
 * (`no-cache`, as many hosts do, unless told). Returns { url, requests, close }:
 * `requests` lists every "METHOD /path" served; `close()` resolves once the server is gone
 * (the app must then run from its service worker).
 */
export async function serve(dir = DIST, { cacheControl = 'no-cache' } = {}) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: run "trunk build --release" first`);
  const proc = spawn('python3', [path.join(ROOT, 'tests', 'e2e', 'static_server.py'), dir, '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STATIC_SERVER_CACHE_CONTROL: cacheControl, STATIC_SERVER_LOG: '1' },
  });
  const requests = [];
  let out = '';
  const exited = new Promise((r) => proc.once('exit', r));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('static server did not start within 10 s')), 10_000);
    proc.once('exit', (code) => reject(new Error(`static server exited with code ${code}`)));
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const lines = out.split('\n');
      out = lines.pop();
      for (const line of lines) {
        const m = /^PORT (\d+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        } else if (line.startsWith('REQUEST ')) requests.push(line.slice(8));
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: async () => {
      proc.kill();
      await exited;
    },
  };
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// Installed in the page after each load in WebKit (classic WebDriver has no console
// events): uncaught errors, rejections and console.error calls from then on.
const ERROR_HOOK = `
  if (!window.__engineErrors) {
    window.__engineErrors = [];
    addEventListener('error', (e) => window.__engineErrors.push('pageerror: ' + e.message));
    addEventListener('unhandledrejection', (e) => window.__engineErrors.push('rejection: ' + e.reason));
    const error = console.error.bind(console);
    console.error = (...a) => { window.__engineErrors.push('console: ' + a.join(' ')); error(...a); };
  }`;

/** WebKit through WebKitWebDriver (classic WebDriver). `viewport`: { width, height }. */
export async function openWebKit(viewport) {
  if (!existsSync(WEBKIT_DRIVER)) throw new Error(`${WEBKIT_DRIVER} not found: run scripts/setup.sh (apt webkit2gtk-driver)`);
  if (!process.env.DISPLAY) throw new Error('WebKit needs an X display: run under xvfb-run (scripts/test.sh does)');
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const driverGone = new Promise((r) => driver.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, route, body) => {
    const r = await fetch(base + route, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await r.json();
    if (!r.ok) throw new Error(`WebDriver ${method} ${route}: ${json.value?.error}: ${json.value?.message}`);
    return json.value;
  };
  await until(() => call('GET', '/status').then((v) => v.ready, () => false), 'WebKitWebDriver to start', 10_000);
  const { sessionId, capabilities } = await call('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
  });
  const s = (route) => `/session/${sessionId}${route}`;
  const pageErrors = [];
  const exec = async (script, args) => {
    try {
      return await call('POST', s('/execute/sync'), { script, args });
    } catch (e) {
      // A navigation (a reload by the app) under the script: try once more.
      if (/no such frame|navigat/i.test(e.message)) return call('POST', s('/execute/sync'), { script, args });
      throw e;
    }
  };
  const session = {
    name: `WebKit ${capabilities.browserVersion}`,
    get errors() {
      return pageErrors;
    },
    async eval(fn, ...args) {
      return exec(`${ERROR_HOOK}; return (${fn}).apply(null, arguments);`, args);
    },
    async collectErrors() {
      const got = await exec('return window.__engineErrors ? window.__engineErrors.splice(0) : [];', []);
      pageErrors.push(...got);
    },
    async goto(url) {
      await call('POST', s('/url'), { url });
      await session.eval(() => true);
    },
    async reload() {
      await session.collectErrors().catch(() => {});
      await call('POST', s('/refresh'), {});
      await session.eval(() => true);
    },
    async waitFor(fn, args, what, ms = 20_000) {
      return until(() => session.eval(fn, ...args), what, ms);
    },
    async tap(x, y) {
      await call('POST', s('/actions'), {
        actions: [
          {
            type: 'pointer',
            id: 'finger',
            parameters: { pointerType: 'touch' },
            actions: [
              { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
      await call('DELETE', s('/actions'));
    },
    async close() {
      await call('DELETE', s('')).catch(() => {});
      driver.kill();
      await driverGone;
    },
  };
  // The window's size such that the page gets exactly `viewport`. A resize reaches the
  // page a little later: the page's size is read once two reads agree, and the window
  // corrected by what its frame takes, until the page has the size asked for.
  const settled = async () => {
    let last = await session.eval(() => [innerWidth, innerHeight]);
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 25));
      const now = await session.eval(() => [innerWidth, innerHeight]);
      if (now[0] === last[0] && now[1] === last[1]) return now;
      last = now;
    }
    return last;
  };
  let win = { width: viewport.width, height: viewport.height };
  let got = [0, 0];
  for (let i = 0; i < 5; i++) {
    await call('POST', s('/window/rect'), win);
    got = await settled();
    if (got[0] === viewport.width && got[1] === viewport.height) break;
    win = { width: win.width + viewport.width - got[0], height: win.height + viewport.height - got[1] };
  }
  if (got[0] !== viewport.width || got[1] !== viewport.height) {
    await session.close();
    throw new Error(`WebKit's viewport is ${got.join('x')}, not ${viewport.width}x${viewport.height}`);
  }
  return session;
}

/** Firefox ESR over WebDriver BiDi (puppeteer-core), a fresh profile, touch enabled. */
export async function openFirefox(viewport) {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} not found: run scripts/setup.sh (apt firefox-esr)`);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Touch events as on a tablet (Firefox enables them only on touch screens).
    extraPrefsFirefox: { 'dom.w3c_touch_events.enabled': 1 },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ ...viewport, hasTouch: true, isMobile: false });
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  const session = {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    errors,
    async collectErrors() {},
    async eval(fn, ...args) {
      for (let i = 0; ; i++) {
        try {
          return await page.evaluate(fn, ...args);
        } catch (e) {
          // A navigation (a reload by the app) under the script: try once more.
          if (i === 0 && /context|navigat|destroyed/i.test(e.message)) continue;
          throw e;
        }
      }
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async waitFor(fn, args, what, ms = 20_000) {
      return until(() => session.eval(fn, ...args), what, ms);
    },
    async tap(x, y) {
      await page.touchscreen.tap(x, y);
    },
    async close() {
      await browser.close();
    },
  };
  return session;
}

export const ENGINES = { webkit: openWebKit, firefox: openFirefox };

/**
 * What WebKit writes to its console while it loads `url` (MiniBrowser on its own, in a
 * fresh profile: the console is only written out there, not under WebDriver), up to the
 * moment `done()` says so. Returns the console lines.
 */
export async function webkitConsole(url, done, ms = 30_000) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const browser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
  if (!existsSync(browser)) throw new Error(`${browser} not found: run scripts/setup.sh (apt webkit2gtk-driver)`);
  const home = mkdtempSync(path.join(tmpdir(), 'planisfero-webkit-'));
  const proc = spawn(browser, ['--enable-write-console-messages-to-stdout=true', url], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: WebKit's web, network and GPU processes end with it.
    detached: true,
    env: { ...process.env, HOME: home, XDG_DATA_HOME: `${home}/data`, XDG_CACHE_HOME: `${home}/cache`, XDG_CONFIG_HOME: `${home}/config` },
  });
  const gone = new Promise((r) => proc.once('exit', r));
  let out = '';
  proc.stdout.on('data', (c) => (out += c));
  proc.stderr.on('data', (c) => (out += c));
  try {
    await until(done, 'WebKit to load the app', ms);
  } finally {
    try {
      process.kill(-proc.pid);
    } catch {
      proc.kill();
    }
    await gone;
    // WebKit's helper processes may still be writing their caches as they end.
    try {
      rmSync(home, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (e) {
      console.error(`# left ${home}: ${e.message}`);
    }
  }
  return out.split('\n').filter((l) => l.includes('CONSOLE'));
}
