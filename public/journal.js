// The journal of Planisfero (src/ui/saves/journal.rs explains it): a durable copy of each
// game's latest save in IndexedDB, and the tabs' "who holds this game?" channel. A classic
// script loaded before the app; the wasm calls self.planisferoJournal.
'use strict';
(() => {
const N = 'planisfero-journal', S = 'games', KEEP = 24;
// The other data of the last restore (settings, tournament...): one entry, replaced by
// each restore, not a game (src/ui/saves/backup.rs).
const R = 'restore';
// The tournament desk's last change (torneo.html, src/ui/desk.rs): one entry, replaced by
// each change, not a game: [[key, value]...] with the desk's stamp among them.
const D = 'desk';
let db = null, busy = false, held = '', chan = null;
const queue = new Map();
// Who waits for a commit (flushed): of the batch in flight, of the next one.
let inflight = [], next = [];
function open() {
  return db || (db = new Promise((ok, no) => {
    const r = indexedDB.open(N, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(S);
    r.onsuccess = () => { r.result.onversionchange = () => r.result.close(); ok(r.result); };
    r.onerror = () => no(r.error);
  }));
}
function tx(d) {
  try { return d.transaction(S, 'readwrite', { durability: 'strict' }); }
  catch (e) { return d.transaction(S, 'readwrite'); }
}
function pump() {
  if (busy || !queue.size) return;
  busy = true;
  const batch = [...queue];
  queue.clear();
  const waiting = inflight = next;
  next = [];
  let settled = false;
  const done = (committed) => {
    if (settled) return;
    settled = true;
    busy = false;
    for (const f of waiting) f(committed === true);
    pump();
  };
  open().then((d) => {
    const t = tx(d), s = t.objectStore(S);
    for (const [id, v] of batch) v === null ? s.delete(id) : s.put(v, id);
    // The most recent KEEP games are kept (crates/storage/src/storage/mod.rs JOURNAL_KEEP): the others
    // are read only when there are more.
    const n = s.count();
    n.onsuccess = () => {
      if (n.result <= KEEP) return;
      const all = s.getAll(), keys = s.getAllKeys();
      keys.onsuccess = () => {
        const old = keys.result.map((k, i) => [all.result[i].at, k]).filter(([, k]) => k !== R && k !== D)
          .sort((a, b) => b[0] - a[0]).slice(KEEP);
        for (const [, k] of old) s.delete(k);
      };
    };
    t.oncomplete = () => done(true);
    t.onerror = t.onabort = () => done(false);
  }).catch(() => done(false));
}
const loaded = (async () => {
  try {
    const d = await open();
    return await new Promise((ok) => {
      const r = d.transaction(S).objectStore(S).getAll();
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ok([]);
    });
  } catch (e) { return []; }
})();
function channel() {
  if (!chan) {
    try {
      chan = new BroadcastChannel('planisfero-locks');
      chan.onmessage = (m) => {
        if (held && m.data && m.data.ask === held) chan.postMessage({ have: held });
      };
    } catch (e) { chan = null; }
  }
  return chan;
}
function put(id, text) { queue.set(id, { t: text, at: Date.now() }); pump(); }
// Resolves once everything put so far is committed (durable): true, or false when the
// journal could not write it (no IndexedDB, a failed transaction).
function flushed() {
  return new Promise((ok) => {
    if (queue.size) next.push(ok);
    else if (busy) inflight.push(ok);
    else ok(true);
  });
}
// Several games in one transaction (a restore, a take-over): all of them durable, or
// none; resolves as flushed() once committed. `stamp` and `pairs` (a restore's other
// data, [[key, value]...]) replace the last restore's, in the same transaction.
function putAll(ids, texts, stamp, pairs) {
  const at = Date.now();
  ids.forEach((id, i) => queue.set(id, { t: texts[i], at }));
  if (typeof stamp === 'string') queue.set(R, { r: { stamp, pairs: pairs || [] }, at });
  const p = flushed();
  pump();
  return p;
}
// The desk's change: its keys and values replace the last change's; resolves as flushed()
// once committed.
function putDesk(pairs) {
  queue.set(D, { d: pairs, at: Date.now() });
  const p = flushed();
  pump();
  return p;
}
// The desk's last change when the page started: [[key, value]...], or null.
function desk() {
  return loaded.then((es) => es.find((x) => x.d)?.d ?? null);
}
function del(id) { queue.set(id, null); pump(); }
function all() { return loaded.then((es) => es.filter((e) => typeof e.t === 'string').map((e) => e.t)); }
// The last restore's other data, when the page started: [stamp, [[key, value]...]], or null.
function restored() {
  return loaded.then((es) => {
    const e = es.find((x) => x.r);
    return e ? [e.r.stamp, e.r.pairs] : null;
  });
}
function hold(id) { held = id; channel(); }
function ping(id, ms) {
  const c = channel();
  if (!c) return Promise.resolve(false);
  return new Promise((ok) => {
    const f = (m) => { if (m.data && m.data.have === id) end(true); };
    const end = (v) => { clearTimeout(timer); c.removeEventListener('message', f); ok(v); };
    const timer = setTimeout(() => end(false), ms);
    c.addEventListener('message', f);
    c.postMessage({ ask: id });
  });
}
self.planisferoJournal = { put, putAll, putDesk, desk, flushed, del, all, restored, hold, ping };
})();
// Not the journal's, but checked like it (issue 32): the bots' worker starts from a
// loader that no integrity attribute can guard (src/ui/bots.rs), so the app first fetches
// it with the integrity below (written by scripts/post-build.mjs) and starts the worker
// only if it matches. Resolves to whether it does.
const WORKER = { file: '', integrity: '' };
const SOUND = { file: '', integrity: '' };
self.planisferoWorkerChecked = () => WORKER.integrity
  ? fetch(WORKER.file, { integrity: WORKER.integrity }).then((r) => r.ok, () => false)
  : Promise.resolve(false);
// Not the journal's, but run before the app like it: a new visit (not a reload of this
// tab) starts on Home, so the place noted for a reload is dropped (src/ui/saves/offline.rs).
// Not on the desk's page (torneo.html loads this script with data-desk): a visit there
// is not a visit of the app.
try {
  const t = performance.getEntriesByType('navigation')[0]?.type;
  const desk = document.currentScript?.hasAttribute('data-desk');
  if (!desk && t !== 'reload' && t !== 'back_forward') sessionStorage.removeItem('planisfero.resume');
} catch (e) { /* no sessionStorage */ }
// The optional sounds (src/ui/sound.rs): public/sound.js, loaded by the first call (the
// sounds turned on), then played by it. Loaded with the integrity of the line SOUND above
// (written by scripts/post-build.mjs, issue 46): a modified sound.js does not run, and
// public/boot.js says so; without that integrity (no build) nothing is loaded.
self.planisferoSound = (kind) => self.planisferoPlay ? self.planisferoPlay(kind)
  : document.getElementById('sound-js') || !SOUND.integrity
  || document.head.append(Object.assign(document.createElement('script'), { id: 'sound-js', src: SOUND.file, integrity: SOUND.integrity }));
