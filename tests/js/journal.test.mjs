// public/journal.js in Node, without a browser: the durable copy of each game in IndexedDB
// and the tabs' "who holds this game?" channel (src/ui/saves/journal.rs explains them).
// Each tab is the script run in a context of its own, over fakes: an IndexedDB whose
// data outlives the tab (a reload is a new context over the same data), a
// BroadcastChannel shared by the tabs, a clock that counts. No network, no timing: a
// timer fires once every message in flight was delivered.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import vm from 'node:vm';

const SCRIPT = readFileSync(new URL('../../public/journal.js', import.meta.url), 'utf8');
const KEEP = Number(/KEEP = (\d+)/.exec(SCRIPT)[1]);

/** Runs `f` after every callback queued so far (the fakes answer this way). */
const later = (f) => setImmediate(f);

/** A request of the fake IndexedDB: `onsuccess`/`onerror` set by the script. */
class Request {
  constructor() { this.result = undefined; this.error = null; }
}

/** IndexedDB with one database of object stores, kept across tabs (`disk`). */
class FakeIndexedDB {
  constructor({ durability = true, fail = false } = {}) {
    this.stores = new Map();
    this.transactions = [];
    this.durability = durability;
    // Every write transaction fails (its writes undone, as IndexedDB's would be).
    this.fail = fail;
  }

