#!/bin/sh
# Runs the conformance suite against harness.py and gates it on baseline.json.
#   ./run.sh            the run: exit 1 on a NEW failure, a STALE entry or a CHANGED outcome. With no
#                       baseline.json, or init's placeholder one where your code fails other cases, the
#                       run writes baseline.json: its reasons are the causes, each to review (replace its text).
#   ./run.sh --update   rewrite baseline.json from a new run (reviewed reasons stay; the rest by cause)
# More arguments go to `toolcall-conformance run` (for example --tags coerce, --quiet).
# The harness runs on .venv/bin/python, a venv of this folder made by ${PYTHON:-python3}: it holds your
# project (pip install -e @ROOT@, again whenever its pyproject.toml changes) and the suite's harness kit.
set -e
cd "$(dirname "$0")"
SUITE=${TOOLCALL_CONFORMANCE:-toolcall-conformance}
[ -x .venv/bin/python ] || "${PYTHON:-python3}" -m venv .venv
project=$(ls @ROOT@/pyproject.toml @ROOT@/setup.py 2>/dev/null | head -n 1)
site=$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
if [ -z "$project" ]; then
  (cd @ROOT@ && pwd) > "$site/conformance-project.pth"  # no package to install: the repository is importable
elif ! [ .venv/installed -nt "$project" ]; then
  if ! .venv/bin/python -m pip install --quiet --disable-pip-version-check -e @ROOT@; then
    echo "error: \`pip install -e @ROOT@\` into @FOLDER@/.venv failed (above): the harness needs your project" >&2
    exit 1
  fi
  touch .venv/installed
fi
$SUITE harness-kit --language python --out .venv/kit > "$site/toolcall-conformance-kit.pth"
if ! .venv/bin/python harness.py </dev/null >/dev/null 2>.venv/start.log; then
  echo "error: @FOLDER@/harness.py does not start on .venv/bin/python: $(tail -n 1 .venv/start.log)" >&2
  exit 1
fi
if [ "$1" = "--update" ]; then
  exec $SUITE baseline --impl "cmd:.venv/bin/python harness.py" --level core --update baseline.json
fi
exec $SUITE run --impl "cmd:.venv/bin/python harness.py" --level core --baseline baseline.json --first-baseline "$@"
