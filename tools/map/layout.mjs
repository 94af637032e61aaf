// Badge anchors, label positions and sea links, computed on the final SVG geometry
// (integer coordinates, y down).
import { pairKey } from './board.mjs';
import {
  ringArea,
  ringCentroid,
  insideRings,
  distanceToRings,
  closestPoints,
  segmentDistance,
  bbox,
  boxesOverlap,
} from './geometry.mjs';

/**
 * Hand-tuned badge anchors, as lon/lat (projected like the map). Used only where the
 * automatic choice (near the main part's centroid, clear of the border) looks wrong.
 */
export const ANCHOR_OVERRIDES = {};

/**
 * Hand-tuned label offsets from the anchor, in map units: [dx, dy] of the label's centre
 * (text baseline centre). Used where the automatic placement is not the best.
 */
export const LABEL_OVERRIDES = {};

/**
 * Hand-picked sea-link endpoints, lon/lat, where the two closest coasts are not the
 * clearest picture.
 */
export const LINK_ENDPOINTS = {
  // Ellesmere Island and Greenland nearly touch at Nares Strait's north end: cross
  // Smith Sound further south, where the gap shows.
  'groenlandia territori_del_nord_ovest': [[-69.5, 77.4], [-76.5, 77.6]],
  // Across the Channel's western mouth and across the North Sea, so the two links from
  // Gran Bretagna do not start at the same spot (Kent).
  'europa_occidentale gran_bretagna': [[-1.6, 49.6], [-3.6, 50.3]],
  'europa_settentrionale gran_bretagna': [[4.7, 52.8], [1.6, 52.75]],
  // Gibraltar is too narrow to show a line: cross the Gulf of Cádiz instead.
  'africa_del_nord europa_occidentale': [[-6.9, 33.9], [-8.8, 37.1]],
  'africa_del_nord europa_meridionale': [[10.9, 37.0], [12.5, 37.9]],
  'egitto europa_meridionale': [[23.9, 32.1], [24.6, 35.1]],
  // The Strait of Malacca is too narrow to show a line: cross the Andaman Sea's mouth.
  'indonesia siam': [[95.6, 5.5], [100.3, 6.3]],
};

export const LABEL_FONT = 32; // map units; the SVG's default style uses the same size
const CHAR_WIDTH = 0.58; // average advance of a bold sans-serif character, in em

/** Rings grouped as polygons: outer ring (largest first) with the holes inside it. */
export function polygons(rings) {
  const sorted = [...rings].sort((a, b) => Math.abs(ringArea(b)) - Math.abs(ringArea(a)));
  const polys = [];
  for (const r of sorted) {
    const host = polys.find((p) => insideRings(r[0], [p[0]]) && !p.slice(1).some((h) => insideRings(r[0], [h])));
    if (host && Math.abs(ringArea(r)) < Math.abs(ringArea(host[0]))) host.push(r);
    else polys.push([r]);
  }
  return polys;
}

/** Largest polygon (outer ring and its holes) of a territory. */
export function mainPolygon(rings) {
  return polygons(rings)[0];
}

/**
 * Picks each territory's badge centre: inside its own shape, at least `1.45 * r` from its
 * border where the shape allows it (so the badge circle lies inside the territory with a
 * margin), and otherwise as close as possible to the main part's centroid.
 */
export function placeAnchors(board, shapes, r, toSvg) {
  const anchors = new Map();
  for (const t of board.territories) {
    const rings = shapes.get(t.id);
    if (ANCHOR_OVERRIDES[t.id]) {
      const p = toSvg(...ANCHOR_OVERRIDES[t.id]).map(Math.round);
      if (!insideRings(p, rings)) throw new Error(`ANCHOR_OVERRIDES.${t.id} is outside the territory`);
      anchors.set(t.id, { x: p[0], y: p[1], clearance: distanceToRings(p, rings) });
      continue;
    }
    const main = mainPolygon(rings);
    const c = ringCentroid(main[0]);
    const b = bbox([main[0]]);
    const step = Math.max(2, r / 5);
    const samples = [];
    let best = 0;
    for (let y = b[1] + step / 2; y < b[3]; y += step) {
      for (let x = b[0] + step / 2; x < b[2]; x += step) {
        const p = [x, y];
        if (!insideRings(p, rings)) continue;
        const d = distanceToRings(p, rings);
        samples.push([p, d]);
        if (d > best) best = d;
      }
    }
    if (!samples.length) throw new Error(`no interior point found for ${t.id}`);
    const need = Math.min(best * 0.98, 1.45 * r);
    let pick = null;
    let pickScore = Infinity;
    for (const [p, d] of samples) {
      if (d < need) continue;
      const score = Math.hypot(p[0] - c[0], p[1] - c[1]);
      if (score < pickScore) {
        pickScore = score;
        pick = [p, d];
      }
    }
    const [p, d] = pick;
    const q = p.map(Math.round);
    anchors.set(t.id, { x: q[0], y: q[1], clearance: d });
  }
  return anchors;
}

