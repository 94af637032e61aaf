// Reads the board (ids, Italian names, continents, borders, sea links) from the rules
// crate, crates/engine/src/rules/board.rs, so the map never keeps a second copy of the rules' tables.
import fs from 'node:fs';

/** `TerritoriDelNordOvest` -> `territori_del_nord_ovest`. */
export function snake(camel) {
  return camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function pairs(source, constName) {
  const start = source.indexOf(`pub const ${constName}:`);
  if (start < 0) throw new Error(`board.rs: ${constName} not found`);
  const end = source.indexOf('];', start);
  const body = source.slice(start, end);
  const out = [];
  for (const m of body.matchAll(/\(\s*TerritoryId::(\w+),\s*TerritoryId::(\w+),?\s*\)/g)) {
    out.push([snake(m[1]), snake(m[2])]);
  }
  return out;
}

/**
 * Parses board.rs. Returns { territories: [{id, name, nameEn, continent}], borders, seaLinks }.
 * Throws with a clear message if the file no longer has the expected shape.
 */
export function readBoard(file) {
  const source = fs.readFileSync(file, 'utf8');
  const territories = [];
  const re =
    /TerritoryData\s*\{\s*key:\s*"([a-z_]+)",\s*name_it:\s*"([^"]+)",\s*name_en:\s*"([^"]+)",\s*continent:\s*Continent::(\w+),/g;
  for (const m of source.matchAll(re)) {
    territories.push({ id: m[1], name: m[2], nameEn: m[3], continent: snake(m[4]) });
  }
  const borders = pairs(source, 'BORDERS');
  const seaLinks = pairs(source, 'SEA_LINKS');
  if (territories.length !== 42) {
    throw new Error(`board.rs: expected 42 territories, parsed ${territories.length}`);
  }
  if (borders.length !== 82) {
    throw new Error(`board.rs: expected 82 borders, parsed ${borders.length}`);
  }
  const ids = new Set(territories.map((t) => t.id));
  for (const [a, b] of [...borders, ...seaLinks]) {
    if (!ids.has(a) || !ids.has(b)) throw new Error(`board.rs: unknown id in pair ${a}-${b}`);
  }
  return { territories, borders, seaLinks };
}

/** Order-independent key of a pair of ids. */
export function pairKey(a, b) {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}
