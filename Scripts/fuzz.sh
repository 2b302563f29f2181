#!/usr/bin/env bash
# Builds the libFuzzer target over the whole stylerule pipeline and runs it.
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer options...]
#
# SECONDS defaults to 60. The corpus lives in .build/fuzz/corpus (seeded from Rules/ and
# Tests/Corpus on every run); crashes, timeouts and sanitizer reports are written to
# .build/fuzz/artifacts. Each finding must be fixed and turned into a regression test
# (Tests/Corpus/fuzz/), then recorded in Docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"

echo "==> building the fuzzer (swiftc -sanitize=fuzzer,address)"
find Sources/StyleRuleKit -name '*.swift' | sort > "$out/sources.txt"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  -module-name StyleRuleFuzz -package-name stylerule \
  @"$out/sources.txt" Scripts/Fuzz/FuzzEntry.swift \
  -o "$out/stylerule-fuzz"

echo "==> seeding the corpus from Rules/ and Tests/Corpus"
find Rules Tests/Corpus -type f \( -name '*.rules' -o -name '*.bin' \) -exec cp {} "$out/corpus/" \; 2>/dev/null || true

echo "==> fuzzing for $seconds seconds"
"$out/stylerule-fuzz" "$out/corpus" \
  -artifact_prefix="$out/artifacts/" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
  -dict=Scripts/Fuzz/rules.dict -print_final_stats=1 "$@"
