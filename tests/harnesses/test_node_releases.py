"""Released versions of a Node row, installed from the npm registry into folders of their own and run on
the pinned Node (pi-ai: its validateToolArguments at each release, beside the ajv it was written against).

End to end: each test asks the npm registry (a few seconds once cached, never mocked).
"""

import json

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import create
from toolcall_conformance.adapters.releases import listed
from toolcall_conformance.cli import main
from toolcall_conformance.harnesses.node import install as node_install
from toolcall_conformance.model import ImplementationError

pytestmark = pytest.mark.e2e(reason="installs a release from the npm registry")

PACKAGE = "@mariozechner/pi-ai"
STRING_INTEGER = "coerce/integer/plain"  # an integer sent as a JSON string
AJV = {"ajv": "8.17.1", "ajv-formats": "3.0.1"}  # the companions of releases 0.5.36 to 0.68.1


def _run(tmp_path, spec, *ids):
    report = tmp_path / f"{spec}.json"
    selection = [part for case_id in ids for part in ("--id", case_id)]
    main(["run", "--impl", spec, "--level", "hermes", *selection, "--quiet", "--report", str(report)])
    document = json.loads(report.read_text())
    return document["implementation"], {case["id"]: case for case in document["cases"]}


def test_listed_npm_versions_are_those_the_registry_serves():
    served = listed("npm", PACKAGE)
    assert {"0.5.10", "0.5.36", "0.15.0", "0.48.0", "0.69.0", "0.73.1"} <= set(served)
    assert "0.60.99" not in served and len(served) == len(set(served))


def test_pi_ai_0_48_coerces_a_string_integer_that_0_47_refuses(tmp_path):
    """0.48.0's dist/utils/validation.js gives ajv coerceTypes: true; 0.47.0 refuses the same call."""
    old_info, old = _run(tmp_path, "pi-ai@0.47.0", STRING_INTEGER)
    new_info, new = _run(tmp_path, "pi-ai@0.48.0", STRING_INTEGER)
    assert (old_info["version"], new_info["version"]) == ("0.47.0", "0.48.0")
    assert (old[STRING_INTEGER]["outcome"], old[STRING_INTEGER]["rejected"]) == ("failed", True)
    assert new[STRING_INTEGER]["outcome"] == "passed"


def test_a_node_release_has_a_folder_of_its_own_with_its_companions_pinned(tmp_path):
    """Before 0.15.0 the function is reached by its file (the era's `--from`); ajv is the pinned 8.17.1."""
    info, cases = _run(tmp_path, "pi-ai@0.10.1", STRING_INTEGER)
    assert info["version"] == "0.10.1" and cases[STRING_INTEGER]["rejected"]
    folder, pins = environments.node_release_folder("node", PACKAGE, "0.10.1", "pi-ai", AJV)
    assert folder.name.startswith("node@mariozechner-pi-ai-0.10.1-")
    assert (folder / environments.MARKER).read_text() == pins
    assert folder in [each.path for each in environments.installed()]  # `environments list|prune` see it
    release = folder / "node_modules" / PACKAGE
    assert node_install.resolved_version(release, "ajv") == "8.17.1"
    assert json.loads((folder / "package.json").read_text())["overrides"] == {PACKAGE: AJV}


def test_a_version_npm_does_not_serve_is_an_install_error_naming_npms_reason():
    with pytest.raises(ImplementationError, match=r"npm install @mariozechner/pi-ai@0\.60\.99: code ETARGET"):
        create("pi-ai@0.60.99")
    folder, _ = environments.node_release_folder("node", PACKAGE, "0.60.99", "pi-ai", AJV)
    assert not folder.exists()  # nothing half-installed is left to be taken for a release
