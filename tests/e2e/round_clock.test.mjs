// End-to-end: the round clock calls the penultimate round for the room (issue 46 item 7),
// on the built desk, by touch, at 1024x768 and 768x1024, with Playwright's fake clock
// (no waiting for real minutes). A club night: the desk starts round 1's clock of 120
// minutes (club-qualificazioni.txt line 13, point 1: "Allo scadere del tempo previsto
// (105,120,150 min.), l'arbitro annuncerà che quello in corso sarà il penultimo giro");
// the desk and the public screen (a second page) count down together; a pause of ten
// minutes stops the count; a reload of the desk keeps it (the start is stored, not a
// counter); at 120 minutes run both say "Penultimo giro", not a second before.
// Screenshots of the desk and the public screen go to $SHOTS (if set).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launch, openApp, startServer } from './helpers.mjs';
import { createTournament, openTournament, register } from './tournament_helpers.mjs';

const SHOTS = process.env.SHOTS;
const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina', 'Ivo'];

async function shot(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** Waits until the clock's face on `page` shows `text` as the time left. */
async function showsLeft(page, text) {
  await page.waitForFunction(
    (want) => [...document.querySelectorAll('[data-testid="t-clock-left"]')].some((e) => e.textContent === want),
    text,
  );
}

describe('the round clock', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  for (const [label, viewport] of [
    ['landscape', { width: 1024, height: 768 }],
    ['portrait', { width: 768, height: 1024 }],
  ]) {
    test(`calls the penultimate round at the club's 120 minutes, on the desk and the public screen (${label})`, async () => {
      const browser = await launch({ viewport, hasTouch: true });
      const { page, context, errors } = browser;
      try {
        await context.clock.install({ time: new Date('2026-11-30T21:00:00') });
        await openApp(page, server.url);
        await openTournament(page);
        await createTournament(page, { name: 'Serata club', rules: 'club', rounds: '2' });
        await register(page, NAMES.map((name) => ({ name })));
        await page.getByTestId('t-seat-balanced').tap();
        await page.locator('[data-testid="t-round"][data-round="0"]').waitFor();
        const screen = await context.newPage();
        await screen.goto(`${server.url}torneo.html#schermo`);
        await screen.locator('[data-screen="tournament-public"]').waitFor();
        assert.equal(await screen.getByTestId('t-public-clock').count(), 0, 'no clock before the desk starts it');

        // The club's lengths, 120 offered.
        const minutes = page.getByTestId('clock-minutes');
        assert.deepEqual(await minutes.locator('option').allTextContents(), ['105', '120', '150']);
        assert.equal(await minutes.inputValue(), '120');
        await shot(page, `clock-${label}-0-desk-before`);
        // From here the page's time moves only when the test moves it.
        await context.clock.pauseAt(new Date('2026-11-30T21:10:00'));
        await page.getByTestId('t-clock-start').tap();
        await showsLeft(page, '2:00:00');
        await screen.getByTestId('t-public-clock').waitFor();
        await showsLeft(screen, '2:00:00');

        // Half an hour later, both count the same.
        await context.clock.fastForward('30:00');
        await showsLeft(page, '1:30:00');
        await showsLeft(screen, '1:30:00');
        await shot(page, `clock-${label}-1-desk-running`);
        await shot(screen, `clock-${label}-2-public-running`);

        // Paused at 60 minutes for ten: the count stands still.
        await context.clock.fastForward('30:00');
        await showsLeft(page, '1:00:00');
        await page.getByTestId('t-clock-pause').tap();
        await page.getByTestId('t-clock-resume').waitFor();
        await screen.locator('.tn-clock-paused').waitFor();
        await context.clock.fastForward('10:00');
        await showsLeft(page, '1:00:00');
        await showsLeft(screen, '1:00:00');
        await page.getByTestId('t-clock-resume').tap();
        await page.getByTestId('t-clock-pause').waitFor();

        // The desk reloaded: the clock goes on from its stored start.
        await context.clock.fastForward('20:00');
        await page.reload();
        await page.locator('[data-testid="t-round"][data-round="0"]').waitFor();
        await showsLeft(page, '40:00');

        // One second before the time: no call yet.
        await context.clock.fastForward('39:59');
        await showsLeft(page, '0:01');
        await showsLeft(screen, '0:01');
        assert.equal(await screen.getByTestId('t-clock-call').count(), 0, 'no call before the time');
        assert.equal(await page.getByTestId('t-clock-call').count(), 0);

        // The time is up: both call the penultimate round.
        await context.clock.fastForward('00:01');
        await screen.getByTestId('t-clock-call').waitFor();
        await page.getByTestId('t-clock-call').waitFor();
        assert.equal((await screen.getByTestId('t-clock-call').textContent()).trim(), 'Penultimo giro');
        assert.match(await screen.getByTestId('t-public-clock').textContent(), /il giro in corso è il penultimo/);
        await showsLeft(screen, '0:00');
        // Big and in view on the public screen, without scrolling.
        const call = await screen.getByTestId('t-clock-call').boundingBox();
        assert.ok(call && call.y >= 0 && call.y + call.height <= viewport.height, `the call in view: ${JSON.stringify(call)}`);
        const size = await screen.getByTestId('t-clock-call').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        assert.ok(size >= 40, `the call is big: ${size}px`);
        // Nothing overflows the screen sideways.
        for (const p of [page, screen]) {
          const wide = await p.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(wide <= viewport.width, `no sideways scroll: ${wide}`);
        }
        await shot(page, `clock-${label}-3-desk-called`);
        await shot(screen, `clock-${label}-4-public-called`);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }
});
