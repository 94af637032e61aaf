import { launch, openApp, startServer, LANDSCAPE, PORTRAIT } from './helpers.mjs';
import { createTournament, enterResult, openTournament, register } from './tournament_helpers.mjs';
const server = await startServer();
for (const [name, viewport] of [['landscape', LANDSCAPE], ['portrait', PORTRAIT]]) {
  const b = await launch({ viewport });
  const { page } = b;
  await openApp(page, server.url);
  await page.screenshot({ path: `/tmp/desk_shots/home-${name}.png` });
  await openTournament(page);
  await createTournament(page, { name: 'Torneo di Natale del circolo', rounds: '3' });
  await register(page, Array.from({ length: 9 }, (_, i) => ({ name: `Giocatore Lunghissimo ${i + 1}`, club: i % 2 ? 'Circolo Roma' : '' })));
  await page.getByTestId('t-seat-balanced').click();
  await page.locator('[data-testid="t-round"][data-round="0"]').waitFor();
  await enterResult(page, [50, 30, 20, 0], { elim: [0, 0, 0, 1] });
  await enterResult(page, [60, 40, 20, 10, 0], { elim: [0, 0, 0, 0, 1] });
  await page.screenshot({ path: `/tmp/desk_shots/desk-${name}.png` });
  await page.screenshot({ path: `/tmp/desk_shots/desk-${name}-full.png`, fullPage: true });
  const over = await page.evaluate(() => [...document.querySelectorAll('.tn-card, .tn-table')].filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.dataset.testid || c.className));
  console.log(name, 'overflowing cards:', JSON.stringify(over), 'doc', await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]));
  await b.close();
}
server.close();
