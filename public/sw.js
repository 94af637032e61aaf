// Planisfero's service worker: after one visit the whole app opens and plays with the
// network off.
//
// - install: precaches every file of the build (the list and the version below are
//   written by scripts/post-build.mjs at each build) into a cache named after the version;
// - activate: deletes the caches of older versions, takes control of open pages;
// - fetch: same-origin GETs are answered from the cache (a page navigation gets its
//   page if the build has it, such as torneo.html, else index.html), anything else
//   goes to the network as usual;
// - a new version waits until the page asks it to take over ("skip-waiting", sent when
//   the player taps "reload" on the new-version notice), so a game is never reloaded
//   under the player's feet. Saves live in localStorage and are not touched.
const BUILD = { version: 'unbuilt', files: [] };
const PREFIX = 'planisfero-';
const CACHE = `${PREFIX}${BUILD.version}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // `reload`: straight from the network, never from the HTTP cache of an older build.
      cache.addAll(BUILD.files.map((f) => new Request(new URL(f, self.registration.scope), { cache: 'reload' }))),
    ),
  );
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
  // A page navigation gets that page if it is one of the build's (torneo.html, the
  // tournament desk), else index.html.
  let key = request;
  if (request.mode === 'navigate') {
    const page = new URL(request.url).pathname.slice(new URL(self.registration.scope).pathname.length);
    key = new URL(BUILD.files.includes(page) && page.endsWith('.html') ? page : 'index.html', self.registration.scope).href;
  }
  const hit = await cache.match(key, { ignoreSearch: true });
  return hit || fetch(request);
}
