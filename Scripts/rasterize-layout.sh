#!/usr/bin/env bash
# Rasterises the layout pictures of `stylerule layout --format svg` to PNG with rsvg-convert
# (Debian's librsvg2-bin), so that a person can look at them. Each FILE.svg gives FILE.png
# beside it, or in DIR with --out. With no file, every SVG under Tests/Goldens/layout.
#
#   Scripts/rasterize-layout.sh [--zoom FACTOR] [--out DIR] [FILE.svg ...]
#
# --zoom 2 draws two pixels per point (the pictures use one user unit per point).
# Exit status: 0 when every file was rasterised, 1 when one failed, 2 on a usage error,
# 3 when rsvg-convert is not installed (then nothing is written).
#
# Only shell builtins are used besides rsvg-convert (and mkdir for --out), so that the
# "not installed" path can be tested with an empty PATH.
set -euo pipefail

usage() {
  printf '%s\n' "usage: Scripts/rasterize-layout.sh [--zoom FACTOR] [--out DIR] [FILE.svg ...]" >&2
}

zoom=1
out=""
files=()
while (($# > 0)); do
  case "$1" in
    --zoom)
      (($# >= 2)) || { usage; exit 2; }
      zoom="$2"
      shift 2
      ;;
    --out)
      (($# >= 2)) || { usage; exit 2; }
      out="$2"
      shift 2
      ;;
    -h | --help)
      usage
      exit 0
      ;;
    --)
      shift
      files+=("$@")
      break
      ;;
    -*)
      printf 'rasterize-layout: unknown option %s\n' "$1" >&2
      usage
      exit 2
      ;;
    *)
      files+=("$1")
      shift
      ;;
  esac
done

if [[ ! "$zoom" =~ ^[0-9]+([.][0-9]+)?$ ]] || [[ "$zoom" =~ ^0+([.]0+)?$ ]]; then
  printf 'rasterize-layout: --zoom needs a positive number, not "%s"\n' "$zoom" >&2
  exit 2
fi

converter="$(command -v rsvg-convert || true)"
if [[ -z "$converter" ]]; then
  printf '%s\n' \
    "rasterize-layout: rsvg-convert is not installed, so no PNG was written." \
    "Install it with: sudo apt-get install librsvg2-bin (Debian, Ubuntu)," \
    "brew install librsvg (macOS) or your system's librsvg package, then run this again." >&2
  exit 3
fi

if ((${#files[@]} == 0)); then
  script_dir="${BASH_SOURCE[0]%/*}"
  [[ "$script_dir" == "${BASH_SOURCE[0]}" ]] && script_dir="."
  root="$(cd "$script_dir/.." && pwd)"
  shopt -s nullglob
  files=("$root"/Tests/Goldens/layout/*.svg "$root"/Tests/Goldens/layout/svg/*.svg)
  shopt -u nullglob
  if ((${#files[@]} == 0)); then
    printf 'rasterize-layout: no SVG file under %s/Tests/Goldens/layout\n' "$root" >&2
    exit 1
  fi
fi

if [[ -n "$out" ]]; then
  mkdir -p -- "$out"
fi

status=0
for file in "${files[@]}"; do
  if [[ "$file" != *.svg ]]; then
    printf 'rasterize-layout: %s is not an .svg file; skipped\n' "$file" >&2
    status=1
    continue
  fi
  if [[ ! -f "$file" ]]; then
    printf 'rasterize-layout: %s: no such file\n' "$file" >&2
    status=1
    continue
  fi
  name="${file##*/}"
  if [[ -n "$out" ]]; then
    png="${out%/}/${name%.svg}.png"
  else
    png="${file%.svg}.png"
  fi
  if "$converter" --zoom "$zoom" --format png --output "$png" -- "$file"; then
    printf '%s\n' "$png"
  else
    printf 'rasterize-layout: rsvg-convert failed on %s\n' "$file" >&2
    status=1
  fi
done
exit "$status"
