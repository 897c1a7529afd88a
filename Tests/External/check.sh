#!/usr/bin/env bash
# Builds a small package outside this one against a copy of this checkout, the way a user's
# package uses Stagehand, and runs its executable's `lint`: the documented `.package` line (a git
# URL pinned to a release) and product names must work, and depending on Stagehand must resolve
# only what its libraries need (no GRDB, which only the garden example uses). The app is its own
# tool: its --version, help and manual page name it, not Stagehand.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The checkout, copied (without builds) into a git repository tagged with the release's version,
# as a published Stagehand is: the Greeter depends on it with `.package(url: …, from: "1.0.0")`.
clone="$work/stagehand"
mkdir "$clone"
tar -C "$root" -c --exclude=./.git --exclude=./.swiftpm --exclude='./.build*' --exclude=./dist \
  --exclude='./Examples/*/.build' --exclude='./Examples/*/.swiftpm' . | tar -C "$clone" -x
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$clone/Sources/Stagehand/Support/StagehandVersion.swift")"
git -C "$clone" init -q
git -C "$clone" add -A
git -C "$clone" -c user.name=check -c user.email=check@localhost commit -qm "Stagehand $version"
git -C "$clone" tag "$version"
cp -R "$root/Tests/External/Greeter" "$work/Greeter"

cd "$work/Greeter"
swift build --product greeter 2>&1 | tail -n 3
greeter="$(swift build --show-bin-path)/greeter"

# Resolution fetched Stagehand's own dependencies and nothing only the examples use.
[ -f Package.resolved ] || { echo "external package: resolution wrote no Package.resolved"; exit 1; }
echo "external package: resolved $(ls .build/checkouts | tr '\n' ' ')"
if grep -qi "grdb" Package.resolved || ls .build/checkouts | grep -qi "grdb"; then
  echo "external package: resolving Stagehand fetched GRDB"; cat Package.resolved; exit 1
fi

"$greeter" lint Scenes/hello.scene.yaml
if "$greeter" lint Scenes/broken.scene.yaml > lint.txt 2>&1; then
  echo "external package: a broken scene linted clean"; cat lint.txt; exit 1
fi
grep -q "unknown property 'greting' of GreetingBinding; did you mean 'greeting'?" lint.txt \
  || { echo "external package: unexpected lint output"; cat lint.txt; exit 1; }
"$greeter" --help | grep -q "USAGE: greeter" \
  || { echo "external package: help does not name the executable"; exit 1; }
"$greeter" --help | grep -q "OVERVIEW: Greet people by name on a text console." \
  || { echo "external package: help does not give the app's abstract"; exit 1; }
[ "$("$greeter" --version)" = "greeter 0.1.0" ] \
  || { echo "external package: --version does not print the app's name and version"; exit 1; }
"$greeter" --generate-manual "$work/man/man1"
[ -f "$work/man/man1/greeter.1" ] && [ -f "$work/man/man1/greeter.lint.1" ] \
  || { echo "external package: --generate-manual wrote no greeter pages: $(ls "$work/man/man1")"; exit 1; }
if command -v man >/dev/null 2>&1; then
  MANPAGER=cat man -M "$work/man" greeter | grep -q "Greet people by name" \
    || { echo "external package: man greeter does not describe the app"; exit 1; }
fi
echo "external package: built against Stagehand $version by URL and version, without GRDB; its lint knows its own types, and its help, --version and manual page are its own"
