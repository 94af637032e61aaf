// The moves you watch cost no long task (issue 43, item 3), runnable alone
// (`node tests/e2e/perf-motion.mjs`, dist/ built; SECONDS, default 40): three Medio play
// at normal speed against a person who places and ends turns, on a portrait tablet with
// the CPU slowed down 4x (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`), the
// dice tray, the arrows' discs and the territories' new colours on. Prints the main
// thread's long tasks (the browser's 'longtask' timing, over 50 ms) during computer turns,
// the longest first, and how many times the tray and an animation were seen.
import { pathToFileURL } from 'node:url';
import { DIST, PORTRAIT, launch, startServer } from './helpers.mjs';
import { measureBots } from './perf-bots.mjs';

export async function measureMotion(browser, url, seconds = 40) {
  const { page, context } = browser;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // What moved: trays and animations seen, sampled every animation frame.
  await page.addInitScript(() => {
    window.__seen = { trays: 0, animations: new Set() };
    const look = () => {
      if (document.querySelector('[data-testid="dice-tray"]')) window.__seen.trays++;
      for (const a of document.getAnimations?.() ?? []) window.__seen.animations.add(a.animationName ?? 'waapi');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const out = await measureBots(page, url, seconds);
  const seen = await page.evaluate(() => ({ trays: window.__seen.trays, animations: [...window.__seen.animations] }));
  const long = out.longtasks_during_computer_turns;
  return { cpu_slowdown: 4, longtasks_during_computer_turns: long, seen };
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
