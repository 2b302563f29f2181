#!/usr/bin/env bash
# Builds stylerule and installs it with its companions, its man page and its shell
# completions.
#
#   Scripts/install.sh [--prefix DIR] [--configuration release|debug]
#
# Installs, under PREFIX (default /usr/local):
#   bin/stylerule, bin/stylerule-scan, bin/stylerule-config
#   share/man/man1/stylerule.1                       (swift package generate-manual)
#   share/bash-completion/completions/stylerule
#   share/zsh/site-functions/_stylerule
#   share/fish/vendor_completions.d/stylerule.fish
#
# The man page is built from the command definitions by swift-argument-parser's
# GenerateManual plugin; the completions are written by `stylerule
# --generate-completion-script`. Run it as yourself: it builds as you, and uses sudo
# only to copy into a PREFIX you cannot write to.
set -euo pipefail

prefix=/usr/local
configuration=release
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --configuration) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
    -h | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$configuration" in
  release | debug) ;;
  *) echo "install.sh: --configuration is release or debug, not '$configuration'" >&2; exit 2 ;;
esac

cd "$(dirname "$0")/.."

echo "==> swift build -c $configuration"
swift build -c "$configuration"
bin="$(swift build -c "$configuration" --show-bin-path)"

echo "==> man page"
# The plugin builds the package (already built above) and writes the page to its own
# work folder under .build.
swift package generate-manual --configuration "$configuration" >/dev/null
manual=".build/plugins/GenerateManual/outputs/stylerule/stylerule.1"
[ -s "$manual" ] || { echo "install.sh: the man page was not generated" >&2; exit 1; }

# The man page and the completion scripts are written to a staging folder first, so that only `install`
# touches PREFIX, and with sudo only when PREFIX is not writable by this user.
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# swift-argument-parser writes a discussion's blank lines as they are; mdoc wants a
# paragraph macro there (man warns "Empty input line" otherwise).
sed 's/^$/.Pp/' "$manual" > "$staging/stylerule.1"
"$bin/stylerule" --generate-completion-script bash > "$staging/stylerule.bash"
"$bin/stylerule" --generate-completion-script zsh > "$staging/_stylerule"
"$bin/stylerule" --generate-completion-script fish > "$staging/stylerule.fish"

existing="$prefix"
while [ ! -e "$existing" ]; do existing="$(dirname "$existing")"; done
sudo=""
if [ ! -w "$existing" ] && [ "$(id -u)" != 0 ]; then
  echo "$prefix is not writable: installing with sudo"
  sudo="sudo"
fi

echo "==> installing into $prefix"
$sudo install -d "$prefix/bin" "$prefix/share/man/man1" \
  "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
  "$prefix/share/fish/vendor_completions.d"
$sudo install -m 755 "$bin/stylerule" "$bin/stylerule-scan" "$bin/stylerule-config" "$prefix/bin/"
$sudo install -m 644 "$staging/stylerule.1" "$prefix/share/man/man1/stylerule.1"
$sudo install -m 644 "$staging/stylerule.bash" "$prefix/share/bash-completion/completions/stylerule"
$sudo install -m 644 "$staging/_stylerule" "$prefix/share/zsh/site-functions/_stylerule"
$sudo install -m 644 "$staging/stylerule.fish" "$prefix/share/fish/vendor_completions.d/stylerule.fish"

echo "installed stylerule $("$prefix/bin/stylerule" --version) into $prefix"
