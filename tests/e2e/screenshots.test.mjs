// End-to-end: screenshots of every screen at both tablet sizes (looked at by a person;
// here we only check that each was written and is not blank), and axe on each: no WCAG
// 2.x A or AA violation on any screen at either size. Served from the test build
// dist-test/: several screens are positions of its `?sandbox=` hook.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { test } from 'node:test';
import { DIST_TEST, startServer } from './helpers.mjs';
import { SCREENS, takeScreenshots } from './screenshots.mjs';

test('screenshots of every screen at 1024x768 and 768x1024, none with an axe violation', async () => {
  const server = await startServer(DIST_TEST);
  try {
    const { files, violations } = await takeScreenshots(server.url);
    assert.equal(files.length, SCREENS.length * 2);
    assert.equal(violations.length, 0, `axe (WCAG 2.x A and AA):\n${violations.join('\n')}`);
    for (const f of files) {
      // A blank 1024x768 PNG compresses to a few KB; a drawn screen is far larger.
      assert.ok(statSync(f).size > 15_000, `${f} looks blank (${statSync(f).size} bytes)`);
    }
  } finally {
    server.close();
  }
});
