"""Tool input models written with pydantic v2, and the JSON Schemas pydantic makes of them.

Each model is what an MCP server or a native tool would declare as its parameters. `generate()`
returns one record per model and origin: `native` is `model_json_schema()` as pydantic emits it;
`mcp` is the `inputSchema` a FastMCP / MCPServer tool advertises when the model's fields are the
tool function's parameters (the SDK builds an arguments model named `<tool>Arguments` from the
signature and publishes its `model_json_schema(by_alias=True)` unchanged; see
`fastmcp_capture.py` and the captured data in `toolcall_conformance/generators/captures/`).

Running this file imports nothing from the suite, so the capture scripts can load it under
other pydantic versions.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from datetime import date, datetime, timedelta
from decimal import Decimal
from enum import IntEnum, StrEnum
from typing import Annotated, Any, Generic, Literal, TypeGuard, TypeVar
from uuid import UUID

import pydantic
from pydantic import BaseModel, ConfigDict, Field, Json, RootModel, TypeAdapter, create_model
from pydantic.fields import FieldInfo

MODULE = "toolcall_conformance.generators.pydantic_models"

# ---------------------------------------------------------------- shared building blocks


class Count(RootModel[Annotated[int, Field(ge=0, le=1000)]]):
    """A non-negative number of results."""


class Priority(StrEnum):
    low = "low"
    normal = "normal"
    high = "high"
    urgent = "urgent"


class Severity(IntEnum):
    minor = 1
    major = 2
    critical = 3


class Address(BaseModel):
    """A postal address; two keys need renaming before a provider accepts them."""

    street_name: str = Field(alias="street name")
    city: str
    zip_code: str = Field(alias="zip code", pattern=r"^[0-9]{5}$")
    country: str = "US"


class Item(BaseModel):
    id: int
    title: str
    tags: list[str] = []


# ---------------------------------------------------------------- tool inputs


class SearchInput(BaseModel):
    """Full-text search with a shared `Count` type for both paging numbers."""

    query: str = Field(description="Words to look for.")
    limit: Count = Field(Count(10), description="How many results to return.")
    offset: Count = Field(Count(0), description="How many results to skip.")
    exact: bool = False


class PaginationInput(BaseModel):
    page: int = Field(1, ge=1, description="1-based page number.")
    per_page: int = Field(20, ge=1, le=100)
    cursor: str | None = Field(None, description="Opaque cursor from the previous page.")
    sort: Literal["asc", "desc"] = "desc"


class LabelFilter(BaseModel):
    labels: list[str] = Field(description="Issues must carry every one of these labels.")
    exclude_labels: list[str] = []
    any_of: list[list[str]] = Field([], description="Groups of labels; one label per group.")


class FiltersInput(BaseModel):
    repository: str
    filter: LabelFilter
    states: list[Literal["open", "closed", "draft"]] = ["open"]
    since: datetime | None = None


class PersonInput(BaseModel):
    first_name: str = Field(alias="first name")
    last_name: str = Field(alias="last name")
    age: int | None = Field(None, ge=0, le=150)
    email: str | None = None


class ContactInput(BaseModel):
    """`Optional[Submodel]`: the address object sits inside `anyOf` with `null`."""

    name: str
    address: Address | None = Field(None, description="Where to send mail, if anywhere.")
    billing_address: Address | None = None


class TicketInput(BaseModel):
    title: str
    priority: Priority = Field(Priority.normal, description="How soon someone should look.")
    severity: Severity = Severity.minor
    previous_priority: Priority | None = None


class ExportInput(BaseModel):
    format: Literal["csv", "json", "parquet"] = Field(title="File format")
    compression: Literal["none", "gzip", "zstd"] = "none"
    version: Literal[1, 2] = 2
    include_header: Literal[True] = True


class LineItem(BaseModel):
    sku: str
    quantity: int = Field(ge=1)
    unit_price: float = Field(alias="unit price", gt=0)
    gift: bool = False


class OrderInput(BaseModel):
    customer_id: int
    items: list[LineItem] = Field(min_length=1)
    shipping: Address
    notes: str | None = None


class AddressBookInput(BaseModel):
    owner: str
    entries: dict[str, Address] = Field(description="Addresses keyed by a nickname.")
    default_entry: str | None = None


class Circle(BaseModel):
    kind: Literal["circle"]
    radius: float = Field(gt=0)


class Rectangle(BaseModel):
    kind: Literal["rectangle"]
    width: float = Field(gt=0)
    height: float = Field(gt=0)


class Polygon(BaseModel):
    kind: Literal["polygon"]
    points: list[tuple[float, float]] = Field(min_length=3)


Shape = Annotated[Circle | Rectangle | Polygon, Field(discriminator="kind")]


class DrawInput(BaseModel):
    canvas: str
    shape: Shape
    fill: str | None = None


class CardPayment(BaseModel):
    method: Literal["card"]
    card_number: str = Field(alias="card number")
    cvc: int


class BankPayment(BaseModel):
    method: Literal["bank"]
    iban: str


class PaymentInput(BaseModel):
    """A discriminated union that may be absent, and a list of them."""

    amount: Decimal
    payment: Annotated[CardPayment | BankPayment, Field(discriminator="method")] | None = None
    fallbacks: list[Annotated[CardPayment | BankPayment, Field(discriminator="method")]] = []


class TreeNode(BaseModel):
    """A recursive tree: the schema's root is itself a `$ref`."""

    name: str
    value: int | None = None
    children: list[TreeNode] = []


