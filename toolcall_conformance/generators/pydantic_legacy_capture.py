"""Capture the schemas an older pydantic emits for the suite's models, once, as data.

Run with the pydantic version to capture installed (not the suite's own environment):

    python3.11 -m venv /tmp/pydantic-<version>
    /tmp/pydantic-<version>/bin/pip install "pydantic==<version>"
    /tmp/pydantic-<version>/bin/python toolcall_conformance/generators/pydantic_legacy_capture.py \
        > toolcall_conformance/generators/captures/<version>.json

pydantic 2.x runs `pydantic_models` itself; pydantic 1.x runs the v1-style subset in
`pydantic_v1_models`. Schemas keep the key order pydantic gives them.
"""

from __future__ import annotations

import json
import platform
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pydantic

PYDANTIC_MAJOR = int(pydantic.VERSION.split(".")[0])


def captured_schemas() -> list[dict[str, Any]]:
    if PYDANTIC_MAJOR == 1:
        from toolcall_conformance.generators import pydantic_v1_models

        return pydantic_v1_models.captured_schemas()
    from toolcall_conformance.generators import pydantic_models

    return [
        {
            "name": name,
            "model": pydantic_models.model_path(target),
            "schema": pydantic_models.native_schema(target),
        }
        for name, target in sorted(pydantic_models.MODELS.items())
    ]


def provenance() -> dict[str, Any]:
    venv = f"/tmp/pydantic-{pydantic.VERSION}"
    source = "pydantic_v1_models" if PYDANTIC_MAJOR == 1 else "pydantic_models"
    return {
        "what": f"schemas of toolcall_conformance.generators.{source} as emitted by this pydantic version",
        "pydantic_version": pydantic.VERSION,
        "python_version": platform.python_version(),
        "reproduce": [
            f"python3.11 -m venv {venv}",
            f'{venv}/bin/pip install "pydantic=={pydantic.VERSION}"',
            f"{venv}/bin/python toolcall_conformance/generators/pydantic_legacy_capture.py"
            f" > toolcall_conformance/generators/captures/{pydantic.VERSION}.json",
        ],
    }


if __name__ == "__main__":
    capture = {"provenance": provenance(), "schemas": captured_schemas()}
    json.dump(capture, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")
