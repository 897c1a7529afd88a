#!/bin/sh
# Lays out an installed stagehand under a prefix, where distributions put each part:
#   PREFIX/bin/stagehand
#   PREFIX/share/man/man1/stagehand.1, stagehand.lint.1, … (one page per command)
#   PREFIX/share/bash-completion/completions/stagehand
#   PREFIX/share/zsh/site-functions/_stagehand
#   PREFIX/share/fish/vendor_completions.d/stagehand.fish
# The pages and completions come from the executable itself, so they match it.
# Usage: Tools/install-tree.sh EXECUTABLE PREFIX
set -eu
bin="$1"
prefix="$2"
[ -x "$bin" ] || { echo "install-tree: no executable at $bin" >&2; exit 2; }
mkdir -p "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
cp "$bin" "$prefix/bin/stagehand.new"
chmod 755 "$prefix/bin/stagehand.new"
mv -f "$prefix/bin/stagehand.new" "$prefix/bin/stagehand"
installed="$prefix/bin/stagehand"
"$installed" --generate-manual "$prefix/share/man/man1"
chmod 644 "$prefix"/share/man/man1/stagehand.1 "$prefix"/share/man/man1/stagehand.*.1
"$installed" --generate-completion-script bash > "$prefix/share/bash-completion/completions/stagehand"
"$installed" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_stagehand"
"$installed" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/stagehand.fish"
