// End-to-end: one person against three computers (issue 12). A game of `torneo` played
// through the UI to the final table: the person places and ends its turns with the
// simplest taps, the computers play from the bots' web worker. No computer's objective
// or cards are ever in the page before the end, there is never a hand-over, and a reload
// during a computer turn resumes it. The worker is not loaded on the home screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { closeApp, openApp, startApp, stylesReady, DIST } from './helpers.mjs';
import { personActs, shown, toFinalTable, turn, untilPerson, withHighlight } from './play_helpers.mjs';
import { saveStatus } from './saves-helpers.mjs';

// Records, from the first script on, every text put into the page before the game is
// over, and the seat of every objective or hand section shown.
function recordSecrets() {
  window.__texts = new Set();
  window.__secretSeats = new Set();
  new MutationObserver((list) => {
    const phase = document.querySelector('[data-testid="turn"]')?.dataset.phase;
    if (phase === 'over') return;
    for (const m of list) {
      for (const n of m.addedNodes) {
        if (n.nodeType === Node.TEXT_NODE) window.__texts.add(n.data);
        if (n.nodeType !== Node.ELEMENT_NODE) continue;
        if (n.closest('[data-testid="log"]')) continue;
        window.__texts.add(n.textContent);
        const secrets = [...n.querySelectorAll('[data-testid="objective"], [data-testid="hand"]')];
        if (n.matches('[data-testid="objective"], [data-testid="hand"]')) secrets.push(n);
        for (const s of secrets) window.__secretSeats.add(s.dataset.seat);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function collect(page, into) {
  const got = await page.evaluate(() => ({ texts: [...window.__texts], seats: [...window.__secretSeats] }));
  for (const t of got.texts) into.texts.add(t);
  for (const s of got.seats) into.seats.add(s);
}

async function actions(page) {
  return Number((await saveStatus(page)).saveActions || 0);
}

describe('one person against three computers', () => {
  let server;
  let browser;

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('torneo is played to the final table, no computer secret is shown before, a reload resumes', async () => {
    const { page, errors } = browser;
    await page.context().addInitScript(recordSecrets);
    const url = `${server.url}?seed=20261130`;
    await openApp(page, url);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await stylesReady(page);
    await page.locator('[data-screen="home"]').waitFor();
    assert.ok(await shown(page, 'home-vs-computer'), 'the one-tap game against the computer is on the home screen');
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assert.ok(!(await loaded()).some((n) => n.includes('bot_worker')), 'no worker on the home screen');

    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-torneo').click();
    await page.getByTestId('players-4').click();
    await page.getByTestId('seat-name-0').fill('Giulia');
    for (const i of [1, 2, 3]) await page.getByTestId(`seat-${i}-who-medio`).click();
    await page.getByTestId('ending-sdadata_rounds').click();
    await page.locator('.ending-detail input').first().fill('3');
    await page.getByTestId('start-game').click();
    await page.getByTestId('play').waitFor();
    const save = JSON.parse(
      await page.evaluate(() => {
        const k = Object.keys(localStorage).find((k) => k.startsWith('planisfero.save.'));
        return localStorage.getItem(k);
      }),
    );
    assert.deepEqual(save.computers, [null, 'medio', 'medio', 'medio'], 'the save records who plays each seat');

    const seen = { texts: new Set(), seats: new Set() };
    let reloaded = false;
    let personTurns = 0;
    let computerWaits = 0;
    const deadline = Date.now() + 9 * 60_000;
    for (;;) {
      assert.ok(Date.now() < deadline, 'the game ends in time');
      const phase = await page.getByTestId('turn').getAttribute('data-phase');
      if (phase === 'over') break;
      assert.ok(!(await shown(page, 'handover')), 'no hand-over with one person at the table');
      if (await shown(page, 'start-play')) {
        await page.getByTestId('start-play').click();
        continue;
      }
      if (await shown(page, 'turn-end-notice')) {
        await page.getByTestId('notice-ok').click();
        continue;
      }
      if (await shown(page, 'computer-turn')) {
        if (!reloaded) {
          // A reload during a computer turn: the game is continued and the computer
          // goes on by itself.
          await collect(page, seen);
          const before = await actions(page);
          // A reload comes back to the game (issue 16).
          await page.reload();
          await stylesReady(page);
          await page.locator('[data-screen="play"]').waitFor();
          if (await shown(page, 'start-play')) await page.getByTestId('start-play').click();
          await page.waitForFunction(
            (n) => Number(document.querySelector('[data-testid="save-status"]')?.dataset.saveActions) > n,
            before,
            { timeout: 30_000 },
          );
          reloaded = true;
          assert.ok((await loaded()).some((n) => n.includes('bot_worker')), 'the worker is loaded for the game');
          continue;
        }
        // Instant speed (the control is only there during a computer turn, which may
        // end at any moment: tapped in the page, at once).
        await page.evaluate(() => {
          const instant = document.querySelector('[data-testid="speed-istantaneo"]');
          if (instant && instant.getAttribute('aria-pressed') !== 'true') instant.click();
        });
        computerWaits++;
        await page
          .waitForFunction(
            () =>
              !document.querySelector('[data-testid="computer-turn"]') ||
              document.querySelector('[data-testid="turn"]')?.dataset.phase === 'over',
            null,
            { timeout: 60_000 },
          );
        continue;
      }
      // Read together: a computer's last turn may have ended the game since the checks above.
      const now = await page.evaluate(() => ({ ...document.querySelector('[data-testid="turn"]').dataset }));
      if (now.phase === 'over') continue;
      assert.equal(now.player, '0', 'only the person is asked to act');
      await personActs(page);
      personTurns++;
    }
    assert.ok(reloaded, 'a computer turn was reloaded');
    assert.ok(personTurns > 0 && computerWaits > 0, `${personTurns} person actions, ${computerWaits} computer turns`);
    await collect(page, seen);

    // The final table shows every objective: the computers' were never shown before.
    await toFinalTable(page);
    const objectives = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="standing"]')].map((r) => ({
        seat: r.dataset.seat,
        objective: r.querySelector('.objective')?.textContent ?? '',
      })),
    );
    assert.equal(objectives.length, 4);
    const texts = [...seen.texts];
    for (const { seat, objective } of objectives.filter((o) => o.seat !== '0')) {
      assert.ok(objective.length > 10, `seat ${seat} has an objective at the end`);
      assert.ok(!texts.some((t) => t.includes(objective)), `seat ${seat}'s objective was in the page before the end`);
    }
    const mine = objectives.find((o) => o.seat === '0').objective;
    assert.ok(texts.some((t) => t.includes(mine)), "the person's own objective was shown");
    assert.deepEqual([...seen.seats], ['0'], "only the person's objective and hand were shown");
    assert.deepEqual(errors, []);
  });
});

