"""The project's tests share their fakes (tests/fakes/): in-process miniatures import by name."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "fakes" / "miniatures"))