  /** Store `name`'s data, sorted by key as IndexedDB reads it. */
  data(name) {
    return new Map([...(this.stores.get(name) ?? new Map())].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  open() {
    const r = new Request();
    const fake = this;
    later(() => {
      const db = {
        createObjectStore: (name) => fake.stores.set(name, new Map()),
        transaction: (name, mode = 'readonly', options) => fake.begin(name, mode, options),
        close() {},
      };
      r.result = db;
      if (!fake.opened) {
        fake.opened = true;
        r.onupgradeneeded?.();
      }
      r.onsuccess?.();
    });
    return r;
  }

  /** A transaction: its requests run in order, then it completes. */
  begin(name, mode, options) {
    if (options !== undefined && !this.durability) throw new TypeError('no options here');
    const fake = this;
    const ops = [];
    const t = { mode, options, oncomplete: null, onerror: null, onabort: null, puts: [], done: false };
    const saved = new Map(fake.stores.get(name));
    this.transactions.push(t);
    const request = (run) => {
      const r = new Request();
      ops.push(() => {
        r.result = run(fake.stores.get(name));
        r.onsuccess?.();
      });
      return r;
    };
    const step = () => {
      const op = ops.shift();
      if (op) {
        op();
        later(step);
      } else if (fake.fail && mode === 'readwrite') {
        fake.stores.set(name, saved);
        t.done = true;
        t.onerror?.();
        t.onabort?.();
      } else {
        t.done = true;
        t.oncomplete?.();
      }
    };
    later(step);
    t.objectStore = () => ({
      put: (v, k) => { t.puts.push(k); return request((s) => { s.set(k, structuredClone(v)); return k; }); },
      delete: (k) => request((s) => { s.delete(k); }),
      count: () => request((s) => s.size),
      getAll: () => request(() => [...fake.data(name).values()].map((v) => structuredClone(v))),
      getAllKeys: () => request(() => [...fake.data(name).keys()]),
    });
    return t;
  }
}

/** The BroadcastChannels of every tab, and the messages in flight. */
class Bus {
  constructor() { this.channels = new Set(); this.inFlight = 0; }

  /** The BroadcastChannel class of a tab on this bus. */
  channelClass() {
    const bus = this;
    return class {
      constructor(name) {
        this.name = name;
        this.listeners = new Set();
        this.onmessage = null;
        bus.channels.add(this);
      }
      addEventListener(_, f) { this.listeners.add(f); }
      removeEventListener(_, f) { this.listeners.delete(f); }
      postMessage(data) {
        for (const c of bus.channels) {
          if (c === this || c.name !== this.name) continue;
          bus.inFlight += 1;
          later(() => {
            const m = { data: structuredClone(data) };
            c.onmessage?.(m);
            for (const f of [...c.listeners]) f(m);
            bus.inFlight -= 1;
          });
        }
      }
    };
  }

  /** setTimeout and clearTimeout: a timer fires once no message is in flight. */
  timers() {
    const cleared = new Set();
    let next = 0;
    return {
      setTimeout: (f) => {
        const id = ++next;
        const tick = () => {
          if (cleared.has(id)) return;
          if (this.inFlight > 0) later(tick);
          else f();
        };
        later(tick);
        return id;
      },
      clearTimeout: (id) => cleared.add(id),
    };
  }
}

/** A tab: the script run over `idb` (none: no IndexedDB) and `bus` (none: no channel). */
function tab({ idb, bus, clock = { ms: 0 } } = {}) {
  const timers = (bus ?? new Bus()).timers();
  const context = {
    Date: { now: () => ++clock.ms },
    ...timers,
  };
  if (idb) context.indexedDB = idb;
  if (bus) context.BroadcastChannel = bus.channelClass();
  context.self = context;
  vm.createContext(context);
  vm.runInContext(SCRIPT, context);
  return context.planisferoJournal;
}

/** Waits until `ok()` holds, callback after callback (no timer). */
async function until(ok, what) {
  for (let i = 0; i < 10_000; i += 1) {
    if (ok()) return;
    await new Promise(later);
  }
  assert.fail(`never: ${what}`);
}

/** What the journal holds for each game, as stored: id -> text. */
const texts = (idb) => Object.fromEntries([...idb.data('games')].map(([k, v]) => [k, v.t]));

test('a save put in the journal is there after a reload, the latest of each game', async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  assert.deepEqual([...(await j.all())], [], 'a new journal is empty');
  j.put('g-1', 'first');
  j.put('g-1', 'second');
  j.put('g-2', 'other');
  await until(() => texts(idb)['g-2'] === 'other', 'written');
  assert.deepEqual(texts(idb), { 'g-1': 'second', 'g-2': 'other' });
  const again = tab({ idb });
  assert.deepEqual([...(await again.all())].sort(), ['other', 'second']);
  const writes = idb.transactions.filter((t) => t.mode === 'readwrite');
  assert.ok(writes.length > 0);
  for (const t of writes) assert.deepEqual({ ...t.options }, { durability: 'strict' }, 'committed to disk');
});

test('writes are coalesced: one transaction at a time, then the latest text of each game', async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  for (let i = 0; i < 5; i += 1) j.put('g-1', `move ${i}`);
  j.put('g-2', 'x');
  await until(() => texts(idb)['g-2'] === 'x', 'written');
  const writes = idb.transactions.filter((t) => t.mode === 'readwrite');
  assert.equal(writes.length, 2, 'the first put, then the rest together');
  assert.equal(texts(idb)['g-1'], 'move 4');
});

test(`the journal keeps the ${KEEP} games saved most recently`, async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  const ids = Array.from({ length: KEEP + 3 }, (_, i) => `g-${String(i).padStart(2, '0')}`);
  // Oldest first, each in a transaction of its own: the count goes over KEEP.
  for (const id of ids) {
    j.put(id, id);
    await until(() => texts(idb)[id] === id || Object.keys(texts(idb)).length === KEEP, id);
  }
  await until(() => Object.keys(texts(idb)).length === KEEP && texts(idb)[ids.at(-1)], 'trimmed');
  assert.deepEqual(Object.keys(texts(idb)), ids.slice(3));
  // Saved again, an old game is recent: another goes.
  j.put('g-03', 'again');
  j.put('g-99', 'new');
  await until(() => texts(idb)['g-99'] === 'new' && Object.keys(texts(idb)).length === KEEP, 'trimmed again');
  assert.equal(texts(idb)['g-03'], 'again');
  assert.equal(texts(idb)['g-04'], undefined, 'the oldest goes');
});