class Comment(BaseModel):
    author: str
    body: str
    replies: list[Comment] = []


class ThreadInput(BaseModel):
    channel: str
    root: Comment


T = TypeVar("T")


class Page(BaseModel, Generic[T]):
    items: list[T]
    total: Count
    next_cursor: str | None = None


class Member(BaseModel):
    full_name: str = Field(alias="full name")
    role: Literal["lead", "engineer", "designer"] = "engineer"
    contact: Address | None = None


class Team(BaseModel):
    name: str
    members: list[Member]


class Department(BaseModel):
    name: str
    budget: float = Field(ge=0)
    teams: list[Team] = []
    head: Member | None = None


class OrganizationInput(BaseModel):
    """Submodels nested four levels deep (organization > department > team > member > address)."""

    name: str
    departments: list[Department]
    headquarters: Address


class ProfileInput(BaseModel):
    """Titles, descriptions and defaults written beside a `$ref`."""

    home: Address = Field(title="Home address", description="Where the person lives.")
    work: Address | None = Field(None, title="Work address")
    priority: Priority = Field(Priority.low, title="Contact priority", description="Ranking.")
    page_size: Count = Field(Count(25), title="Page size", examples=[10, 25, 50])


class ThermostatInput(BaseModel):
    room: str
    target: float = Field(ge=5.0, le=30.0, description="Degrees Celsius.")
    hysteresis: float = Field(0.5, gt=0, lt=5, multiple_of=0.1)
    fan_speed: int = Field(2, ge=0, le=5)
    step: Annotated[int, Field(multiple_of=5)] = 5
    humidity: Annotated[float, Field(ge=0, le=1)] | None = None


class FlagsInput(BaseModel):
    dry_run: bool = False
    force: bool
    verbose: bool | None = None
    recursive: Annotated[bool, Field(description="Descend into folders.")] = True


class InventoryInput(BaseModel):
    warehouse: str
    stock: dict[str, int] = Field(description="Units on hand, by SKU.")
    weights: dict[str, float] = {}
    reorder_levels: dict[str, Count] = {}


class GeometryInput(BaseModel):
    origin: tuple[float, float]
    size: tuple[int, int, int] = (1, 1, 1)
    path: tuple[float, ...] = ()
    tags: set[str] = set()
    frozen_tags: frozenset[int] = frozenset()


class ScheduleInput(BaseModel):
    event_id: UUID
    starts_at: datetime
    day: date
    duration: timedelta
    reminder_at: datetime | None = None
    attendees: list[UUID] = []


class ProfileUpdateInput(BaseModel):
    """Optional scalars: `anyOf` a type and `null`, no top-level `type`."""

    user_id: int
    age: int | None = None
    nickname: str | None = None
    score: float | None = None
    active: bool | None = None
    tags: list[str] | None = None
    settings: dict[str, str] | None = None


