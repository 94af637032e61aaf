// Small planar geometry helpers (no dependencies). Points are [x, y].

/** Signed area of a ring (positive when counter-clockwise in a y-up frame). */
export function ringArea(ring) {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    s += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  }
  return s / 2;
}

/** Area centroid of a ring (falls back to the vertex mean for degenerate rings). */
export function ringCentroid(ring) {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const f = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    a += f;
    cx += (ring[j][0] + ring[i][0]) * f;
    cy += (ring[j][1] + ring[i][1]) * f;
  }
  if (Math.abs(a) < 1e-12) {
    const n = ring.length;
    return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
  }
  return [cx / (3 * a), cy / (3 * a)];
}

/** Inserts vertices so that no segment is longer than `step` (in the ring's units). */
export function densify(ring, step) {
  const out = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    out.push(a);
    if (i === ring.length - 1) break;
    const b = ring[i + 1];
    const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const n = Math.ceil(d / step);
    for (let k = 1; k < n; k++) {
      out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
    }
  }
  return out;
}

/** Even-odd point-in-polygon over any number of rings (holes included). */
export function insideRings(p, rings) {
  let c = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i];
      const b = ring[j];
      if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) {
        c = !c;
      }
    }
  }
  return c;
}

/** Distance from p to segment ab, and the closest point on it. */
export function segmentDistance(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  let t = l2 === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2;
  t = Math.max(0, Math.min(1, t));
  const q = [a[0] + t * dx, a[1] + t * dy];
  return [Math.hypot(p[0] - q[0], p[1] - q[1]), q];
}

/** Distance from p to the nearest edge of any ring. */
export function distanceToRings(p, rings) {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const d = segmentDistance(p, ring[j], ring[i])[0];
      if (d < best) best = d;
    }
  }
  return best;
}

/** Closest pair of points between two sets of rings: [distance, pointOnA, pointOnB]. */
export function closestPoints(ringsA, ringsB) {
  let best = [Infinity, null, null];
  const scan = (from, to, swap) => {
    for (const ra of from) {
      for (const p of ra) {
        for (const rb of to) {
          for (let i = 0, j = rb.length - 1; i < rb.length; j = i++) {
            const [d, q] = segmentDistance(p, rb[j], rb[i]);
            if (d < best[0]) best = swap ? [d, q, p] : [d, p, q];
          }
        }
      }
    }
  };
  scan(ringsA, ringsB, false);
  scan(ringsB, ringsA, true);
  return best;
}

/** Bounding box [minX, minY, maxX, maxY] of rings. */
export function bbox(rings) {
  let b = [Infinity, Infinity, -Infinity, -Infinity];
  for (const r of rings) {
    for (const [x, y] of r) {
      if (x < b[0]) b[0] = x;
      if (y < b[1]) b[1] = y;
      if (x > b[2]) b[2] = x;
      if (y > b[3]) b[3] = y;
    }
  }
  return b;
}

/** Whether two boxes [minX, minY, maxX, maxY] overlap. */
export function boxesOverlap(a, b) {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}
