#!/bin/sh
# Runs the conformance suite against harness.ts (built to dist/harness.js) and gates it on baseline.json.
#   ./run.sh            the run; exit 1 on a NEW failure, a STALE entry or a CHANGED outcome
#   ./run.sh --update   rewrite baseline.json from a new run (explain the entries under reason "new")
# More arguments go to `toolcall-conformance run` (for example --tags coerce).
set -e
cd "$(dirname "$0")"
[ -d node_modules ] || npm install --no-audit --no-fund --loglevel=error
npx tsc -p .
if [ "$1" = "--update" ]; then
  exec toolcall-conformance baseline --impl "cmd:node dist/harness.js" --level core --update baseline.json
fi
exec toolcall-conformance run --impl "cmd:node dist/harness.js" --level core --baseline baseline.json "$@"
