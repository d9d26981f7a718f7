# Everything a fresh machine needs is set up by these targets, from the project's locks only:
# requirements-dev.lock (Python, with hashes), node_fixtures/package-lock.json (the zod fixtures, and
# the pnpm and yarn init's persona tests run), and each implementation's pins declared in
# toolcall_conformance/implementations.json.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
DIST ?= dist
UV := $(VENV)/bin/uv
LOCK := requirements-dev.lock
STAMP := $(VENV)/.installed
NODE_STAMP := node_fixtures/node_modules/.installed
SUITE := $(PY) -m toolcall_conformance
## The cores this process may use (all of them where the system cannot say), for pytest's workers.
CORES = $(shell $(PYTHON) -c "import os; print(len(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else os.cpu_count() or 1)")
WORKERS ?= $(shell echo $$(( $(CORES) + 1 )))

.PHONY: conformance test test-e2e lint check venv lock node-deps implementations generate corpora snapshots hermes \
	matrix fuzz soak bench wild repros signatures kit changelog docs dist site clean

venv: $(STAMP)

## The project's environment, exactly as locked: uv (itself hash-pinned in the lock) syncs it. The
## venv gets no pip of its own when this Python's pip can fetch uv for it (seconds saved).
$(STAMP): $(LOCK) pyproject.toml
	rm -rf $(VENV)
	if $(PYTHON) -m pip --version >/dev/null 2>&1; then \
		$(PYTHON) -m venv --without-pip $(VENV) && PIP="$(PYTHON) -m pip"; \
	else \
		$(PYTHON) -m venv $(VENV) && PIP="$(PY) -m pip"; \
	fi && \
	awk '/^uv==/{p=1} p{print} p && !/\\$$/{exit}' $(LOCK) > $(VENV)/uv.txt && \
	$$PIP install --quiet --disable-pip-version-check --require-hashes --no-deps \
		--target $(VENV)/bootstrap -r $(VENV)/uv.txt
	$(VENV)/bootstrap/bin/uv pip sync --quiet --compile-bytecode --python $(PY) --require-hashes $(LOCK)
	rm -rf $(VENV)/bootstrap
	$(UV) pip install --quiet --python $(PY) --no-deps -e .
	touch $(STAMP)

## Update the locks deliberately (the generated corpora change only when they do). requirements.lock is
## the runtime part of the same versions, which the GitHub Action (action.yml) installs.
lock: $(STAMP)
	$(UV) pip compile pyproject.toml --extra dev --extra generate --generate-hashes --python-version 3.11 \
		--custom-compile-command "make lock" -q -o $(LOCK)
	$(UV) pip compile pyproject.toml --constraint $(LOCK) --generate-hashes --python-version 3.11 --no-annotate \
		--custom-compile-command "make lock" -q -o requirements.lock

## Node and npm for the zod fixtures come from the nodejs-bin package; the lock file pins every npm package
## (pnpm and yarn too: init's persona tests run them on the system's Node 20, as a user does).
node-deps: $(NODE_STAMP)

$(NODE_STAMP): $(STAMP) node_fixtures/package-lock.json
	$(PY) -m nodejs.npm ci --prefix node_fixtures --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

## Every bundled implementation's environment (Hermes builds, Node harnesses, Python libraries), from its pins.
implementations: $(STAMP)
	$(SUITE) install --all

## The suite against the bundled reference implementation, both levels.
conformance: $(STAMP)
	$(SUITE) run --impl reference --level hermes

## The project's own tests (they include the conformance run and the freshness of generated corpora),
## all but the end-to-end tier, whose count the summary names. A file's tests share one worker, so what
## they compute once (a miniature's run, the cross-check) is shared; xdist's loadgroup no longer groups
## anything under pytest 9.2 (pytest-xdist issue 1386). One worker per core and one more: many tests
## wait (on a hang's timeout, on the suite or pytest they start), and the spare worker uses that core.
test: $(STAMP) $(NODE_STAMP) implementations
	$(PY) -m pytest -n $(WORKERS) --dist loadfile

## The end-to-end tier alone: the tests marked e2e (each with its reason), which `make test` leaves out;
## .ci/run runs both.
test-e2e: $(STAMP) $(NODE_STAMP) implementations
	$(PY) -m pytest -n $(WORKERS) --dist loadfile -m e2e

## Regenerate corpora/generated/ (real pydantic, zod and MCP SDK output), corpora/adversarial/ and corpora/wild/.
corpora: $(STAMP) $(NODE_STAMP)
	$(PY) -m generate corpora adversarial wild

## Record the reference's answers for generated and wild cases; review the diff before committing.
snapshots: $(STAMP)
	$(PY) -m generate snapshots

## Each real Hermes build must fail exactly its reasoned baseline.
hermes: implementations
	for name in $$($(SUITE) implementations --names --family hermes --with-baseline); do \
		$(SUITE) run --impl $$name --level hermes --baseline baselines/$$name.json --quiet || exit 1; \
	done