// Makes the bots' worker fail to load while localStorage holds `e2e-break-bots`: its
// script is asked at a missing address (a load error, as a 404 or a script error gives).
function breakBotsWorker() {
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(url, options) {
      const broken = String(url).includes('bot_worker') && localStorage.getItem('e2e-break-bots') === '1';
      super(broken ? './missing-bot-worker-e2e.js' : url, options);
    }
  };
}

/** Plays the person's turns until a computer acts (or its worker failed). */
async function untilComputer(page) {
  for (let i = 0; i < 40; i++) {
    await page.waitForFunction(() =>
      ['computer-turn', 'computer-failed', 'start-play', 'turn-end-notice'].some((id) =>
        document.querySelector(`[data-testid="${id}"]`),
      ) || document.querySelector('[data-testid="turn"]')?.dataset.player === '0',
    );
    if (await shown(page, 'start-play')) await page.getByTestId('start-play').click();
    else if (await shown(page, 'turn-end-notice')) await page.getByTestId('notice-ok').click();
    else if ((await shown(page, 'computer-turn')) || (await shown(page, 'computer-failed'))) return;
    else await personActs(page);
  }
  throw new Error('no computer turn came');
}

describe('the bots worker failing, and the speed remembered', () => {
  let server;
  let browser;

  before(async () => ({ server, browser } = await startApp()));
  after(() => closeApp({ server, browser }));

  test('a worker that does not load says so, Riprova restarts it; the speed survives a reload', async () => {
    const { page } = browser;
    await page.context().addInitScript(breakBotsWorker);
    await openApp(page, `${server.url}?seed=7`);
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('e2e-break-bots', '1');
    });
    await page.reload();
    await stylesReady(page);
    await page.getByTestId('home-vs-computer').click();
    await page.getByTestId('play').waitFor();

    // The first computer turn: the worker fails, a clear message and a way out.
    await untilComputer(page);
    await page.getByTestId('computer-failed').waitFor();
    assert.match(await page.getByTestId('computer-failed').textContent(), /Il computer non riesce a partire.*salvata/);
    assert.ok(!(await shown(page, 'computer-turn')), 'no endless "Il computer pensa…"');
    const before = await actions(page);
    await page.evaluate(() => localStorage.removeItem('e2e-break-bots'));
    await page.getByTestId('retry-computer').click();
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="save-status"]').dataset.saveActions) > n,
      before,
      { timeout: 30_000 },
    );
    assert.ok(!(await shown(page, 'computer-failed')), 'the message goes once the computer plays');

    // The speed chosen during a computer turn is remembered after a reload.
    // (The control is only there during a computer turn, which may end at any moment.)
    for (let clicked = false; !clicked; ) {
      await untilComputer(page);
      clicked = await page.evaluate(() => {
        const b = document.querySelector('[data-testid="speed-veloce"]');
        b?.click();
        return !!b;
      });
    }
    assert.equal(await page.evaluate(() => localStorage.getItem('planisfero.bot-speed')), 'veloce');
    // A reload comes back to the game (issue 16).
    await page.reload();
    await stylesReady(page);
    await page.locator('[data-screen="play"]').waitFor();
    let pressed = [undefined];
    while (!pressed.every((p) => p)) {
      await untilComputer(page);
      pressed = await page.evaluate(() =>
        ['normale', 'veloce', 'istantaneo'].map(
          (s) => document.querySelector(`[data-testid="speed-${s}"]`)?.getAttribute('aria-pressed'),
        ),
      );
    }
    assert.deepEqual(pressed, ['false', 'true', 'false'], 'veloce is still chosen after the reload');
  });
});

