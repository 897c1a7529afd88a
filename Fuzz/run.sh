#!/usr/bin/env bash
# Builds the loader, language-server and escaping fuzz target with libFuzzer and AddressSanitizer, without SwiftPM
# for the target itself, and runs it for FUZZ_SECONDS (default 60). .ci/run builds and runs it for a minute.
#
# Every Swift file under Sources/Stagehand is compiled, together with Fuzz/LoaderFuzz/main.swift,
# into one module named Stagehand, so the fuzz target sees internal API and later checks are
# fuzzed by adding calls to main.swift. swift-collections (OrderedCollections, which Stagehand
# imports) is built once by SwiftPM from its own checkout, with its own settings, and linked in.
#
# Environment: FUZZ_SECONDS (60), FUZZ_MAX_LEN (4096), FUZZ_SCRATCH (.build-fuzz).
# Crashing inputs are written to $FUZZ_SCRATCH/artifacts/; the grown corpus to $FUZZ_SCRATCH/corpus/.
set -euo pipefail

cd "$(dirname "$0")/.."
scratch=${FUZZ_SCRATCH:-.build-fuzz}
seconds=${FUZZ_SECONDS:-60}
max_len=${FUZZ_MAX_LEN:-4096}
mkdir -p "$scratch"

# 1. swift-collections sources. Resolving may report an unrelated manifest problem while
#    another target is being written; the checkout is all that is needed here.
collections="$scratch/checkouts/swift-collections"
if [ ! -d "$collections" ]; then
    swift package --scratch-path "$scratch" resolve >/dev/null 2>&1 || true
fi
if [ ! -d "$collections" ]; then
    for candidate in .build*/checkouts/swift-collections; do
        if [ -d "$candidate" ]; then collections=$candidate; break; fi
    done
fi
if [ ! -d "$collections" ]; then
    echo "run.sh: cannot find a swift-collections checkout; run 'swift package resolve' first" >&2
    exit 2
fi

# 2. OrderedCollections (and the utilities module it imports), built by SwiftPM in its own package.
collections_build="$scratch/collections"
swift build --package-path "$collections" --scratch-path "$collections_build" -c release \
    --target OrderedCollections >/dev/null
bin=$(swift build --package-path "$collections" --scratch-path "$collections_build" -c release --show-bin-path)
collection_objects=()
while IFS= read -r -d '' object; do
    collection_objects+=("$object")
done < <(find "$bin/OrderedCollections.build" "$bin/InternalCollectionsUtilities.build" -name '*.o' -print0)

# 3. The fuzz target: all Stagehand sources plus the fuzz entry point, as one module.
# Compiled from a snapshot, so a file saved mid-build elsewhere in the tree cannot fail the build.
snapshot="$scratch/snapshot"
sources=()
take_snapshot() {
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    cp -R Sources/Stagehand "$snapshot/Stagehand"
    cp Fuzz/LoaderFuzz/main.swift "$snapshot/main.swift"
    cp Fuzz/LoaderFuzz/EscapingFuzz.swift "$snapshot/EscapingFuzz.swift"
    # The language server's sources join the one module, their `import Stagehand` dropped, so
    # whole LSP sessions are fuzzed through its message reader too.
    mkdir -p "$snapshot/StagehandLanguageServer"
    for file in Sources/StagehandLanguageServer/*.swift; do
        grep -v '^import Stagehand$' "$file" > "$snapshot/StagehandLanguageServer/$(basename "$file")"
    done
    # The writers of XML (SVG, HTML) and Graphviz labels, from the console library, are fuzzed
    # with the terminal escaping: they need nothing of it but TextEscaper.
    mkdir -p "$snapshot/StagehandConsole"
    for file in Sources/StagehandConsole/Pictures/XMLText.swift Sources/StagehandConsole/Storyboard/DOTText.swift; do
        grep -v '^import Stagehand$' "$file" > "$snapshot/StagehandConsole/$(basename "$file")"
    done
    # The C watcher commands run under (Stagehand imports it as a module of its own).
    mkdir -p "$snapshot/CStagehandSupervisor"
    cp -R Sources/CStagehandSupervisor/. "$snapshot/CStagehandSupervisor/"
    printf 'module CStagehandSupervisor {\n  header "include/stagehand_supervisor.h"\n  export *\n}\n' \
        > "$snapshot/CStagehandSupervisor/module.modulemap"
    sources=()
    while IFS= read -r -d '' file; do
        sources+=("$file")
    done < <(find "$snapshot/Stagehand" "$snapshot/StagehandLanguageServer" "$snapshot/StagehandConsole" -name '*.swift' -print0 | sort -z)
    # One module: two files of the same name would make two objects of the same name.
    local duplicates
    duplicates=$(for file in "${sources[@]}"; do basename "$file"; done | sort | uniq -d)
    if [ -n "$duplicates" ]; then
        echo "run.sh: source files share a name, which one module cannot compile: $duplicates" >&2
        exit 2
    fi
    sources+=("$snapshot/main.swift" "$snapshot/EscapingFuzz.swift")
}
take_snapshot

binary="$scratch/loader-fuzz"
echo "Compiling ${#sources[@]} Swift files into $binary"
compile() {
    clang -c -O1 -g -fPIC "$snapshot/CStagehandSupervisor/supervisor.c" \
        -I "$snapshot/CStagehandSupervisor/include" -o "$snapshot/supervisor.o" || return 1
    # ld.gold warns once per ASan helper symbol ("Cannot export local symbol"); that noise is dropped.
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -suppress-warnings \
        -swift-version 6 -module-name Stagehand -package-name stagehand \
        -I Sources/CLibYAML -I Sources/CAllocator -I "$bin/Modules" -I "$snapshot/CStagehandSupervisor" \
        "${sources[@]}" "${collection_objects[@]}" "$snapshot/supervisor.o" \
        -lyaml -o "$binary" 2>&1 | grep -v 'Cannot export local symbol' >&2
    return "${PIPESTATUS[0]}"
}
# A half-saved file from concurrent work can still break one attempt: retry once, on a fresh snapshot.
compile || { echo "run.sh: compile failed; retrying in 30 s" >&2; sleep 30; take_snapshot; compile; }

# 4. Run. The seed corpus is copied so the checked-in one stays small and reviewed.
corpus="$scratch/corpus"
artifacts="$scratch/artifacts/"
mkdir -p "$corpus" "$artifacts"
cp Fuzz/corpus/* "$corpus"/
echo "Fuzzing for $seconds seconds (max_len $max_len)"
log="$scratch/fuzz.log"
set +e
"$binary" "$corpus" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1
status=$?
set -e
grep -E '^#[0-9]+.*(pulse|DONE)|^==[0-9]+==|SUMMARY|Test unit written|^stat::' "$log" || true
executions=$(grep -E '^stat::number_of_executed_units' "$log" | tail -1 | awk '{print $2}')
echo "executions: ${executions:-unknown} in $seconds seconds (exit status $status; log: $log)"
exit "$status"
