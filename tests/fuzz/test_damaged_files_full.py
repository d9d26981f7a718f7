"""The damaged-file fuzz of tests/fuzz/test_damaged_files.py at full strength: 2,000 examples per kind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

FUZZ = Path(__file__).with_name("test_damaged_files.py")


@pytest.mark.e2e(reason="2,000 damaged corpus, snapshot, baseline and manifest files each (minutes)")
def test_two_thousand_damaged_files_of_each_kind_load_or_are_refused_clearly():
    done = subprocess.run(
        [sys.executable, "-m", "pytest", str(FUZZ), "-q", "-n", "0", "-p", "no:randomly", "--tb=line"],
        capture_output=True,
        text=True,
        timeout=1800,
        env={**os.environ, "FUZZ_FILES": "full"},
    )
    assert done.returncode == 0, done.stdout[-3000:]
    assert "4 passed" in done.stdout
