"""Corpora: load and validate corpus files, build cases, select them."""

from toolcall_conformance.corpus.lint import lint
from toolcall_conformance.corpus.loader import (
    DEFAULT_CORPUS_ROOT,
    LEVELS,
    SNAPSHOT_DIR,
    CorpusError,
    corpus_files,
    corpus_roots,
    load_corpora,
    load_file,
    select,
    snapshot_path,
    unmatched,
)
from toolcall_conformance.model import Case

__all__ = [
    "DEFAULT_CORPUS_ROOT",
    "LEVELS",
    "SNAPSHOT_DIR",
    "Case",
    "CorpusError",
    "corpus_files",
    "corpus_roots",
    "lint",
    "load_corpora",
    "load_file",
    "select",
    "snapshot_path",
    "unmatched",
]
