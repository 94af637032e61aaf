#!/usr/bin/env bash
# Prints the transfer size of every file of the built site and checks three budgets:
# - the first paint's critical path: what the browser needs before it draws Home, which
#   index.html carries written at build time (crates/present/src/present/prerender.rs): the page, with
#   its stylesheet and boot.js inlined (scripts/post-build.mjs), at most 30 KB;
# - the game: the app's JS and wasm (and journal.js, which the app calls at start), what
#   makes Home's buttons work and the board show, at most 300 KB;
# - everything the service worker precaches for offline play (every file), at most 560 KB.
# Exits 1 when any is exceeded. Usage: scripts/size-report.sh [dist]
#
# Columns: the file's raw size; `gzip -9` of it (what a server compressing on the fly at
# its best level would send); what a server serving the precompressed files
# (scripts/precompress.mjs) sends to a browser that accepts only gzip (FILE.gz, zopfli);
# and what it sends to a browser that accepts brotli (FILE.br), which every browser able to
# run the app does over HTTPS (the offline app needs HTTPS for its service worker). The
# budgets are checked on that last column; the gzip-only totals are printed beside them.
set -euo pipefail
DIR="${1:-dist}"
PAINT_BUDGET_KB=30
GAME_BUDGET_KB=300
ALL_BUDGET_KB=560
[ -d "$DIR" ] || { echo "size-report: no '$DIR' directory (run trunk build --release first)" >&2; exit 1; }
total_raw=0
total_gz=0
total_sent_gz=0
total_sent=0
paint_sent=0
paint_sent_gz=0
game_sent=0
game_sent_gz=0
with_copies=0
printf '%-36s %10s %10s %10s %10s\n' "file" "raw B" "gzip-9 B" "sent gz B" "sent br B"
# app.css and boot.js inlined into the page (scripts/post-build.mjs 0f): not linked by it.
inlined=
if [ -f "$DIR/index.html" ] && ! grep -Eq 'src="?/?boot\.js' "$DIR/index.html"; then inlined=1; fi
while IFS= read -r -d '' f; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  sent_gz=$raw
  sent=$raw
  if [ -f "$f.gz" ]; then
    sent_gz=$(wc -c <"$f.gz")
    sent=$sent_gz
    with_copies=$((with_copies + 1))
  fi
  if [ -f "$f.br" ]; then
    sent=$(wc -c <"$f.br")
  fi
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  total_sent_gz=$((total_sent_gz + sent_gz))
  total_sent=$((total_sent + sent))
  # The first paint needs the page, which carries its stylesheet (the joined app.css; the
  # game screens' play.css and the desk's tournament.css load later) and boot.js inline
  # (the files are the desk page's; a build that links them counts them); the game needs the
  # app's JS and wasm and journal.js. Anything else (the bots' worker, the tournament
  # desk, icons, the manifest, the optional sounds' sound.js) loads later or on demand,
  # and is counted in the total.
  case "${f#"$DIR"/}" in
    index.html | boot.js | app.css)
      if [ "${f#"$DIR"/}" = index.html ] || [ -z "$inlined" ]; then
        paint_sent=$((paint_sent + sent))
        paint_sent_gz=$((paint_sent_gz + sent_gz))
      fi
      ;;
    planisfero.js | planisfero_bg.wasm | journal.js)
      game_sent=$((game_sent + sent))
      game_sent_gz=$((game_sent_gz + sent_gz))
      ;;
  esac
  printf '%-36s %10d %10d %10d %10d\n' "${f#"$DIR"/}" "$raw" "$gz" "$sent_gz" "$sent"
done < <(find "$DIR" -type f ! -name '*.gz' ! -name '*.br' -print0 | sort -z)
printf '%-36s %10d %10d %10d %10d\n' "TOTAL" "$total_raw" "$total_gz" "$total_sent_gz" "$total_sent"
awk -v gz="$total_gz" -v sent="$total_sent" -v sentgz="$total_sent_gz" -v paint="$paint_sent" -v paintgz="$paint_sent_gz" -v game="$game_sent" -v gamegz="$game_sent_gz" -v pb="$PAINT_BUDGET_KB" -v gb="$GAME_BUDGET_KB" -v ab="$ALL_BUDGET_KB" 'BEGIN {
  printf "first paint (index.html with Home, app.css, boot.js): %.1f KB sent with brotli (budget %d KB); %.1f KB to a gzip-only browser\n", paint / 1024, pb, paintgz / 1024
  printf "the game (app JS and wasm, journal.js): %.1f KB sent with brotli (budget %d KB); %.1f KB to a gzip-only browser\n", game / 1024, gb, gamegz / 1024
  printf "every file, all precached for offline: %.1f KB sent with brotli (budget %d KB); %.1f KB to a gzip-only browser; gzip -9 of every file: %.1f KB\n", sent / 1024, ab, sentgz / 1024, gz / 1024
}'
if [ "$with_copies" -eq 0 ]; then
  echo "size-report: no precompressed files in '$DIR' (a debug build has none): every file is counted raw" >&2
fi
over=0
if [ "$paint_sent" -gt $((PAINT_BUDGET_KB * 1024)) ]; then
  echo "size-report: over the ${PAINT_BUDGET_KB} KB budget of the first paint's critical path" >&2
  over=1
fi
if [ "$game_sent" -gt $((GAME_BUDGET_KB * 1024)) ]; then
  echo "size-report: over the ${GAME_BUDGET_KB} KB budget of the game's JS and wasm" >&2
  over=1
fi
if [ "$total_sent" -gt $((ALL_BUDGET_KB * 1024)) ]; then
  echo "size-report: over the ${ALL_BUDGET_KB} KB budget of the precached site" >&2
  over=1
fi
exit "$over"
