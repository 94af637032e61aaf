// Trunk post-build step before post-build.mjs (see Trunk.toml; release builds only), also
// usable by hand: node scripts/bundle-css.mjs DIR
//
// The styles stay in several files under style/ (one per part of the app), which Trunk
// copies and minifies one by one. Shipped as one file they compress better (one gzip
// stream shares its dictionary: about 1 KB less than three) and cost one request: the
// stylesheets that DIR/index.html links are joined, in the order of their <link>s (so
// the cascade is unchanged), into the first one; the other files and their <link>s go.
// The first <link>'s `integrity` is then recomputed by post-build.mjs, which runs next and
// recomputes every integrity in index.html. Running it again on its output finds one
// stylesheet and changes nothing.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('usage: node scripts/bundle-css.mjs DIR (or set TRUNK_STAGING_DIR)');
  process.exit(2);
}

function fail(message) {
  console.error(`bundle-css: ${message}`);
  process.exit(1);
}

const indexPath = path.join(dir, 'index.html');
let html = readFileSync(indexPath, 'utf8');
// `<link rel=stylesheet href=/app.css integrity=sha384-…>`, quoted or not (Trunk's HTML
// minifier drops the quotes it can).
const linkRe = /<link\b[^>]*\brel="?stylesheet"?[^>]*>/g;
const hrefRe = /\bhref="?\/?([\w.-]+\.css)"?/;
const links = [...html.matchAll(linkRe)].map((m) => {
  const href = hrefRe.exec(m[0]);
  if (!href) fail(`a stylesheet link without a local .css href: ${m[0]}`);
  return { tag: m[0], name: href[1] };
});
if (links.length === 0) fail('index.html links no stylesheet');

if (links.length > 1) {
  const [first, ...rest] = links;
  const css = links.map((l) => readFileSync(path.join(dir, l.name), 'utf8').trim()).join('\n');
  writeFileSync(path.join(dir, first.name), css);
  for (const l of rest) {
    html = html.replace(l.tag, '');
    rmSync(path.join(dir, l.name));
  }
  writeFileSync(indexPath, html);
  console.log(`bundle-css: ${links.map((l) => l.name).join(' + ')} -> ${first.name} (${css.length} B)`);
}

// The stylesheets that ship apart: the game screens' (index.html copies it; the app links
// it once Home is up, so it is off Home's critical path) and the tournament desk's (linked
// by torneo.html). Trunk does not minify a copied file, so their comments, runs of
// whitespace, the spaces around punctuation and after a colon, and each block's last
// semicolon go here (their strings hold no such sequences).
for (const name of ['play.css', 'tournament.css']) {
  const file = path.join(dir, name);
  if (!existsSync(file)) continue;
  const css = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();
  writeFileSync(file, css);
}
