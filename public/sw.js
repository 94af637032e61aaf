// Planisfero's service worker: after one visit the whole app opens and plays with the
// network off.
//
// - install: fetches every file of the build (the list, each file's integrity and the
//   version below are written by scripts/post-build.mjs at each build), each checked
//   against its integrity; only once every file arrived whole are they written into a
//   cache named after the version. A file missing or damaged: nothing is kept, the install
//   fails, the working version stays in control with its cache, and the open pages are
//   told which file (message `{ type: 'update-failed', file }`);
// - activate (a whole new version only): deletes the caches of older versions, takes
//   control of open pages;
// - fetch: same-origin GETs are answered from the cache (a page navigation gets its
//   page if the build has it, such as torneo.html, else index.html); a file of the
//   build missing from the cache is fetched with its integrity; anything else goes to the
//   network as usual;
// - a new version waits until the page asks it to take over ("skip-waiting", sent when
//   the player taps "reload" on the new-version notice), so a game is never reloaded
//   under the player's feet. Saves live in localStorage and are not touched.
const BUILD = { version: 'unbuilt', files: [], integrity: {} };
const PREFIX = 'planisfero-';
const CACHE = `${PREFIX}${BUILD.version}`;

/** The request for one file of the build: from the network, checked against its integrity. */
function buildRequest(file, init = {}) {
  return new Request(new URL(file, self.registration.scope), { ...init, integrity: BUILD.integrity[file] || '' });
}

async function tell(message) {
  const pages = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' });
  for (const page of pages) page.postMessage(message);
}

async function install() {
  let fetched;
  try {
    fetched = await Promise.all(
      BUILD.files.map(async (file) => {
        if (!BUILD.integrity[file]) throw Object.assign(new Error('no integrity'), { file });
        let response;
        try {
          // `reload`: straight from the network, never from the HTTP cache of an older build.
          response = await fetch(buildRequest(file, { cache: 'reload' }));
        } catch (e) {
          // A network error, or a body that does not match the integrity.
          throw Object.assign(new Error(`${file}: ${e.message}`), { file });
        }
        if (!response.ok) throw Object.assign(new Error(`${file}: HTTP ${response.status}`), { file });
        return [file, response];
      }),
    );
  } catch (e) {
    await tell({ type: 'update-failed', version: BUILD.version, file: e.file ?? '' });
    throw e;
  }
  const cache = await caches.open(CACHE);
  try {
    for (const [file, response] of fetched) await cache.put(new URL(file, self.registration.scope), response);
  } catch (e) {
    await caches.delete(CACHE);
    throw e;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(install());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(answer(request));
});

async function answer(request) {
  const cache = await caches.open(CACHE);
  const scope = new URL(self.registration.scope);
  // A page navigation gets that page if it is one of the build's (torneo.html, the
  // tournament desk), else index.html.
  let file = new URL(request.url).pathname.slice(scope.pathname.length);
  let key = request;
  if (request.mode === 'navigate') {
    file = BUILD.files.includes(file) && file.endsWith('.html') ? file : 'index.html';
    key = new URL(file, scope).href;
  }
  const hit = await cache.match(key, { ignoreSearch: true });
  if (hit) return hit;
  // A file of the build not in the cache (its install has not finished): checked too.
  if (BUILD.integrity[file] && request.mode !== 'navigate') return fetch(buildRequest(file));
  return fetch(request);
}
