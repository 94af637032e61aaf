#!/usr/bin/env bash
# Prints the transfer size of every file of the built site and the total, against the
# 200 KB budget of the finished app. Usage: scripts/size-report.sh [dist]
#
# Columns: the file's raw size; `gzip -9` of it (what a server compressing on the fly at
# its best level would send); and what is sent to a browser that accepts gzip by a server
# that serves the precompressed FILE.gz files (scripts/precompress.mjs, zopfli) where there
# is one, and the file itself where there is none. The budget is checked on that last column.
set -euo pipefail
DIR="${1:-dist}"
BUDGET_KB=200
[ -d "$DIR" ] || { echo "size-report: no '$DIR' directory (run trunk build --release first)" >&2; exit 1; }
total_raw=0
total_gz=0
total_sent=0
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
  printf '%-36s %10d %10d %10d\n' "${f#"$DIR"/}" "$raw" "$gz" "$sent"
done < <(find "$DIR" -type f ! -name '*.gz' -print0 | sort -z)
printf '%-36s %10d %10d %10d\n' "TOTAL" "$total_raw" "$total_gz" "$total_sent"
awk -v gz="$total_gz" -v sent="$total_sent" -v budget="$BUDGET_KB" 'BEGIN {
  printf "sent to the browser: %.1f KB (budget for the finished app: %d KB); gzip -9 of every file: %.1f KB\n", sent / 1024, budget, gz / 1024
}'
if [ "$with_gz" -eq 0 ]; then
  echo "size-report: no precompressed .gz files in '$DIR' (a debug build has none): every file is counted raw" >&2
fi
if [ "$total_sent" -gt $((BUDGET_KB * 1024)) ]; then
  echo "size-report: WARNING: over the ${BUDGET_KB} KB budget" >&2
fi
