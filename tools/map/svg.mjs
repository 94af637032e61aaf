// Writes the SVG document. Structure (the app relies on it) is documented in README.md.
import { LABEL_FONT } from './layout.mjs';

/**
 * Compact relative path data: "m dx dy dx dy ... z" per ring (implicit lineto after m),
 * each ring's moveto relative to the previous ring's start (where "z" leaves the pen).
 * Small deltas repeat far more than absolute coordinates, so the map gzips about 30%
 * smaller in the app's wasm (issue 3). A minus sign separates numbers by itself.
 */
export function pathData(rings) {
  // Coordinates have at most one decimal: deltas are taken in whole tenths, so no
  // floating-point residue (7.600000000000023) reaches the file.
  const tenths = (v) => Math.round(v * 10);
  let out = '';
  let pen = [0, 0];
  for (const ring of rings) {
    let prev = pen;
    let cmd = 'm';
    for (const p of ring) {
      const dx = (tenths(p[0]) - tenths(prev[0])) / 10;
      const dy = (tenths(p[1]) - tenths(prev[1])) / 10;
      out += cmd + (cmd || dx < 0 ? '' : ' ') + dx + (dy < 0 ? '' : ' ') + dy;
      cmd = '';
      prev = p;
    }
    out += 'z';
    pen = ring[0];
  }
  return out;
}

function esc(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/**
 * Default look when the file is opened alone. Every selector is wrapped in :where(), so
 * its specificity is zero and any rule of the app's stylesheet wins over it.
 */
function defaultStyle(r) {
  const font = 'font-family:system-ui,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif';
  return [
    ':where(.map .sea){fill:#b9d9ec}',
    ':where(.map .land){fill:#f2ecd9;fill-rule:evenodd;stroke:#5e584c;stroke-width:2;stroke-linejoin:round}',
    ':where(.map .sea-link){fill:none;stroke:#3d5f7d;stroke-width:3;stroke-dasharray:10 8}',
    ':where(.map .wrap-arrow){fill:none;stroke:#3d5f7d;stroke-width:5;stroke-linecap:round;stroke-linejoin:round}',
    ':where(.map .lakes){pointer-events:none}',
    ':where(.map .lake){fill:#b9d9ec;stroke:#6f6a5e;stroke-width:1}',
    ':where(.map .continents){pointer-events:none}',
    ':where(.map .continent){fill:none;stroke:#2b2b2b;stroke-width:4;stroke-linejoin:round}',
    ':where(.map .badge circle){fill:#fff;stroke:#333;stroke-width:2.5}',
    `:where(.map .badge text){${font};font-size:${Math.round(r * 1.15)}px;font-weight:700;text-anchor:middle;dominant-baseline:central}`,
    ':where(.map .labels){pointer-events:none}',
    `:where(.map .label){${font};font-size:${LABEL_FONT}px;font-weight:700;text-anchor:middle;fill:#1d1d1d;stroke:#fff;stroke-width:5;stroke-linejoin:round;paint-order:stroke}`,
  ].join('');
}

export function writeSvg({ board, width, height, shapes, continents, lakes, anchors, labels, links, badgeRadius }) {
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" class="map">`);
  out.push(`<style>${defaultStyle(badgeRadius)}</style>`);
  out.push(`<rect class="sea" width="${width}" height="${height}"/>`);
  out.push('<g class="sea-links">');
  for (const l of links) {
    const pair = l.pair.join(' ');
    out.push(`<path class="sea-link" data-link="${pair}" d="${l.d}"/>`);
    if (l.arrow) out.push(`<path class="wrap-arrow" data-link="${pair}" d="${l.arrow}"/>`);
  }
  out.push('</g>');
  out.push('<g class="territories">');
  for (const t of board.territories) {
    const a = anchors.get(t.id);
    out.push(
      `<g class="territory" data-territory="${t.id}" data-continent="${t.continent}" data-anchor="${a.x} ${a.y}">` +
        `<path class="land" d="${pathData(shapes.get(t.id))}"/>` +
        `<g class="badge" transform="translate(${a.x} ${a.y})"><circle r="${badgeRadius}"/><text data-armies=""></text></g>` +
        '</g>',
    );
  }
  out.push('</g>');
  out.push('<g class="lakes">');
  for (const rings of lakes) out.push(`<path class="lake" d="${pathData(rings)}"/>`);
  out.push('</g>');
  out.push('<g class="continents">');
  for (const c of continents) out.push(`<path class="continent" data-continent="${c.id}" d="${pathData(c.rings)}"/>`);
  out.push('</g>');
  out.push('<g class="labels">');
  for (const t of board.territories) {
    const l = labels.get(t.id);
    out.push(`<text class="label" data-label="${t.id}" x="${l.x}" y="${l.y}">${esc(t.name)}</text>`);
  }
  out.push('</g>');
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