class SetValueInput(BaseModel):
    key: str
    value: int | str | bool
    ttl: int | float | None = None


class WebhookInput(BaseModel):
    url: str
    headers: dict[str, str] = {}
    payload: dict[str, Any] = Field(description="Any JSON object to send.")
    extra: Any = None
    events: list[dict[str, Any]] = []


class QueryInput(BaseModel):
    """A field whose value is JSON carried inside a string."""

    sql: str
    params: Json[list[int | str]]
    options: Json[dict[str, Any]] | None = None


class StrictInput(BaseModel):
    """Extra keys forbidden: `additionalProperties: false`."""

    model_config = ConfigDict(extra="forbid", title="Strict settings")

    name: str
    level: int = Field(ge=0, le=9)
    owner: Address | None = None


def to_camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


class CamelInput(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)

    user_id: int
    display_name: str
    max_results: Count = Count(10)


class ClashingInput(BaseModel):
    """Keys whose sanitized spelling collides with another key, and a key over 64 characters."""

    first_name: str = Field(alias="first name")
    first_name_plain: str = Field(alias="first_name")
    delivery_window: str = Field(
        alias="preferred delivery window for the customer's order, in local time (HH:MM-HH:MM)"
    )
    unicode_key: int = Field(0, alias="größe")


class InvoiceInput(BaseModel):
    number: str
    total: Decimal = Field(description="Exact amount, as a number or a decimal string.")
    tax_rate: Decimal = Field(Decimal("0.2"), ge=0, le=1)
    lines: list[LineItem] = []


class BatchUpdateInput(BaseModel):
    updates: list[Item | None]
    defaults: Item | None = None
    tags_by_id: dict[str, list[str]] = {}


class Cat(BaseModel):
    pet_type: Literal["cat"]
    meows: int


class Dog(BaseModel):
    pet_type: Literal["dog"]
    barks: float


class Lizard(BaseModel):
    pet_type: Literal["reptile", "lizard"]
    scales: bool


class AdoptInput(BaseModel):
    """A discriminated union in which one member owns two tags."""

    pet: Annotated[Cat | Dog | Lizard, Field(discriminator="pet_type")]
    owner: str


class SearchAnyInput(BaseModel):
    """A plain (undiscriminated) union of submodels."""

    target: Item | Address
    note: str | None = None


def create_issue(
    title: str,
    body: str = "",
    labels: list[str] = [],  # noqa: B006 - a tool signature's default, never mutated
    assignee: PersonInput | None = None,
    priority: Priority = Priority.normal,
    limit: Count = Count(5),  # noqa: B008
) -> dict[str, Any]:
    """Open an issue; the parameter list is the tool's input, as FastMCP reads it."""
    return {"title": title}


# ---------------------------------------------------------------- registry

Target = type[BaseModel] | Callable[..., Any]

MODELS: dict[str, Target] = {
    "adopt": AdoptInput,
    "address-book": AddressBookInput,
    "batch-update": BatchUpdateInput,
    "camel": CamelInput,
    "clashing": ClashingInput,
    "contact": ContactInput,
    "create-issue": create_issue,
    "draw": DrawInput,
    "export": ExportInput,
    "filters": FiltersInput,
    "flags": FlagsInput,
    "geometry": GeometryInput,
    "inventory": InventoryInput,
    "invoice": InvoiceInput,
    "order": OrderInput,
    "organization": OrganizationInput,
    "page": Page[Item],
    "pagination": PaginationInput,
    "payment": PaymentInput,
    "person": PersonInput,
    "profile": ProfileInput,
    "profile-update": ProfileUpdateInput,
    "query": QueryInput,
    "schedule": ScheduleInput,
    "search": SearchInput,
    "search-any": SearchAnyInput,
    "set-value": SetValueInput,
    "strict": StrictInput,
    "thermostat": ThermostatInput,
    "thread": ThreadInput,
    "ticket": TicketInput,
    "tree": TreeNode,
    "webhook": WebhookInput,
}


def is_model(target: Target) -> TypeGuard[type[BaseModel]]:
    return isinstance(target, type) and issubclass(target, BaseModel)


def model_path(target: Target) -> str:
    """`<module>:<qualname>`, naming the module as the suite imports it."""
    return f"{MODULE}:{target.__qualname__}"


