"""The seed's tool written with pydantic v2, as a server author would: the five seed rows' schema
features come from real model code (a reused `Count` under `$defs`, a `$ref` with its own
description, a filters object holding an array, a nullable page size, a person whose key needs
renaming). pydantic writes no pointer into another property, so `offset` is a plain integer here;
the zod fixture (`node_fixtures/fixtures/seed-models.mjs`) is where `#/properties/limit/anyOf/0`
comes from.

Imports nothing from the suite, like `pydantic_models`: the server harnesses load it by name.
"""

from __future__ import annotations

from pydantic import BaseModel, Field, RootModel


class Count(RootModel[int]):
    """A non-negative count, shared by the tools of the seed's server."""


class Flag(RootModel[bool]):
    """An on/off switch."""


class Filters(BaseModel):
    labels: list[str] = []


class Person(BaseModel):
    first_name: str | None = Field(None, alias="first name")


class ListIssuesInput(BaseModel):
    """List the issues of a project."""

    count: Count = Count(10)
    verbose: Flag = Field(Flag(False), description="Print progress while working.")
    filters: Filters = Filters()
    limit: int | None = None
    offset: int = 0
    person: Person = Person.model_validate({})


MODELS = {"list-issues": ListIssuesInput}
