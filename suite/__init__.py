"""Deprecated: the package is `toolcall_conformance`; `suite` stays an alias until the next major release."""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import warnings
from types import ModuleType

import toolcall_conformance

warnings.warn(
    "the import name `suite` is deprecated; import `toolcall_conformance` instead",
    DeprecationWarning,
    stacklevel=2,
)


class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves `suite.X` as the very module `toolcall_conformance.X` (one module object, two names)."""

    def find_spec(
        self, name: str, path: object = None, target: object = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not name.startswith("suite."):
            return None
        return importlib.util.spec_from_loader(name, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return importlib.import_module("toolcall_conformance" + spec.name[len("suite") :])

    def exec_module(self, module: ModuleType) -> None:
        return None


sys.meta_path.insert(0, _Alias())
globals()["__path__"] = []  # a package: the finder above serves its submodules
__all__ = [name for name in dir(toolcall_conformance) if not name.startswith("_")]
globals().update({name: getattr(toolcall_conformance, name) for name in __all__})
