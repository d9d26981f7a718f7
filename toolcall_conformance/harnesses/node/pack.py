"""The harness kit's npm package, `toolcall-conformance-harness`, as a tarball `npm install` takes.

kit/ holds the package: its package.json, README.md and dist/, the JavaScript and `.d.ts` types that
the locked TypeScript compiles from src/protocol.ts (committed, so that an installed suite makes the
tarball with Python alone). `make kit` compiles them anew in the installed Node environment and copies
them here; a test checks the committed ones are current.

    python -m toolcall_conformance.harnesses.node.pack --out DIR     # writes
    DIR/toolcall-conformance-harness-<version>.tgz
    python -m toolcall_conformance.harnesses.node.pack --refresh ENV # copies ENV/kit/dist (built by install)
    into kit/dist
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import shutil
import sys
import tarfile
from pathlib import Path

KIT = Path(__file__).resolve().parent / "kit"
NAME = "toolcall-conformance-harness"
MTIME = 499162500  # the fixed date npm gives a packed file: equal contents, equal tarballs


def manifest() -> dict[str, object]:
    """The kit's package.json."""
    loaded: dict[str, object] = json.loads((KIT / "package.json").read_text("utf-8"))
    return loaded


def files() -> list[Path]:
    """What the package holds, as package.json's `files` lists it (plus package.json itself)."""
    listed = [KIT / "package.json"]
    for entry in manifest()["files"]:  # type: ignore[attr-defined]
        path = KIT / str(entry)
        listed.extend(sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path])
    missing = [str(path) for path in listed if not path.is_file()]
    if missing or not any(path.suffix == ".js" for path in listed):
        raise FileNotFoundError(f"the harness kit is incomplete in {KIT} (missing {missing or 'dist/*.js'})")
    return listed


def tarball(out: Path) -> Path:
    """Write `<out>/toolcall-conformance-harness-<version>.tgz`, byte for byte the same for the same kit."""
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{NAME}-{manifest()['version']}.tgz"
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for file in files():
            data = file.read_bytes()
            info = tarfile.TarInfo("package/" + file.relative_to(KIT).as_posix())
            info.size, info.mtime, info.mode = len(data), MTIME, 0o644
            tar.addfile(info, io.BytesIO(data))
    path.write_bytes(gzip.compress(buffer.getvalue(), mtime=0))
    return path


def refresh(environment: Path) -> None:
    """Replace kit/dist with the one compiled in an installed Node environment."""
    built = environment / "kit" / "dist"
    if not (built / "protocol.js").is_file():
        raise FileNotFoundError(f"no compiled kit in {built}: install the node environment first")
    shutil.rmtree(KIT / "dist", ignore_errors=True)
    shutil.copytree(built, KIT / "dist")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.harnesses.node.pack", description=__doc__
    )
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--out", type=Path, metavar="DIR", help="write the tarball into DIR")
    action.add_argument("--refresh", type=Path, metavar="ENV", help="take kit/dist from an installed ENV")
    options = parser.parse_args(argv)
    if options.refresh:
        refresh(options.refresh)
        print(f"kit/dist refreshed from {options.refresh}", file=sys.stderr)
    else:
        print(tarball(options.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
