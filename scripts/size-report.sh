#!/usr/bin/env bash
# Prints the transfer size of every file of the built site and checks the two budgets:
# the home screen's critical path (index.html and what it loads to show the first screen:
# the app's JS and wasm, the stylesheet, the favicon; not the tournament desk's files) at
# most 200 KB, and everything the service worker precaches for offline play (every file)
# at most 400 KB. Exits 1 when either is exceeded. Usage: scripts/size-report.sh [dist]
#
# Columns: the file's raw size; `gzip -9` of it (what a server compressing on the fly at
# its best level would send); what a server serving the precompressed files
# (scripts/precompress.mjs) sends to a browser that accepts only gzip (FILE.gz, zopfli);
# and what it sends to a browser that accepts brotli (FILE.br), which every browser able to
# run the app does over HTTPS (the offline app needs HTTPS for its service worker). The
# budgets are checked on that last column; the gzip-only totals are printed beside them.
set -euo pipefail
DIR="${1:-dist}"
CRITICAL_BUDGET_KB=200
ALL_BUDGET_KB=400
[ -d "$DIR" ] || { echo "size-report: no '$DIR' directory (run trunk build --release first)" >&2; exit 1; }
total_raw=0
total_gz=0
total_sent_gz=0
total_sent=0
critical_sent=0
critical_sent_gz=0
with_copies=0
printf '%-36s %10s %10s %10s %10s\n' "file" "raw B" "gzip-9 B" "sent gz B" "sent br B"
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
  # The home screen needs the page, the saves' journal script, the app's JS and wasm, the
  # stylesheet and the icon;
  # anything else (the bots' worker, the tournament desk, icons, the manifest, the optional
  # sounds' sound.js, the game screens' play.css that the app links after mounting Home)
  # loads later or on demand, and is counted in the total.
  case "${f#"$DIR"/}" in
    # The tournament desk (issue 17): its own page, script, stylesheet and wasm, loaded
    # only when the organiser opens it; counted in the total, not in Home's critical path.
    torneo.html | torneo.js | tournament.css | desk.js | desk_bg.wasm) ;;
    play.css) ;;
    index.html | favicon.svg | journal.js | planisfero.js | planisfero_bg.wasm | *.css)
      critical_sent=$((critical_sent + sent))
      critical_sent_gz=$((critical_sent_gz + sent_gz))
      ;;
  esac
  printf '%-36s %10d %10d %10d %10d\n' "${f#"$DIR"/}" "$raw" "$gz" "$sent_gz" "$sent"
done < <(find "$DIR" -type f ! -name '*.gz' ! -name '*.br' -print0 | sort -z)
printf '%-36s %10d %10d %10d %10d\n' "TOTAL" "$total_raw" "$total_gz" "$total_sent_gz" "$total_sent"
awk -v gz="$total_gz" -v sent="$total_sent" -v sentgz="$total_sent_gz" -v crit="$critical_sent" -v critgz="$critical_sent_gz" -v cb="$CRITICAL_BUDGET_KB" -v ab="$ALL_BUDGET_KB" 'BEGIN {
  printf "home screen critical path (index.html, app JS and wasm, CSS, favicon): %.1f KB sent with brotli (budget %d KB); %.1f KB to a gzip-only browser\n", crit / 1024, cb, critgz / 1024
  printf "every file, all precached for offline: %.1f KB sent with brotli (budget %d KB); %.1f KB to a gzip-only browser; gzip -9 of every file: %.1f KB\n", sent / 1024, ab, sentgz / 1024, gz / 1024
}'
if [ "$with_copies" -eq 0 ]; then
  echo "size-report: no precompressed files in '$DIR' (a debug build has none): every file is counted raw" >&2
fi
over=0
if [ "$critical_sent" -gt $((CRITICAL_BUDGET_KB * 1024)) ]; then
  echo "size-report: over the ${CRITICAL_BUDGET_KB} KB budget of the home screen's critical path" >&2
  over=1
fi
if [ "$total_sent" -gt $((ALL_BUDGET_KB * 1024)) ]; then
  echo "size-report: over the ${ALL_BUDGET_KB} KB budget of the precached site" >&2
  over=1
fi
exit "$over"
