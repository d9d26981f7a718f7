#!/bin/sh
# Runs the conformance suite against your agent as built, pointed at the suite's scripted model and its
# recording MCP server (docs/agents.md), and gates it on baseline.json:
#   @COMMAND@
#   ./run.sh            the run: exit 1 on a NEW failure, a STALE entry or a CHANGED outcome. With no
#                       baseline.json, the run writes it: its reasons are the causes, each to review.
#   ./run.sh --update   rewrite baseline.json from a new run (reviewed reasons stay; the rest by cause)
# More arguments go to `toolcall-conformance run` (for example --quiet, --timeout 60).
# The command runs in the repository's root; the selection is every case an agent can run.
set -e
cd "$(dirname "$0")/@ROOT@"
SUITE=${TOOLCALL_CONFORMANCE:-toolcall-conformance}
IMPL=@IMPL@
if [ "$1" = "--update" ]; then
  exec $SUITE baseline --impl "$IMPL" @SELECTION@ --update @FOLDER@/baseline.json
fi
exec $SUITE run --impl "$IMPL" @SELECTION@ --baseline @FOLDER@/baseline.json --first-baseline "$@"
