// Clean-ups on the final SVG geometry (integer coordinates): dropping small islands and
// tracing continent outlines from the territories' own edges.
import { ringArea, insideRings } from './geometry.mjs';
import { polygons } from './layout.mjs';

const key = (p) => `${p[0]},${p[1]}`;

/**
 * How many owners (territories, lakes) use each vertex. A vertex used by one owner only
 * can move without changing any shared border.
 */
function ownerCounts(shapes, lakes) {
  const owners = new Map();
  const add = (owner, rings) => {
    for (const ring of rings) {
      for (const p of ring) {
        const k = key(p);
        if (!owners.has(k)) owners.set(k, new Set());
        owners.get(k).add(owner);
      }
    }
  };
  for (const [id, rings] of shapes) add(id, rings);
  lakes.forEach((rings, i) => add(`lake ${i}`, rings));
  const uses = new Map();
  for (const [k, set] of owners) uses.set(k, set.size);
  return uses;
}

/**
 * Drops detached parts (outer ring and its holes) smaller than `minArea` map units²,
 * except those containing one of `keep` (SVG points). A part that shares a vertex with
 * another territory is never dropped, so shared borders stay intact.
 */
export function pruneIslands(shapes, minArea, keep) {
  const owners = new Map();
  for (const [id, rings] of shapes) {
    for (const p of rings.flat()) {
      const k = key(p);
      if (!owners.has(k)) owners.set(k, new Set());
      owners.get(k).add(id);
    }
  }
  const dropped = [];
  const out = new Map();
  for (const [id, rings] of shapes) {
    const kept = [];
    for (const poly of polygons(rings)) {
      const small = Math.abs(ringArea(poly[0])) < minArea;
      const touching = poly[0].some((p) => owners.get(key(p)).size > 1);
      const wanted = keep.some((q) => insideRings(q, [poly[0]]));
      if (small && !touching && !wanted) dropped.push(id);
      else kept.push(...poly);
    }
    out.set(id, kept);
  }
  return { shapes: out, dropped: dropped.length };
}

/**
 * Outline of each continent: the territories' edges that no other territory of the same
 * continent shares, chained into closed loops. Built from the very same vertices, so the
 * outlines lie exactly on the territory borders and coasts.
 */
export function continentOutlines(board, shapes) {
  const result = [];
  const continents = [...new Set(board.territories.map((t) => t.continent))];
  for (const c of continents) {
    const members = board.territories.filter((t) => t.continent === c).map((t) => t.id);
    const count = new Map();
    const directed = [];
    for (const id of members) {
      for (const ring of shapes.get(id)) {
        for (let i = 0; i < ring.length; i++) {
          const a = ring[i];
          const b = ring[(i + 1) % ring.length];
          const u = key(a) < key(b) ? `${key(a)} ${key(b)}` : `${key(b)} ${key(a)}`;
          count.set(u, (count.get(u) ?? 0) + 1);
          directed.push([a, b, u]);
        }
      }
    }
    const next = new Map();
    for (const [a, b, u] of directed) {
      if (count.get(u) > 1) continue; // inside the continent
      const k = key(a);
      if (!next.has(k)) next.set(k, []);
      next.get(k).push(b);
    }
    const loops = [];
    for (const start of [...next.keys()]) {
      while (next.get(start)?.length) {
        const loop = [start.split(',').map(Number)];
        let cur = start;
        for (;;) {
          const list = next.get(cur);
          if (!list || !list.length) break;
          const b = list.pop();
          cur = key(b);
          if (cur === start) break;
          loop.push(b);
        }
        if (loop.length >= 2) loops.push(loop);
      }
    }
    result.push({ id: c, rings: loops });
  }
  return result;
}

/** Grid index of all outline segments, to ask whether a new segment would cross one. */
function segmentIndex(shapes, lakes, cell = 40) {
  const grid = new Map();
  const cells = (a, b) => {
    const out = [];
    const [x0, x1] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])].map((v) => Math.floor(v / cell));
    const [y0, y1] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])].map((v) => Math.floor(v / cell));
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) out.push(`${x},${y}`);
    return out;
  };
  for (const rings of [...shapes.values(), ...lakes]) {
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const seg = [ring[i], ring[(i + 1) % ring.length]];
        for (const c of cells(...seg)) {
          if (!grid.has(c)) grid.set(c, []);
          grid.get(c).push(seg);
        }
      }
    }
  }
  return {
    /** Whether segment ab properly crosses an indexed segment. */
    crosses(a, b) {
      for (const c of cells(a, b)) {
        for (const [p, q] of grid.get(c) ?? []) if (segmentsCross(a, b, p, q)) return true;
      }
      return false;
    },
  };
}

/**
 * Removes needles left by simplification: a narrow fjord or spit collapsed into a thin
 * lobe of a few vertices. A run of vertices is cut off when the two vertices around it
 * are closer than `maxWidth`, the lobe it encloses is thin (area / length under
 * maxWidth / 4) and it sticks out (length over 3 times the gap). Only vertices that
 * belong to no other territory or lake are removed, so shared borders stay
 * identical.
 */
