#!/usr/bin/env bash
# Installs stagehand into a temporary prefix with `make install` and uses what it installed as a
# person would: the executable's --version, every man page through `man -M`, and bash completion
# of commands, scenes and scripts. Then `make release` into a temporary folder: its checksums
# verify and its tarball holds the installed tree. The checkout is left as it was.
#
# Usage: Tests/Install/check.sh [EXECUTABLE]
#   EXECUTABLE: an already built stagehand to install (the test suite gives its debug build);
#   without it, make builds the static release executable (.ci/run has built it already).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "install check: $*" >&2; exit 1; }

given=()
[ $# -gt 0 ] && given=("STAGEHAND_BIN=$1")
before="$(git -C "$root" status --porcelain 2>/dev/null || true)"
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/Stagehand/Support/StagehandVersion.swift")"

prefix="$work/prefix"
make -s -C "$root" install PREFIX="$prefix" "${given[@]}" >/dev/null
for file in bin/stagehand share/man/man1/stagehand.1 share/man/man1/stagehand.lint.1 \
  share/bash-completion/completions/stagehand share/zsh/site-functions/_stagehand \
  share/fish/vendor_completions.d/stagehand.fish; do
  [ -s "$prefix/$file" ] || fail "make install wrote no $file"
done

printed="$("$prefix/bin/stagehand" --version)"
[ "$printed" = "stagehand $version" ] || fail "--version printed '$printed', not 'stagehand $version'"

# Every page renders, and names what it documents.
pages=0
for page in "$prefix"/share/man/man1/*.1; do
  name="$(basename "$page" .1)"
  text="$(MANPAGER=cat MANWIDTH=100 man -M "$prefix/share/man" "$name" 2>&1)" || fail "man -M … $name failed: $text"
  grep -q "^NAME" <<<"$text" || fail "man $name has no NAME section: $text"
  grep -q "$name" <<<"$text" || fail "man $name does not name itself"
  pages=$((pages + 1))
done
[ "$pages" -ge 8 ] || fail "only $pages man pages installed"
MANPAGER=cat man -M "$prefix/share/man" stagehand.lint | grep -q "unknown-id" \
  || fail "man stagehand.lint lists no diagnostic codes"

# Bash completion, as bash-completion loads it: commands, scenes for a scene, scripts for --script.
mkdir -p "$work/project/Scenes"
touch "$work/project/Scenes/a.scene.yaml" "$work/project/Scenes/a.script.yml" "$work/project/Scenes/data.json"
complete_words() {
  (cd "$work/project" && bash --noprofile --norc -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _stagehand stagehand "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf "%s\n" "${COMPREPLY[@]}"' bash "$prefix/share/bash-completion/completions/stagehand" "$@")
}
grep -qx "lint" <<<"$(complete_words stagehand li)" || fail "bash does not complete 'li' to lint: $(complete_words stagehand li)"
scenes="$(complete_words stagehand run Scenes/)"
grep -qx "Scenes/a.scene.yaml" <<<"$scenes" || fail "bash offers no scene for run: $scenes"
! grep -q "data.json\|script" <<<"$scenes" || fail "bash offers more than scenes for run: $scenes"
scripts="$(complete_words stagehand run --script Scenes/)"
grep -qx "Scenes/a.script.yml" <<<"$scripts" || fail "bash offers no script for --script: $scripts"

# The release: a tarball of the same tree, and checksums that verify.
dist="$work/dist"
make -s -C "$root" release DIST="$dist" "${given[@]}" >/dev/null
tarball="stagehand-$version-linux-$(uname -m).tar.gz"
[ -f "$dist/$tarball" ] || fail "make release wrote no $tarball: $(ls "$dist")"
(cd "$dist" && sha256sum --check --quiet SHA256SUMS) || fail "the release checksums do not verify"
mkdir "$work/unpacked"
tar -C "$work/unpacked" -xzf "$dist/$tarball"
unpacked="$work/unpacked/stagehand-$version-linux-$(uname -m)"
diff <(cd "$prefix" && find . -type f | sort) <(cd "$unpacked" && find . -type f ! -name '*.md' | sort) \
  || fail "the tarball's tree differs from the installed one"
[ "$("$unpacked/bin/stagehand" --version)" = "stagehand $version" ] || fail "the released executable's --version is wrong"

after="$(git -C "$root" status --porcelain 2>/dev/null || true)"
[ "$before" = "$after" ] || fail "installing and releasing changed the checkout: $after"
echo "install check: installed $pages man pages, completions and stagehand $version; $tarball verifies"