// Issue 29: "Consiglio" shows what Difficile would play now, on the map, without playing
// it; a torneo table offers it only when the table allows it.
describe('the hint (Consiglio)', () => {
  let server;
  let browser;

  before(async () => ({ server, browser } = await startApp(DIST, { hasTouch: true })));
  after(() => closeApp({ server, browser }));

  async function startVsMedio(page, allow) {
    await page.getByTestId('home-new-game').click();
    await page.getByTestId('preset-torneo').click();
    await page.getByTestId('players-4').click();
    for (const i of [1, 2, 3]) await page.getByTestId(`seat-${i}-who-medio`).click();
    const box = page.getByTestId('hints-allowed');
    assert.ok(!(await box.isChecked()), 'a torneo table does not allow hints unless asked');
    if (allow) await box.check();
    await page.getByTestId('start-game').click();
    await page.getByTestId('play').waitFor();
  }

  /** Taps Consiglio and waits for the suggestion; returns its `data-*` and the saved count. */
  async function askHint(page) {
    const saved = () => page.getByTestId('save-status').getAttribute('data-save-actions');
    const before = await saved();
    await page.getByTestId('hint').tap();
    await page.locator('[data-testid="hint-text"][data-state="shown"]').waitFor({ timeout: 10_000 });
    const hint = await page.getByTestId('hint-text').evaluate((e) => ({ ...e.dataset, text: e.textContent }));
    assert.equal(await saved(), before, 'asking for a hint plays nothing');
    return hint;
  }

  test('hidden at a torneo table, shown where allowed: the suggested move is on the map, nothing played', async () => {
    const { page, errors } = browser;
    await openApp(page, `${server.url}?seed=20261202`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await stylesReady(page);
    await startVsMedio(page, false);
    await untilPerson(page, 'setup');
    assert.ok(!(await shown(page, 'hint')), 'no Consiglio at a torneo table that does not allow it');

    await openApp(page, server.url);
    await startVsMedio(page, true);
    await untilPerson(page, 'setup');
    const place = await askHint(page);
    assert.match(place.text, /^Consiglio: \d+ armat[ae] su /, place.text);
    assert.equal(place.from, place.to, 'a placement names one territory');
    assert.ok((await withHighlight(page, 'selected')).includes(place.from), 'the territory is outlined on the map');
    assert.equal(await page.locator('[data-testid="arrow"]').count(), 0);

    await untilPerson(page, 'attack');
    const attack = await askHint(page);
    if (attack.from) {
      const arrow = page.locator(`[data-testid="arrow"][data-from="${attack.from}"][data-to="${attack.to}"]`);
      await arrow.waitFor();
      assert.match(attack.text, /^Consiglio: attacca /, attack.text);
    } else {
      assert.equal(attack.text, 'Consiglio: basta attacchi');
    }
    assert.equal((await turn(page)).phase, 'attack', 'still the attack phase: nothing played');
    assert.deepEqual(errors, []);
  });
});
