// The first screen before the app's wasm has arrived (crates/present/src/present/prerender.rs): a
// blocking classic script in <head>, so that it runs before the first paint; inlined
// into index.html by scripts/post-build.mjs (its hash in the policy), a file for
// torneo.html. index.html and torneo.html hold their first screen in every
// language, each copy marked data-pre-lang; this script
// - sets <html lang> from the stored choice (src/ui/i18n.rs), and style/app.css draws only
//   that language's copy; the copy's IT/EN buttons switch it at once;
// - keeps the place of "Continua" when there are saved games (the app fills it in), and
//   shows how many there are; shows "Continua" itself, with its game's name, when the
//   saves' index names the game the app will offer (a tap on it kept like any other);
// - on a reload that comes back to another screen (src/ui/saves/offline.rs), keeps
//   Home's buttons from showing meanwhile, the copy's and the app's, until the app has
//   reopened that screen, or for RESUME_WAIT_MS at most once the app has started;
// - keeps a tap on a button of the copy, marked as waiting (aria-busy), and, once the app
//   has mounted (it calls planisferoTakeOver), removes the copy before the app's first
//   frame and clicks the app's button with the same act.
'use strict';
(() => {
const root = document.documentElement;
const KEY = 'planisfero.lang';
const get = (f) => { try { return f(); } catch (e) { return null; } };
root.lang = get(() => localStorage.getItem(KEY)) === 'en' ? 'en' : 'it';
const nav = get(() => performance.getEntriesByType('navigation')[0].type);
// The place noted for a reload (src/ui/saves/offline.rs RESUME_KEY): a screen's key, and
// the game's id on the play screen. The app ends the wait (offline::resumed).
const place = get(() => sessionStorage.getItem('planisfero.resume'));
if ((nav === 'reload' || nav === 'back_forward') && place && place !== 'home') {
  root.dataset.boot = 'resume';
}
// Saved games (crates/storage/src/storage/library.rs SAVE_PREFIX, SaveLibrary::count): Home's copy keeps
// "Continua"'s place and shows their number on "Partite salvate" (a CSS variable: the
// page's body is not there yet).
const saved = get(() => Object.keys(localStorage).filter((k) => k.startsWith('planisfero.save.')).length);
if (saved) {
  root.dataset.saves = '';
  root.style.setProperty('--saves', `"${saved}"`);
}
// "Continua"'s game, as the app will choose it (crates/storage/src/storage/library.rs
// SaveLibrary::last_played): the most recently played in the saves' index (INDEX_KEY),
// then by id, when the index lists every save and none is marked damaged (the app would
// then read the saves themselves). A finished one is "Rivedi" in the app: not named here.
// Its name goes on the copy's button through a CSS variable (the body is not there yet),
// as a CSS string. Else (or a name CSS would not keep as written) the place stays
// invisible, as before, and a tap on it does nothing.
const last = saved ? get(() => {
  if (localStorage.getItem('planisfero.damaged')) return null;
  const all = JSON.parse(localStorage.getItem('planisfero.saves')).games;
  const ids = new Set(all.map((g) => g.id));
  if (Object.keys(localStorage).some((k) => k.startsWith('planisfero.save.') && !ids.has(k.slice(16)))) return null;
  const games = all.filter((g) => localStorage.getItem(`planisfero.save.${g.id}`) !== null);
  games.sort((a, b) => b.last_played_ms - a.last_played_ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const g = games[0];
  return g && g.phase !== 'over' && typeof g.name === 'string' && /^[^"\\\n\r\f]+$/.test(g.name) ? g : null;
}) : null;
if (last) {
  root.dataset.continue = '';
  root.style.setProperty('--continue-name', `"${last.name}"`);
}
let tap = null;
let tapAct = '';
document.addEventListener('click', (e) => {
  const b = e.target.closest && e.target.closest('[data-pre-lang] [data-act]');
  if (!b) return;
  // "Continua" without a game named: an invisible place, no button yet.
  if (b.dataset.act === 'continue:' && !last) return;
  const act = b.dataset.act === 'continue:' ? `continue:${last.id}` : b.dataset.act;
  const lang = /^(?:t-)?lang:(it|en)$/.exec(act);
  if (lang) {
    root.lang = lang[1];
    get(() => localStorage.setItem(KEY, root.lang));
    return;
  }
  if (tap) tap.removeAttribute('aria-busy');
  tap = b;
  tapAct = act;
  b.setAttribute('aria-busy', 'true');
});
// A reload that waits for the journal before reopening its screen: if IndexedDB never
// answers (a private mode, an open blocked by another tab), the app never ends the wait.
// Home shows after this bound, counted from the app's start.
const RESUME_WAIT_MS = 3000;
// Called by the app right after mounting, in the same task as the app writes its first
// screen (Leptos runs its effects in microtasks): no frame shows both or neither.
self.planisferoTakeOver = () => {
  const pre = document.getElementById('prerender');
  if (pre) pre.remove();
  if (root.dataset.boot) setTimeout(() => root.removeAttribute('data-boot'), RESUME_WAIT_MS);
  const act = tap && tapAct;
  tap = null;
  // After those effects, when the app's buttons are there.
  if (act) {
    setTimeout(() => {
      const find = () => [...document.querySelectorAll('[data-act]')].find((x) => x.dataset.act === act);
      const b = find();
      if (b) b.click();
      else if (act.startsWith('continue:')) {
        // "Continua" may come a moment later, once the app has read the saves: for a while.
        const o = new MutationObserver(() => {
          const b = find();
          if (b) {
            o.disconnect();
            b.click();
          }
        });
        o.observe(document.body, { subtree: true, childList: true });
        setTimeout(() => o.disconnect(), RESUME_WAIT_MS);
      }
    });
  }
};
// Runs `f` once the app is idle: after the frames that follow its start (where a tap
// made before the wasm opens its screen), then when the browser has nothing else to do
// (or a moment later where it cannot tell: WebKit has no requestIdleCallback). The
// service worker's install (the whole app fetched again) waits for it, so that it does
// not compete with the first screen or the first game (src/ui/saves/offline.rs).
self.planisferoWhenIdle = (f) => {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    if (self.requestIdleCallback) requestIdleCallback(() => f(), { timeout: 2000 });
    else setTimeout(f, 300);
  }));
};
})();
// A file of the app that the browser refused (its integrity does not match: damaged or
// modified) or could not load (issue 32). Said here, statically: the refused file may be
// the app's own code, which then never runs (a blank page otherwise). The journal
// (journal.js) refused: the app runs, saving in localStorage only, and the player is told
// that a browser killed at the wrong moment may lose the last moves.
(() => {
const root = document.documentElement;
const it = () => root.lang !== 'en';
const show = (id, cls, role, text) => {
  const put = () => {
    if (document.querySelector(`[data-testid="${id}"]`)) return;
    const p = document.createElement('p');
    p.className = cls;
    p.setAttribute('role', role);
    p.dataset.testid = id;
    p.textContent = text;
    if (id === 'boot-failed') {
      // Home written into the page would look ready, and is not: the message shows alone.
      const pre = document.getElementById('prerender');
      if (pre) pre.remove();
      // The desk's loading state (torneo.html) likewise.
      const desk = document.getElementById('desk');
      if (desk) desk.replaceChildren();
      document.body.prepend(p);
    } else {
      // Over the app, until the player has read it.
      const ok = document.createElement('button');
      ok.type = 'button';
      ok.textContent = 'OK';
      ok.dataset.testid = `${id}-ok`;
      ok.addEventListener('click', () => p.remove());
      p.append(' ', ok);
      document.body.append(p);
    }
  };
  if (document.body) put();
  else document.addEventListener('DOMContentLoaded', put);
};
const failed = (file) => show('boot-failed', 'boot-failed', 'alert', it()
  ? `Planisfero non è riuscito ad avviarsi: il file «${file}» è danneggiato, è stato modificato o non è arrivato. Ricarica la pagina con la rete attiva.`
  : `Planisfero could not start: the file “${file}” is damaged, was modified or did not arrive. Reload the page while online.`);
// For a file that no element names: the desk's glue and wasm (public/torneo.js).
self.planisferoFileFailed = failed;
addEventListener('error', (e) => {
  const el = e.target;
  if (!(el instanceof HTMLScriptElement || el instanceof HTMLLinkElement)) return;
  if (el instanceof HTMLLinkElement && el.rel !== 'modulepreload') return;
  // An inline module (Trunk's loader) fails for the script it imports: that one is named.
  const imported = !el.src && !el.href && /\bfrom\s*['"]([^'"]+)['"]/.exec(el.textContent || '');
  const file = ((imported && imported[1]) || el.src || el.href || '').split('?')[0].split('/').pop() || 'index.html';
  if (file === 'journal.js') {
    root.dataset.journal = 'missing';
    show('journal-missing', 'boot-failed boot-warn', 'alert', it()
      ? 'Il giornale dei salvataggi (journal.js) non si è caricato: un file dell\'app è danneggiato o è stato modificato. Le partite si salvano lo stesso, ma se il browser si chiude all\'improvviso le ultime mosse possono andare perse. Ricarica la pagina con la rete attiva.'
      : 'The save journal (journal.js) did not load: one of the app\'s files is damaged or was modified. Games are still saved, but if the browser closes suddenly the latest moves may be lost. Reload the page while online.');
    return;
  }
  if (file === 'sound.js') {
    // The optional sounds (public/journal.js loads them with their integrity): the app
    // runs on without them, and the player is told why they are silent.
    show('sound-missing', 'boot-failed boot-warn', 'alert', it()
      ? 'I suoni (sound.js) non si sono caricati: un file dell\'app è danneggiato o è stato modificato. Si gioca lo stesso, senza suoni. Ricarica la pagina con la rete attiva.'
      : 'The sounds (sound.js) did not load: one of the app\'s files is damaged or was modified. You can play on, without sounds. Reload the page while online.');
    return;
  }
  failed(file);
}, true);
})();