def native_schema(target: Target) -> dict[str, Any]:
    """The schema pydantic emits: `model_json_schema()` for a model, `TypeAdapter` for a function."""
    if is_model(target):
        return target.model_json_schema()
    # TypeAdapter also takes a function (the schema of its arguments); its signature names type forms only.
    return TypeAdapter(target).json_schema()  # type: ignore[arg-type]


def tool_name(name: str) -> str:
    """The Python function name an MCP tool for this model would have."""
    return name.replace("-", "_")


def field_as_parameter(name: str, field: FieldInfo) -> inspect.Parameter:
    """One model field written as a tool function parameter, the way a FastMCP tool declares it."""
    annotation_field = Field(
        alias=field.alias,
        title=field.title,
        description=field.description,
        examples=field.examples,
        discriminator=field.discriminator,
        json_schema_extra=field.json_schema_extra,
    )
    # A type built at run time from the field's parts, which no static type can spell.
    annotation = Annotated[(field.annotation, *field.metadata, annotation_field)]  # type: ignore[name-defined]
    default = inspect.Parameter.empty if field.is_required() else field.default
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation, default=default)


def tool_function(name: str, target: Target) -> Callable[..., Any]:
    """A function an MCP server would register for `target`: the model's fields as parameters."""
    if not is_model(target):
        return target

    def tool(**arguments: Any) -> dict[str, Any]:
        return arguments

    parameters = [field_as_parameter(key, field) for key, field in target.model_fields.items()]
    tool.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    tool.__name__ = tool.__qualname__ = tool_name(name)
    tool.__doc__ = target.__doc__
    return tool


def wrapped_function(name: str, target: Target) -> Callable[..., Any]:
    """`def <tool>(params: Model)`: the other common way to expose a model as a tool."""

    def tool(params: Any) -> Any:
        return params

    parameter = inspect.Parameter("params", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=target)
    tool.__signature__ = inspect.Signature([parameter])  # type: ignore[attr-defined]
    tool.__name__ = tool.__qualname__ = tool_name(name)
    return tool


def arguments_model(name: str, target: Target) -> type[BaseModel]:
    """The model FastMCP builds for `tool_function(name, target)`, which validates every call.

    The SDK names it `<function>Arguments`; its fields are the parameters, in order, each
    `Annotated[<annotation>, Field()]` with the parameter's default (a name that shadows a
    `BaseModel` method becomes `field_<name>` aliased back).
    """
    function = tool_function(name, target)
    signature = inspect.signature(function, eval_str=True)
    fields: dict[str, Any] = {}
    for parameter in signature.parameters.values():
        field_name, extra = parameter.name, Field()
        if callable(getattr(BaseModel, field_name, None)):
            field_name, extra = f"field_{field_name}", Field(alias=field_name)
        # Built at run time, as in field_as_parameter.
        annotation = Annotated[(parameter.annotation, extra)]  # type: ignore[name-defined]
        if parameter.default is inspect.Parameter.empty:
            fields[field_name] = annotation
        else:
            fields[field_name] = (annotation, parameter.default)
    model: type[BaseModel] = create_model(f"{function.__name__}Arguments", **fields)
    return model


def mcp_schema(name: str, target: Target) -> dict[str, Any]:
    """The `inputSchema` FastMCP advertises for `tool_function(name, target)`.

    The SDK publishes `arguments_model(name, target).model_json_schema(by_alias=True)` as is.
    `fastmcp_capture.py` records the SDK's real output; the tests hold this function to it.
    """
    schema: dict[str, Any] = arguments_model(name, target).model_json_schema(by_alias=True)
    return schema


def record(name: str, target: Target, origin: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "model": model_path(target),
        "library": "pydantic",
        "pydantic_version": pydantic.VERSION,
        "origin": origin,
        "schema": schema,
    }


def generate() -> list[dict[str, Any]]:
    """One `native` and one `mcp` record per model, sorted by name, `mcp` first."""
    records: list[dict[str, Any]] = []
    for name, target in sorted(MODELS.items()):
        records.append(record(name, target, "mcp", mcp_schema(name, target)))
        records.append(record(name, target, "native", native_schema(target)))
    return records