## Recompute the cause signatures each reason of every bundled baseline lists, from a run of its
## implementation (one at a time); case lists, outcomes and texts stay. Review the diff before committing.
signatures: implementations
	for name in $$($(SUITE) implementations --names --with-baseline); do \
		$(SUITE) baseline --impl $$name --level hermes --update baselines/$$name.json --signatures-only --quiet || exit 1; \
	done

## Every bundled implementation side by side, each against its own baseline: matrix.md, matrix.html;
## and end to end, every agent through every bundled server (a grid, information: no baseline gates it).
matrix: implementations
	$(SUITE) matrix --level hermes --baselines \
		$$(for name in $$($(SUITE) implementations --names --with-baseline); do echo --impl $$name; done) \
		$$(for name in $$($(SUITE) implementations --names --through-servers); do echo --through $$name; done) \
		--report matrix.json --markdown matrix.md --html matrix.html

## Re-harvest the wild corpus from published MCP servers (needs the registries; never run by CI).
wild: $(STAMP)
	$(PY) -m toolcall_conformance.generators.wild.harvest
	$(PY) -m generate wild

## The harness kit's committed JavaScript and types (toolcall_conformance/harnesses/node/kit/dist), compiled anew from
## src/protocol.ts by the locked TypeScript in the node environment; review the diff before committing.
kit: $(STAMP)
	$(SUITE) install node >/dev/null
	$(PY) -m generate kit

## The release artifacts, in $(DIST)/: the wheel and the sdist (the sdist builds the wheel), and the harness
## kit's npm tarball. .github/workflows/release.yml publishes them on a version tag. A setuptools manifest
## left from an earlier build (*.egg-info/SOURCES.txt) would carry files package-data no longer lists.
dist: $(STAMP)
	rm -rf $(DIST) build *.egg-info
	$(UV) build --quiet --out-dir $(DIST) .
	$(PY) -m toolcall_conformance.harnesses.node.pack --out $(DIST) >/dev/null
	ls $(DIST)

## The static site (SITE, default site/) from the committed baselines, trends, notes and SPEC, and the
## corpora; with matrix.json present (`make matrix`), each case's answers and the matrix explorer too.
SITE ?= site
site: $(STAMP)
	$(SUITE) site --out $(SITE) $(if $(wildcard matrix.json),--matrix matrix.json)

## Ref transparency, idempotence and passthrough, fuzzed (ci profile).
fuzz: $(STAMP)
	$(SUITE) fuzz --impl reference --profile ci

## Throughput: in-process, over the protocol, the bare reference loop, and the largest wild schema.
bench: $(STAMP)
	$(PY) -m toolcall_conformance.bench --agents

## Every repro (one standalone program per reason of every field and server baseline, written from the
## baselines, the cases and toolcall_conformance/repros/templates/) into $(DIST)/repros/ and one archive of them, as the
## release attaches it; `toolcall-conformance repro IMPL REASON` prints or runs one.
repros: $(STAMP)
	rm -rf $(DIST)/repros
	$(SUITE) repro --out $(DIST)/repros
	tar -czf $(DIST)/repros.tar.gz -C $(DIST) repros

## The case manifest (corpora/manifest.json) and CHANGELOG.md's case lists, written anew from the corpora
## and the release manifests (corpora/releases/); commit both with the corpus change that moved them.
changelog: $(STAMP)
	$(PY) -m generate manifest

## The command-line reference (docs/cli.md), from the parser's own --help pages.
docs: $(STAMP)
	$(PY) -m generate cli

## Every committed file that is written, not typed (the table: `python -m generate --list`), written anew
## in order; on a fresh clone it changes nothing. Review the diff before committing.
generate: $(STAMP) $(NODE_STAMP) implementations
	$(PY) -m generate

## Lint the code, check the types and the pages' JavaScript (with the locked Node), lint the corpora, and
## check that every generated file is current
## (`python -m generate --check`: the README's blocks and the kit need the implementations installed).
lint: $(STAMP) $(NODE_STAMP) implementations
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	for script in toolcall_conformance/reporters/page/*.js; do $(PY) -m nodejs --check $$script || exit 1; done
	$(SUITE) check
	$(PY) -m generate --check
	$(VENV)/bin/actionlint .github/workflows/*.yml

check: lint

## The implementations' environments stay in the user's cache folder, shared by every checkout with the same pins.
clean:
	rm -rf $(VENV) .wild build dist *.egg-info node_fixtures/node_modules matrix.json matrix.md matrix.html $(SITE)

## A long soak: 100,000 requests to one served process of the reference and of a Node row (ajv), with
## the suite's memory and descriptors sampled; growth past the bounds in toolcall_conformance/soak.py fails it.
soak: $(STAMP) implementations
	$(PY) -m toolcall_conformance.soak --requests 100000
