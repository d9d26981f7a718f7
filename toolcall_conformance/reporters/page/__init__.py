"""The report pages' HTML, CSS and JavaScript, kept as files beside this module and read as package data.

A page's HTML holds `@NAME@` markers; `fill` replaces each with its text in one pass, so a marker's
replacement (a page's data, its script) is never searched for further markers.
"""

from __future__ import annotations

import re
from importlib import resources


def asset(name: str) -> str:
    """The text of one file of the page folder (`matrix.html`, `matrix.js`, ...)."""
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")


def fill(template: str, **texts: str) -> str:
    """The template with each `@NAME@` replaced by `texts[NAME]`; an unknown marker is an error."""

    def replaced(found: re.Match[str]) -> str:
        return texts[found.group(1)]

    return re.sub(r"@([A-Z]+)@", replaced, template)
