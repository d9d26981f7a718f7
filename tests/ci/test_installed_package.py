"""An installed suite (a wheel, not this checkout) carries its corpora, schemas and shim."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_built_wheel_runs_the_bundled_corpora_outside_the_checkout(tmp_path):
    wheels, target, elsewhere = tmp_path / "wheels", tmp_path / "site", tmp_path / "elsewhere"
    elsewhere.mkdir()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", "-w", str(wheels), str(ROOT)], check=True, cwd=tmp_path)
    (wheel,) = wheels.glob("*.whl")
    subprocess.run([*pip, "install", "--no-deps", "--target", str(target), str(wheel)], check=True)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "suite",
            "run",
            "--level",
            "hermes",
            "--quiet",
            "--validate-protocol",
            "--impl",
            "reference-served",
            "--tags",
            "seed",
            "split",
            "canary",
        ],
        cwd=elsewhere,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().endswith("0 failed, 0 errored, 0 skipped")
    assert (target / "suite" / "harnesses" / "hermes" / "shim.py").exists()
    assert (target / "suite" / "corpora" / "generated" / "__snapshots__").is_dir()
