// How soon a cold load shows Home and the board, for several builds, interleaved (a
// measurement script, not a test; docs/PERFORMANCE.md has the method and the figures):
//   BUILDS=/path/before/dist,/path/after/dist RUNS=7 node tools/perf/first-paint.mjs
// Each run opens every build, in an order that rotates from run to run, in a fresh
// profile, with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), from a host that
// sends gzip (not brotli: PLANISFERO_ENCODINGS=gzip, tests/e2e/static_server.py), in
// three conditions:
// - `cpu4x`: a cold load, the network as it is (127.0.0.1);
// - `slow4g`: a cold load over Slow 4G (CDP Network.emulateNetworkConditions: 1.6 Mbps
//   down, 750 kbps up, 150 ms round trip);
// - `offline`: after the `cpu4x` visit, the network off, the app opened again (a new
//   navigation, answered by the service worker).
// Times from the navigation's start, in ms:
// - `paint`: the first paint (the `first-paint` performance entry);
// - `visible`: the first frame with a button of Home's menu drawn;
// - `usable`: the first frame with the app's Home mounted (its taps are handled at once;
//   on a build with Home in the page, an earlier tap waits and is performed then);
// - `board`: the script taps "Gioca contro il computer" as soon as Home is visible (a
//   mouse click at the button's place, no actionability wait); the first frame with the
//   play screen's map drawn.
// Prints each build's medians per condition, each later build's median difference from
// the first, then the raw times as JSON.
import { launch, startServer } from '../../tests/e2e/helpers.mjs';

process.env.PLANISFERO_ENCODINGS = 'gzip';
const builds = (process.env.BUILDS || '').split(',').filter(Boolean);
if (builds.length === 0) throw new Error('BUILDS: the dist folders to compare, comma-separated');
const runs = Number(process.env.RUNS || 7);
const CONDITIONS = ['cpu4x', 'slow4g', 'offline'];
const METRICS = ['paint', 'visible', 'usable', 'board'];

// Run in the page before its own scripts: notes the frame each milestone is first seen in.
const PROBE = () => {
  const t = (window.__firstPaint = {});
  const drawn = (sel) => [...document.querySelectorAll(sel)].some((e) => e.getClientRects().length > 0);
  const frame = (now) => {
    if (!t.visible && drawn('.home-menu .big-button')) t.visible = now;
    if (!t.usable && document.querySelector('[data-testid="screen"][data-screen="home"] [data-testid="home-explore"]')) t.usable = now;
    if (!t.board && drawn('[data-screen="play"] [data-territory]')) t.board = now;
    if (!t.board) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

async function measure(page, go) {
  await go();
  await page.waitForFunction(() => window.__firstPaint && window.__firstPaint.visible, null, { timeout: 60_000, polling: 50 });
  // A tap at the visible button's place (a build with Home in the page has one per
  // language), at once, like a finger: Playwright's click() would first wait for the
  // button to be stable and, when the app replaces the page's copy meanwhile, retry
  // after a back-off of up to 0.5 s, which was counted in `board` (before 2026-12-02
  // evening's figures).
  const at = await page.evaluate(() => {
    const b = [...document.querySelectorAll('.home-menu [data-act="vs-computer"]')].find((e) => e.getClientRects().length > 0);
    const r = b.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => window.__firstPaint.board, null, { timeout: 60_000, polling: 50 });
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0];
    const t = window.__firstPaint;
    return { paint: paint ? paint.startTime : null, visible: t.visible, usable: t.usable, board: t.board };
  });
}

async function throttled(b, network) {
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
}

const servers = [];
const times = builds.map(() => Object.fromEntries(CONDITIONS.map((c) => [c, []])));
try {
  for (const dir of builds) servers.push(await startServer(dir));
  for (let i = 0; i < runs; i++) {
    for (let j = 0; j < builds.length; j++) {
      const k = (i + j) % builds.length;
      const url = servers[k].url;
      let b = await launch();
      try {
        await b.page.addInitScript(PROBE);
        await throttled(b, false);
        times[k].cpu4x.push(await measure(b.page, () => b.page.goto(url)));
        await b.page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
        await b.context.setOffline(true);
        await b.page.goto('about:blank');
        times[k].offline.push(await measure(b.page, () => b.page.goto(url)));
      } finally {
        await b.close();
      }
      b = await launch();
      try {
        await b.page.addInitScript(PROBE);
        await throttled(b, true);
        times[k].slow4g.push(await measure(b.page, () => b.page.goto(url)));
      } finally {
        await b.close();
      }
      process.stderr.write(`run ${i + 1}/${runs} build ${k}: ${JSON.stringify(CONDITIONS.map((c) => times[k][c].at(-1)))}\n`);
    }
  }
} finally {
  for (const s of servers) s.close();
}

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? Math.round((s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2) : null;
};
const report = builds.map((dir, k) => {
  const row = { build: dir };
  for (const c of CONDITIONS) {
    row[c] = {};
    for (const m of METRICS) {
      row[c][m] = median(times[k][c].map((r) => r[m]));
      if (k > 0) {
        const d = times[k][c].map((r, i) => r[m] - times[0][c][i][m]);
        row[c][`${m}_vs_first`] = median(d);
      }
    }
  }
  return row;
});
console.log(JSON.stringify({ runs, report, times }, null, 2));
