# Everything a fresh machine needs is set up by these targets.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: conformance test lint check venv clean

venv: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

## The suite against the bundled reference implementation, both levels.
conformance: $(STAMP)
	$(PY) -m suite run --impl reference --level hermes

## The project's own tests (they include the conformance run).
test: $(STAMP)
	$(PY) -m pytest

## Lint the code and the corpora.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m suite check

check: lint

clean:
	rm -rf $(VENV) build *.egg-info