test('a deleted game leaves the journal', async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  j.put('g-1', 'a');
  j.put('g-2', 'b');
  await until(() => texts(idb)['g-2'] === 'b', 'written');
  j.del('g-1');
  await until(() => !('g-1' in texts(idb)), 'deleted');
  assert.deepEqual([...(await tab({ idb }).all())], ['b']);
});

test('a browser without the durability option still writes', async () => {
  const idb = new FakeIndexedDB({ durability: false });
  const j = tab({ idb });
  j.put('g-1', 'a');
  await until(() => texts(idb)['g-1'] === 'a', 'written');
});

test('without IndexedDB the journal is empty and drops writes quietly', async () => {
  const j = tab();
  j.put('g-1', 'a');
  j.del('g-1');
  assert.deepEqual([...(await j.all())], []);
});

test('a live tab answers for the game it holds; none answers for another, or once let go', async () => {
  const bus = new Bus();
  const a = tab({ bus });
  const b = tab({ bus });
  a.hold('g-1');
  assert.equal(await b.ping('g-1', 600), true, 'A holds g-1');
  assert.equal(await b.ping('g-2', 600), false, 'nobody holds g-2');
  a.hold('');
  assert.equal(await b.ping('g-1', 600), false, 'A let it go');
  // A tab asks, it does not answer itself.
  b.hold('g-3');
  assert.equal(await b.ping('g-3', 600), false);
  assert.equal(await a.ping('g-3', 600), true);
});

test('without BroadcastChannel a ping is answered by nobody', async () => {
  const j = tab();
  j.hold('g-1');
  assert.equal(await j.ping('g-1', 600), false);
});

test('games put together are committed in one transaction, even behind another write', async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  j.put('g-0', 'before');
  // A take-over: their copy and this tab's game, queued behind the write in flight.
  const committed = j.putAll(['g-copy', 'g-1'], ['theirs', 'mine']);
  assert.equal(await committed, true);
  const writes = idb.transactions.filter((t) => t.mode === 'readwrite');
  assert.deepEqual(writes.map((t) => t.puts), [['g-0'], ['g-copy', 'g-1']]);
  assert.deepEqual(texts(idb), { 'g-0': 'before', 'g-1': 'mine', 'g-copy': 'theirs' });
  // Nothing in flight: still one transaction for both.
  const idle = new FakeIndexedDB();
  assert.equal(await tab({ idb: idle }).putAll(['g-copy', 'g-1'], ['theirs', 'mine']), true);
  assert.deepEqual(idle.transactions.filter((t) => t.mode === 'readwrite').map((t) => t.puts), [['g-copy', 'g-1']]);
});

test('putAll and flushed resolve only once the transaction holding the writes completed', async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  let said = null;
  const p = j.putAll(['g-1', 'g-2', 'g-3'], ['a', 'b', 'c']).then((v) => { said = v; });
  const after = j.flushed().then((v) => v);
  // Not yet: nothing is on disk.
  await new Promise(later);
  assert.equal(said, null, 'not said before the commit');
  assert.deepEqual(texts(idb), {});
  await p;
  assert.equal(said, true);
  const [t] = idb.transactions.filter((x) => x.mode === 'readwrite');
  assert.equal(t.done, true, 'said after its transaction completed');
  assert.deepEqual(texts(idb), { 'g-1': 'a', 'g-2': 'b', 'g-3': 'c' });
  assert.equal(await after, true);
  // Nothing waiting: at once.
  assert.equal(await j.flushed(), true);
});

test('a flushed promise waits for the writes queued behind the one in flight', async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  j.put('g-1', 'one');
  j.put('g-2', 'two');
  const order = [];
  const p = j.flushed().then(() => order.push(texts(idb)['g-2']));
  await p;
  assert.deepEqual(order, ['two'], 'the queued write was on disk when it resolved');
});

