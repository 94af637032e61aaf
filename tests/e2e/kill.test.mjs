// End-to-end: a browser killed by the system loses at most the last second of play
// (issue 14). Runs the kill test of tests/e2e/kill.mjs for W = 0, 1, 2, 5 s: Chromium's
// whole process group is killed W seconds after an action, the same profile is started
// again. At W >= 1 s nothing is lost, and "Continua" opens the game without asking
// about another tab (the crashed tab's lock is recognised as stale).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer } from './helpers.mjs';
import { trial } from './kill.mjs';

describe('a killed browser', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  for (const w of [0, 1, 2, 5]) {
    test(`killed ${w} s after an action`, async () => {
      const r = await trial(server.url, w);
      console.log(`kill at ${w} s: ${r.played} played, ${r.saved} saved, ${r.lost} lost`);
      if (w >= 1) assert.equal(r.lost, 0, `no action lost ${w} s after it`);
      else assert.ok(r.lost <= 1, `at most the last action lost: ${r.lost}`);
      assert.ok(r.continued, 'Continua opened the game without a question');
    });
  }
});
