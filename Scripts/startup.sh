#!/usr/bin/env bash
# Compares the wall time of `stylerule resolve` on a seed case with that of a trivial
# Swift "hello world", both built the same way (release, Swift standard library linked
# dynamically, as `swift build` links it), with hyperfine from Debian's packages, pairwise
# in one run. Prints both means and the ratio; exits with status 1 when the ratio is above
# the target of Docs/performance.md (3).
#
#   Scripts/startup.sh [RULES_FILE]
set -euo pipefail
cd "$(dirname "$0")/.."

file="${1:-Rules/cases/case-6-2.rules}"
out=.build/startup
mkdir -p "$out"
command -v hyperfine >/dev/null || { echo "hyperfine is needed (apt-get install hyperfine)" >&2; exit 2; }

echo "==> building stylerule and hello world (release, dynamic standard library)"
swift build -c release --product stylerule >/dev/null
bin="$(swift build -c release --show-bin-path)"
printf 'print("Hello, world!")\n' > "$out/hello.swift"
swiftc -O "$out/hello.swift" -o "$out/hello"

echo "==> timing"
hyperfine --shell=none --warmup 50 --runs 500 --export-json "$out/startup.json" \
  "$out/hello" "$bin/stylerule resolve $file"

python3 - "$out/startup.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
hello, tool = results[0]["mean"], results[1]["mean"]
ratio = tool / hello
print(f"hello world {hello * 1000:.2f} ms, stylerule resolve {tool * 1000:.2f} ms: {ratio:.2f}x (target: at most 3x)")
sys.exit(0 if ratio <= 3 else 1)
PY
