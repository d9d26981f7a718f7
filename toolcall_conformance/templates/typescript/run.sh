#!/bin/sh
# Runs the conformance suite against harness.ts and gates it on baseline.json.
#   ./run.sh            build (only when a source changed), then the run:
#                       exit 1 on a NEW failure, a STALE entry or a CHANGED outcome. With no baseline.json,
#                       or init's placeholder one where your code fails other cases, the run writes
#                       baseline.json: its reasons are the causes, each to review (replace its text).
#   ./run.sh --update   rewrite baseline.json from a new run (reviewed reasons stay; the rest by cause)
#   ./run.sh --build    only build (the workflow does this)
# More arguments go to `toolcall-conformance run` (for example --tags coerce, --quiet).
set -e
cd "$(dirname "$0")"
SUITE=${TOOLCALL_CONFORMANCE:-toolcall-conformance}
HARNESS=dist/@FOLDER@/harness.js
BUILDINFO=dist/tsconfig.tsbuildinfo
[ node_modules/.package-lock.json -nt package.json ] || npm install --no-audit --no-fund --loglevel=error
# tsc runs when a TypeScript or JavaScript file, a tsconfig.json or a package.json of the repository is
# newer than the last build (it then compiles what changed); a type error stops here, and the next run
# builds again.
changed=yes
if [ -f "$BUILDINFO" ] && [ -f "$HARNESS" ]; then
  changed=$(find .. -path ../@FOLDER@/dist -prune -o -name node_modules -prune -o -name .git -prune -o \
    -type f -newer "$BUILDINFO" \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.tsx' \
    -o -name '*.js' -o -name '*.mjs' -o -name '*.cjs' -o -name tsconfig.json -o -name package.json \) \
    -print | head -n 1)
fi
if [ -n "$changed" ]; then
  npx tsc -p . || { rm -f "$BUILDINFO"; exit 1; }
  # Node loads each built file as tsc wrote it: yours as your package.json's "type" says, this harness
  # as an ES module.
  node -p '`{"type": "${require("../package.json").type || "commonjs"}"}`' > dist/package.json
  echo '{"type": "module"}' > dist/@FOLDER@/package.json
  touch "$BUILDINFO"
fi
if [ "$1" = "--build" ]; then exit 0; fi
if ! node "$HARNESS" </dev/null >/dev/null 2>dist/start.log; then
  echo "error: node @FOLDER@/$HARNESS does not start: $(grep -m 1 -E '^[A-Za-z]*Error' dist/start.log || tail -n 1 dist/start.log)" >&2
  exit 1
fi
if [ "$1" = "--update" ]; then
  exec $SUITE baseline --impl "cmd:node $HARNESS" --level core --update baseline.json
fi
exec $SUITE run --impl "cmd:node $HARNESS" --level core --baseline baseline.json --first-baseline "$@"
