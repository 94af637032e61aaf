// The moves you watch cost no long task (issue 43, item 3), runnable alone
// (`node tools/perf/perf-motion.mjs`, dist/ or dist-test/ built, PLANISFERO_DIST picks it;
// SECONDS, default 40): three Medio play at normal speed against a person who places and
// ends turns, on a portrait tablet with the CPU slowed down 4x (Chrome DevTools Protocol
// `Emulation.setCPUThrottlingRate`), the dice tray, the arrows' discs and the territories'
// new colours on. Prints the main thread's long tasks (the browser's 'longtask' timing,
// over 50 ms) during computer turns, the longest first, with what the browser attributes
// them to and the game's actions around them; the same count on the play screen while the person's
// turn waits (same throttling, no computer acting) as a baseline; how many times the tray and an
// animation were seen; and the machine's load average (this machine is shared: read the
// figures beside the baseline and the load).
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { DIST, PORTRAIT, launch, startServer } from '../../tests/e2e/helpers.mjs';
import { measureBots } from './perf-bots.mjs';

export async function measureMotion(browser, url, seconds = 40) {
  const { page, context } = browser;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // What moved: trays and animations seen, sampled every animation frame; every long task
  // with its attribution and the number of saved actions when it ended.
  await page.addInitScript(() => {
    window.__seen = { trays: 0, animations: new Set() };
    window.__tasks = [];
    const look = () => {
      if (document.querySelector('[data-testid="dice-tray"]')) window.__seen.trays++;
      for (const a of document.getAnimations?.() ?? []) window.__seen.animations.add(a.animationName ?? 'waapi');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__tasks.push({
          at_ms: Math.round(e.startTime),
          ms: Math.round(e.duration),
          computer: !!window.__computer,
          actions: document.querySelector('[data-testid="save-status"]')?.dataset.saveActions ?? null,
          by: (e.attribution ?? []).map((a) => `${a.name}/${a.containerType}/${a.containerName || a.containerSrc || ''}`),
        });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const load_before = loadavg().map((x) => Math.round(x * 100) / 100);
  const out = await measureBots(page, url, seconds);
  const seen = await page.evaluate(() => ({ trays: window.__seen.trays, animations: [...window.__seen.animations] }));
  const tasks = await page.evaluate(() => window.__tasks);
  // Baseline: the same page left alone for 10 s once it is the person's turn again
  // (nothing acting, the game clock ticking).
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[data-testid="computer-turn"]') &&
        document.querySelector('[data-testid="turn"]')?.dataset.player === '0',
      null,
      { timeout: 120_000 },
    )
    .catch(() => {});
  const idleFrom = await page.evaluate(() => performance.now());
  await page.waitForTimeout(10_000);
  const idle = (await page.evaluate(() => window.__tasks)).filter((t) => t.at_ms >= idleFrom);
  return {
    cpu_slowdown: 4,
    load_average: { before: load_before, after: loadavg().map((x) => Math.round(x * 100) / 100) },
    longtasks_during_computer_turns: out.longtasks_during_computer_turns,
    longest: tasks
      .filter((t) => t.computer)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8),
    idle_baseline_10s: { count: idle.length, ms: idle.map((t) => t.ms) },
    seen,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer(process.env.PLANISFERO_DIST || DIST);
  const browser = await launch({ viewport: PORTRAIT });
  try {
    const out = await measureMotion(browser, server.url, Number(process.env.SECONDS || 40));
    if (browser.errors.length) throw new Error(`page errors: ${browser.errors.join('; ')}`);
    console.log(JSON.stringify(out, null, 2));
  } finally {
    await browser.close();
    server.close();
  }
}
