#!/usr/bin/env bash
# Prints the gzipped transfer size (gzip -9) of every file of the built site and the
# total, against the 200 KB budget of the finished app. Usage: scripts/size-report.sh [dist]
set -euo pipefail
DIR="${1:-dist}"
BUDGET_KB=200
[ -d "$DIR" ] || { echo "size-report: no '$DIR' directory (run trunk build --release first)" >&2; exit 1; }
total_raw=0
total_gz=0
printf '%-36s %10s %10s\n' "file" "raw B" "gzip B"
while IFS= read -r -d '' f; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-36s %10d %10d\n' "${f#"$DIR"/}" "$raw" "$gz"
done < <(find "$DIR" -type f -print0 | sort -z)
printf '%-36s %10d %10d\n' "TOTAL" "$total_raw" "$total_gz"
awk -v gz="$total_gz" -v budget="$BUDGET_KB" 'BEGIN { printf "total gzipped: %.1f KB (budget for the finished app: %d KB)\n", gz / 1024, budget }'
if [ "$total_gz" -gt $((BUDGET_KB * 1024)) ]; then
  echo "size-report: WARNING: over the ${BUDGET_KB} KB budget" >&2
fi
