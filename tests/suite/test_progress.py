"""The progress bar shows on a terminal and stays silent otherwise (CI logs stay clean)."""

import io

from toolcall_conformance.cli.progress import Progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_is_drawn_on_a_terminal_and_cleared():
    stream = Terminal()
    with Progress(50, stream) as progress:
        for _ in range(50):
            progress.advance()
    text = stream.getvalue()
    assert "25/50" in text and "50/50" in text
    assert text.endswith("\r")


def test_progress_is_silent_when_not_a_terminal():
    stream = io.StringIO()
    with Progress(50, stream) as progress:
        for _ in range(50):
            progress.advance()
    assert stream.getvalue() == ""