test('a failed write is reported as not committed, and the games are all or none', async () => {
  const idb = new FakeIndexedDB({ fail: true });
  const j = tab({ idb });
  assert.equal(await j.putAll(['g-1', 'g-2'], ['a', 'b']), false);
  assert.deepEqual(texts(idb), {}, 'neither written');
});

test('without IndexedDB nothing is said committed', async () => {
  const j = tab();
  assert.equal(await j.putAll(['g-1'], ['a']), false);
  j.put('g-2', 'b');
  assert.equal(await j.flushed(), false);
});

test("a restore's other data goes in the games' transaction, one entry replaced by the next", async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  assert.equal(await j.restored(), null, 'none yet');
  assert.equal(await j.putAll(['g-1', 'g-2'], ['a', 'b'], '1000', [['planisfero.lang', 'en'], ['planisfero.tournament', 'T']]), true);
  const writes = idb.transactions.filter((t) => t.mode === 'readwrite');
  assert.deepEqual(writes.map((t) => t.puts), [['g-1', 'g-2', 'restore']], 'one transaction');
  const again = tab({ idb });
  assert.deepEqual([...(await again.all())].sort(), ['a', 'b'], 'not a game');
  assert.deepEqual(JSON.parse(JSON.stringify(await again.restored())), ['1000', [['planisfero.lang', 'en'], ['planisfero.tournament', 'T']]]);
  // The next restore's replaces it whole: no key of an older restore is left.
  assert.equal(await again.putAll([], [], '2000', [['planisfero.lang', 'it']]), true);
  assert.deepEqual(JSON.parse(JSON.stringify(await tab({ idb }).restored())), ['2000', [['planisfero.lang', 'it']]]);
  // Dropped once the store has it.
  again.del('restore');
  assert.equal(await again.flushed(), true);
  assert.equal(await tab({ idb }).restored(), null);
});

test(`the restore entry is never trimmed and does not count among the ${KEEP} games`, async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  await j.putAll([], [], '1', [['planisfero.lang', 'en']]);
  const ids = Array.from({ length: KEEP + 2 }, (_, i) => `g-${String(i).padStart(2, '0')}`);
  for (const id of ids) {
    j.put(id, id);
    await j.flushed();
  }
  const kept = Object.keys(texts(idb)).filter((k) => k !== 'restore');
  assert.deepEqual(kept, ids.slice(2), `the ${KEEP} latest games`);
  assert.notEqual(await tab({ idb }).restored(), null, 'the restore entry stays');
});

test("the desk's change is one entry, replaced by the next, committed before it says so, never trimmed", async () => {
  const idb = new FakeIndexedDB();
  const j = tab({ idb });
  assert.equal(await j.desk(), null, 'none yet');
  let said = null;
  const p = j.putDesk([['planisfero.tournament', 'T1'], ['planisfero.desk.saved', '1']]).then((v) => { said = v; });
  assert.equal(said, null, 'not before the commit');
  await p;
  assert.equal(said, true);
  assert.equal(await j.putDesk([['planisfero.tournament', 'T2'], ['planisfero.desk.saved', '2']]), true);
  const again = tab({ idb });
  assert.deepEqual([...(await again.all())], [], 'not a game');
  assert.deepEqual(JSON.parse(JSON.stringify(await again.desk())), [['planisfero.tournament', 'T2'], ['planisfero.desk.saved', '2']]);
  const ids = Array.from({ length: KEEP + 2 }, (_, i) => `g-${String(i).padStart(2, '0')}`);
  for (const id of ids) {
    again.put(id, id);
    await again.flushed();
  }
  assert.notEqual(await tab({ idb }).desk(), null, 'the desk entry stays');
  assert.equal(await tab({ idb: new FakeIndexedDB({ fail: true }) }).putDesk([['k', 'v']]), false);
});
