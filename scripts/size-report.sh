#!/usr/bin/env bash
# Prints the transfer size of every file of the built site and checks the two budgets:
# the home screen's critical path (index.html and what it loads to show the first screen:
# the JS, the wasm, the stylesheet, the favicon; not the tournament desk's own files) at
# most 200 KB, and everything the service worker precaches for offline play (every file)
# at most 400 KB. Exits 1 when either is exceeded. Usage: scripts/size-report.sh [dist]
#
# Columns: the file's raw size; `gzip -9` of it (what a server compressing on the fly at
# its best level would send); and what is sent to a browser that accepts gzip by a server
# that serves the precompressed FILE.gz files (scripts/precompress.mjs, zopfli) where there
# is one, and the file itself where there is none. The budget is checked on that last column.
set -euo pipefail
DIR="${1:-dist}"
CRITICAL_BUDGET_KB=200
ALL_BUDGET_KB=400
[ -d "$DIR" ] || { echo "size-report: no '$DIR' directory (run trunk build --release first)" >&2; exit 1; }
total_raw=0
total_gz=0
total_sent=0
critical_sent=0
with_gz=0
printf '%-36s %10s %10s %10s\n' "file" "raw B" "gzip-9 B" "sent B"
while IFS= read -r -d '' f; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  if [ -f "$f.gz" ]; then
    sent=$(wc -c <"$f.gz")
    with_gz=$((with_gz + 1))
  else
    sent=$raw
  fi
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  total_sent=$((total_sent + sent))
  case "${f#"$DIR"/}" in
    # The tournament desk (issue 17): its own page, script, stylesheet and wasm, loaded
    # only when the organiser opens it; counted in the total, not in Home's critical path.
    torneo.html | torneo.js | tournament.css | desk.js | desk_bg.wasm) ;;
    index.html | favicon.svg | *.css | *.wasm) critical_sent=$((critical_sent + sent)) ;;
    sw.js) ;;
    *.js) critical_sent=$((critical_sent + sent)) ;;
  esac
  printf '%-36s %10d %10d %10d\n' "${f#"$DIR"/}" "$raw" "$gz" "$sent"
done < <(find "$DIR" -type f ! -name '*.gz' -print0 | sort -z)
printf '%-36s %10d %10d %10d\n' "TOTAL" "$total_raw" "$total_gz" "$total_sent"
awk -v gz="$total_gz" -v sent="$total_sent" -v crit="$critical_sent" -v cb="$CRITICAL_BUDGET_KB" -v ab="$ALL_BUDGET_KB" 'BEGIN {
  printf "home screen critical path (index.html, JS, wasm, CSS, favicon): %.1f KB sent (budget %d KB)\n", crit / 1024, cb
  printf "every file, all precached for offline: %.1f KB sent (budget %d KB); gzip -9 of every file: %.1f KB\n", sent / 1024, ab, gz / 1024
}'
if [ "$with_gz" -eq 0 ]; then
  echo "size-report: no precompressed .gz files in '$DIR' (a debug build has none): every file is counted raw" >&2
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