function labelBox(x, y, text, font, pad = 0) {
  const w = text.length * CHAR_WIDTH * font;
  return [x - w / 2 - pad, y - 0.74 * font - pad, x + w / 2 + pad, y + 0.22 * font + pad];
}

function circleHitsBox(cx, cy, r, box) {
  const nx = Math.max(box[0], Math.min(cx, box[2]));
  const ny = Math.max(box[1], Math.min(cy, box[3]));
  return Math.hypot(cx - nx, cy - ny) < r;
}

/** Share of a box's sample points that lie inside the rings. */
function insideShare(box, rings) {
  let n = 0;
  let k = 0;
  for (let i = 0; i <= 6; i++) {
    for (let j = 0; j <= 2; j++) {
      const p = [box[0] + ((box[2] - box[0]) * i) / 6, box[1] + ((box[3] - box[1]) * j) / 2];
      n++;
      if (insideRings(p, rings)) k++;
    }
  }
  return k / n;
}

/**
 * Places each label near its badge: below, above, right or left of it, preferring spots
 * inside its own territory and never over another badge or an already placed label.
 */
export function placeLabels(board, shapes, anchors, r, links, width, height, font = LABEL_FONT) {
  const labels = new Map();
  const placed = [];
  const segments = [];
  for (const l of links) {
    for (const part of l.d.split('M').filter(Boolean)) {
      const n = part.trim().split(' ').map(Number);
      for (let i = 2; i + 1 < n.length; i += 2) segments.push([[n[i - 2], n[i - 1]], [n[i], n[i + 1]]]);
    }
  }
  const crossesLink = (box) =>
    segments.some(([p, q]) => {
      const steps = Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / 4);
      for (let i = 0; i <= steps; i++) {
        const x = p[0] + ((q[0] - p[0]) * i) / steps;
        const y = p[1] + ((q[1] - p[1]) * i) / steps;
        if (x > box[0] && x < box[2] && y > box[1] && y < box[3]) return true;
      }
      return false;
    });
  // Crowded places first, so they get the best spots.
  const order = [...board.territories].sort((a, b) => anchors.get(a.id).clearance - anchors.get(b.id).clearance);
  for (const t of order) {
    const a = anchors.get(t.id);
    const rings = shapes.get(t.id);
    const w = t.name.length * CHAR_WIDTH * font;
    const gap = 3;
    const below = r + gap + 0.74 * font;
    const above = -(r + gap + 0.22 * font);
    // In order of preference: under the badge (the board's usual place), nudged sideways,
    // above, beside.
    const candidates = [
      [0, below],
      [-0.3 * w, below],
      [0.3 * w, below],
      [0, above],
      [-0.3 * w, above],
      [0.3 * w, above],
      [r + gap + w / 2, 0.26 * font],
      [-(r + gap + w / 2), 0.26 * font],
    ];
    if (LABEL_OVERRIDES[t.id]) candidates.unshift(LABEL_OVERRIDES[t.id]);
    let best = null;
    candidates.forEach(([dx, dy], i) => {
      const x = a.x + dx;
      const y = a.y + dy;
      const box = labelBox(x, y, t.name, font, 6);
      let score = (1 - insideShare(box, rings)) * 3 + i;
      if (LABEL_OVERRIDES[t.id] && i === 0) score = -100;
      for (const [id, o] of anchors) {
        if (id !== t.id && circleHitsBox(o.x, o.y, r + 2, box)) score += 1000;
      }
      for (const other of placed) if (boxesOverlap(box, other)) score += 1000;
      if (crossesLink(box)) score += 20;
      if (box[0] < 0 || box[1] < 0 || box[2] > width || box[3] > height) score += 1000;
      if (!best || score < best.score) best = { x: Math.round(x), y: Math.round(y), box, score };
    });
    if (best.score >= 1000) console.warn(`label of ${t.id} overlaps another badge or label`);
    placed.push(best.box);
    labels.set(t.id, { x: best.x, y: best.y });
  }
  return labels;
}

