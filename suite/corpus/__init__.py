"""Corpora: load and validate corpus files, build cases, select them."""

from suite.corpus.lint import lint
from suite.corpus.loader import (
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
from suite.model import Case

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