export function despike(shapes, lakes, maxWidth = 6, maxRun = 10) {
  const uses = ownerCounts(shapes, lakes);
  const index = segmentIndex(shapes, lakes);
  let removed = 0;
  const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const out = new Map();
  for (const [id, rings] of shapes) {
    out.set(
      id,
      rings.map((ring) => {
        let r = ring;
        for (let changed = true; changed; ) {
          changed = false;
          outer: for (let i = 0; i < r.length; i++) {
            for (let k = Math.min(maxRun, r.length - 4); k >= 2; k--) {
              const run = [];
              for (let m = 0; m <= k; m++) run.push(r[(i + m) % r.length]);
              if (run.slice(1, -1).some((p) => uses.get(key(p)) !== 1)) continue;
              const gap = dist(run[0], run[k]);
              if (gap >= maxWidth) continue;
              let len = 0;
              for (let m = 0; m < k; m++) len += dist(run[m], run[m + 1]);
              if (len < 3 * Math.max(gap, 1)) continue;
              if (Math.abs(ringArea(run)) / len >= maxWidth / 4) continue;
              if (index.crosses(run[0], run[k])) continue;
              const drop = new Set();
              for (let m = 1; m < k; m++) drop.add((i + m) % r.length);
              r = r.filter((_, j) => !drop.has(j));
              removed += k - 1;
              changed = true;
              break outer;
            }
          }
        }
        return r;
      }),
    );
  }
  return { shapes: out, removed };
}

function segmentsCross(a, b, c, d) {
  const o = (p, q, r) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

/**
 * Finds segments of the territories' outlines that cross each other (rounding to
 * integers or needle removal can make a ring touch itself) and removes an unshared vertex
 * of one of them until none cross. Returns the number of vertices removed; throws if a
 * crossing cannot be fixed that way.
 */
export function untangle(shapes, lakes) {
  const uses = ownerCounts(shapes, lakes);
  let removed = 0;
  for (let round = 0; round < 50; round++) {
    const segs = [];
    for (const [id, rings] of shapes) {
      rings.forEach((ring, ri) => {
        for (let i = 0; i < ring.length; i++) segs.push({ id, ri, i, a: ring[i], b: ring[(i + 1) % ring.length] });
      });
    }
    const cell = 40;
    const grid = new Map();
    segs.forEach((s, n) => {
      const [x0, x1] = [Math.min(s.a[0], s.b[0]), Math.max(s.a[0], s.b[0])].map((v) => Math.floor(v / cell));
      const [y0, y1] = [Math.min(s.a[1], s.b[1]), Math.max(s.a[1], s.b[1])].map((v) => Math.floor(v / cell));
      for (let x = x0; x <= x1; x++) {
        for (let y = y0; y <= y1; y++) {
          const k = `${x},${y}`;
          if (!grid.has(k)) grid.set(k, []);
          grid.get(k).push(n);
        }
      }
    });
    let crossing = null;
    search: for (const list of grid.values()) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const s = segs[list[i]];
          const t = segs[list[j]];
          if (segmentsCross(s.a, s.b, t.a, t.b)) {
            crossing = [s, t];
            break search;
          }
        }
      }
    }
    if (!crossing) return removed;
    // Remove the unshared endpoint whose removal uncrosses the pair.
    let fixed = false;
    for (const [s, t] of [crossing, [crossing[1], crossing[0]]]) {
      const ring = shapes.get(s.id)[s.ri];
      if (ring.length <= 3) continue;
      for (const idx of [s.i, (s.i + 1) % ring.length]) {
        if (uses.get(key(ring[idx])) !== 1) continue;
        const prev = ring[(idx + ring.length - 1) % ring.length];
        const next = ring[(idx + 1) % ring.length];
        if (segmentsCross(prev, next, t.a, t.b)) continue;
        ring.splice(idx, 1);
        removed++;
        fixed = true;
        break;
      }
      if (fixed) break;
    }
    if (!fixed) {
      // A small island folded over itself: drop it whole (it shares nothing).
      for (const s of crossing) {
        const rings = shapes.get(s.id);
        const ring = rings[s.ri];
        if (ring && ring.every((p) => uses.get(key(p)) === 1) && Math.abs(ringArea(ring)) < 3000) {
          rings.splice(s.ri, 1);
          removed += ring.length;
          fixed = true;
          break;
        }
      }
    }
    if (!fixed) {
      console.warn(`warning: outlines of ${crossing[0].id} and ${crossing[1].id} cross: ${crossing[0].a}-${crossing[0].b} (ring ${crossing[0].ri}) x ${crossing[1].a}-${crossing[1].b} (ring ${crossing[1].ri})`);
      return removed;
    }
  }
  console.warn('warning: untangle gave up after 50 crossings');
  return removed;
}