/** Undirected edge keys of a territory's rings ("x,y x,y", smaller point first). */
export function edgeKeys(rings) {
  const keys = new Set();
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = `${ring[j][0]},${ring[j][1]}`;
      const b = `${ring[i][0]},${ring[i][1]}`;
      keys.add(a < b ? `${a} ${b}` : `${b} ${a}`);
    }
  }
  return keys;
}

/** Pairs of territories sharing at least one edge, and pairs sharing only vertices. */
export function touches(board, shapes) {
  const edges = new Map(board.territories.map((t) => [t.id, edgeKeys(shapes.get(t.id))]));
  const verts = new Map(
    board.territories.map((t) => [t.id, new Set(shapes.get(t.id).flat().map((p) => `${p[0]},${p[1]}`))]),
  );
  const shared = new Set();
  const pointOnly = new Set();
  const ids = board.territories.map((t) => t.id);
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i], ids[j]];
      const eb = edges.get(b);
      if ([...edges.get(a)].some((k) => eb.has(k))) shared.add(pairKey(a, b));
      else {
        const vb = verts.get(b);
        if ([...verts.get(a)].some((k) => vb.has(k))) pointOnly.add(pairKey(a, b));
      }
    }
  }
  return { shared, pointOnly };
}

function nearestOnOutline(p, rings) {
  let best = [Infinity, p];
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [d, q] = segmentDistance(p, ring[j], ring[i]);
      if (d < best[0]) best = [d, q];
    }
  }
  return best[1];
}

/** Rings of the territory's parts that are big enough to anchor a sea link. */
function linkRings(rings) {
  const polys = polygons(rings).map((p) => p[0]);
  const big = polys.filter((r) => Math.abs(ringArea(r)) >= 2500);
  return big.length ? big : polys.slice(0, 1);
}

/**
 * The dashed sea links: every rule border that is not a shared edge of the geometry.
 * Alaska–Kamchatka becomes two stubs running off the left and right edges, each with a
 * chevron pointing off the map.
 */
export function seaLinks(board, shapes, width, height, toSvg) {
  const { shared, pointOnly } = touches(board, shapes);
  const links = [];
  for (const [a, b] of board.borders) {
    const key = pairKey(a, b);
    if (shared.has(key)) continue;
    if (!board.seaLinks.some(([x, y]) => pairKey(x, y) === key)) {
      console.warn(`rule border ${a}-${b} has no shared edge and is not a sea link of docs/RULES.md`);
    }
    if (key === pairKey('alaska', 'kamchatka')) {
      links.push(wrapLink(a, b, shapes, width));
      continue;
    }
    let pa;
    let pb;
    if (LINK_ENDPOINTS[key]) {
      // Hand-picked spots, snapped to the nearest point of each territory's coast.
      let [qa, qb] = LINK_ENDPOINTS[key].map((ll) => toSvg(...ll));
      if (key.split(' ')[0] === b) [qa, qb] = [qb, qa];
      pa = nearestOnOutline(qa, shapes.get(a));
      pb = nearestOnOutline(qb, shapes.get(b));
    } else {
      [, pa, pb] = closestPoints(linkRings(shapes.get(a)), linkRings(shapes.get(b)));
    }
    // Each end runs a little way under the land (sea links are drawn below the
    // territories), so only the crossing shows and short crossings stay visible.
    const len = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
    const ux = (pb[0] - pa[0]) / len;
    const uy = (pb[1] - pa[1]) / len;
    const ext = 14;
    const p0 = [pa[0] - ux * ext, pa[1] - uy * ext].map(Math.round);
    const p1 = [pb[0] + ux * ext, pb[1] + uy * ext].map(Math.round);
    links.push({ pair: [a, b], d: `M${p0[0]} ${p0[1]} ${p1[0]} ${p1[1]}` });
  }
  return { links, shared, pointOnly };
}

function wrapLink(a, b, shapes, width) {
  // Alaska's westernmost and Kamchatka's (Chukotka's) easternmost vertices.
  const west = shapes.get('alaska').flat().reduce((m, p) => (p[0] < m[0] ? p : m));
  const east = shapes.get('kamchatka').flat().reduce((m, p) => (p[0] > m[0] ? p : m));
  const y = Math.round((west[1] + east[1]) / 2);
  const inset = 8;
  const d =
    `M${west[0] + 12} ${west[1]} ${inset} ${y}` +
    `M${east[0] - 12} ${east[1]} ${width - inset} ${y}`;
  const c = 20; // chevron half-size
  const arrow =
    `M${inset + c} ${y - c} ${inset} ${y} ${inset + c} ${y + c}` +
    `M${width - inset - c} ${y - c} ${width - inset} ${y} ${width - inset - c} ${y + c}`;
  return { pair: [a, b], d, arrow };
}
