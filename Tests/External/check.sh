#!/usr/bin/env bash
# Builds a small package outside this one against a copy of this checkout, the way a user's
# package uses Stagehand, and runs its executable's `lint`: the documented `.package` line and
# product names must work whatever the checkout's folder is called, and depending on Stagehand
# must resolve only what its libraries need (no GRDB, which only the garden example uses).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The checkout, copied (without builds) into a folder that is not named after the repository:
# the Greeter names it with `.package(name: "stagehand", path: …)`, as the docs say.
clone="$work/stagehand-clone"
mkdir "$clone"
tar -C "$root" -c --exclude=./.git --exclude=./.swiftpm --exclude='./.build*' \
  --exclude='./Examples/*/.build' --exclude='./Examples/*/.swiftpm' . | tar -C "$clone" -x
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
echo "external package: built against a checkout in a folder of another name, without GRDB, and its lint knows its own types"
