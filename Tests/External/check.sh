#!/usr/bin/env bash
# Builds a small package outside this one against this checkout, the way a user's package uses
# Stagehand, and runs its executable's `lint`: the documented `.package` line and product names
# must work, whatever folder the checkout sits in.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A user's dependency is named by its repository: `stagehand`. The checkout may sit in a folder
# of any name, so reach it through a link of the repository's name.
ln -s "$root" "$work/stagehand"
cp -R "$root/Tests/External/Greeter" "$work/Greeter"

cd "$work/Greeter"
swift build --product greeter 2>&1 | tail -n 3
greeter="$(swift build --show-bin-path)/greeter"

"$greeter" lint Scenes/hello.scene.yaml
if "$greeter" lint Scenes/broken.scene.yaml > lint.txt 2>&1; then
  echo "external package: a broken scene linted clean"; cat lint.txt; exit 1
fi
grep -q "unknown property 'greting' of GreetingBinding; did you mean 'greeting'?" lint.txt \
  || { echo "external package: unexpected lint output"; cat lint.txt; exit 1; }
"$greeter" --help | grep -q "USAGE: greeter" \
  || { echo "external package: help does not name the executable"; exit 1; }
echo "external package: built against the checkout, and its lint knows its own types"
