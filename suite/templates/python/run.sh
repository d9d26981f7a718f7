#!/bin/sh
# Runs the conformance suite against harness.py and gates it on baseline.json.
#   ./run.sh            the run; exit 1 on a NEW failure, a STALE entry or a CHANGED outcome
#   ./run.sh --update   rewrite baseline.json from a new run (explain the entries under reason "new")
# More arguments go to `toolcall-conformance run` (for example --tags coerce).
set -e
cd "$(dirname "$0")"
if [ "$1" = "--update" ]; then
  exec toolcall-conformance baseline --impl "cmd:${PYTHON:-python3} harness.py" --level core --update baseline.json
fi
exec toolcall-conformance run --impl "cmd:${PYTHON:-python3} harness.py" --level core --baseline baseline.json "$@"
