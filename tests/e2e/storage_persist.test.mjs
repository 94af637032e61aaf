// End-to-end: the app asks the browser to keep its storage (issue 32, item 3). Safari
// deletes a site's localStorage and IndexedDB (the saves and their journal) after seven
// days without a visit unless the storage is persistent or the app is on the home screen:
// the app calls navigator.storage.persist() and the saved-games screen says the answer.
// The browser's answer is stubbed (headless Chromium decides by itself).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { closeApp, openApp, startApp } from './helpers.mjs';
import { openSaves } from './saves-helpers.mjs';

/** Makes navigator.storage answer `persisted` and `persist` as told in sessionStorage. */
function stubStorage() {
  if (location.protocol !== 'http:') return; // not on about:blank
  const answer = JSON.parse(sessionStorage.getItem('e2e-persist') || '{"persisted":false,"persist":false}');
  window.__persistCalls = 0;
  navigator.storage.persisted = async () => answer.persisted;
  navigator.storage.persist = async () => {
    window.__persistCalls += 1;
    return answer.persist;
  };
}

describe('persistent storage', () => {
  let server;
  let browser;

  before(async () => {
    ({ server, browser } = await startApp());
    await browser.context.addInitScript(stubStorage);
  });
  after(() => closeApp({ server, browser }));

  for (const [persist, shown, text] of [
    [true, 'true', /Il browser conserva le partite salvate/],
    [false, 'false', /Il browser potrebbe cancellare le partite salvate.*esporta le partite/],
  ]) {
    test(`persist() is asked for and its answer (${persist}) is on the saved games`, async () => {
      const { page, errors } = browser;
      await openApp(page, server.url);
      await page.evaluate((p) => sessionStorage.setItem('e2e-persist', JSON.stringify({ persisted: false, persist: p })), persist);
      await page.goto('about:blank');
      await openApp(page, server.url);
      await openSaves(page);
      const line = page.getByTestId('saves-persist');
      await line.waitFor();
      assert.equal(await line.getAttribute('data-persisted'), shown);
      assert.match(await line.textContent(), text);
      assert.equal(await page.evaluate(() => window.__persistCalls), 1, 'persist() asked once');
      assert.deepEqual(errors, []);
    });
  }
});
