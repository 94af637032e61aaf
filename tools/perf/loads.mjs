// Load times of several builds, interleaved (a measurement script, not a test):
//   BUILDS=/path/a/dist,/path/b/dist RUNS=30 node tools/perf/loads.mjs
// Each run opens every build once, in an order that rotates from run to run: a cold load
// in a fresh profile until Home is mounted, then, with the network off, a reload from the
// service worker's cache. Loads of one build vary by 30% from one round to the next on a
// shared machine; pairing each build's run with the others' taken just before and after
// is what makes a few percent visible. Prints each build's figures, each later build's
// mean difference from the first with its standard error, then the raw times as JSON.
import { launch, startServer } from '../../tests/e2e/helpers.mjs';

const builds = (process.env.BUILDS || '').split(',').filter(Boolean);
if (builds.length === 0) throw new Error('BUILDS: the dist folders to compare, comma-separated');
const runs = Number(process.env.RUNS || 30);

async function toHome(page, go) {
  const t0 = performance.now();
  await go();
  await page.locator('[data-screen="home"] [data-testid="home-explore"]').waitFor();
  return performance.now() - t0;
}

const servers = [];
const times = builds.map(() => ({ cold: [], offline: [] }));
try {
  for (const dir of builds) servers.push(await startServer(dir));
  for (let i = 0; i < runs; i++) {
    for (let j = 0; j < builds.length; j++) {
      const k = (i + j) % builds.length;
      const b = await launch();
      try {
        times[k].cold.push(await toHome(b.page, () => b.page.goto(servers[k].url)));
        await b.page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15_000 });
        await b.context.setOffline(true);
        times[k].offline.push(await toHome(b.page, () => b.page.reload()));
      } finally {
        await b.close();
      }
    }
  }
} finally {
  for (const s of servers) s.close();
}

const round = (x) => Math.round(x * 10) / 10;
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};
const report = builds.map((dir, k) => {
  const row = { build: dir };
  for (const m of ['cold', 'offline']) {
    const xs = times[k][m];
    row[m] = { n: xs.length, mean_ms: round(mean(xs)), p50_ms: round(median(xs)) };
    if (k > 0) {
      const d = xs.map((x, i) => x - times[0][m][i]);
      const se = Math.sqrt(d.reduce((a, x) => a + (x - mean(d)) ** 2, 0) / (d.length - 1) / d.length);
      const base = mean(times[0][m]);
      row[m].vs_first = `${mean(d) >= 0 ? '+' : ''}${round((100 * mean(d)) / base)}% ± ${round((100 * se) / base)}%`;
    }
  }
  return row;
});
console.log(JSON.stringify({ report, times }, null, 2));
