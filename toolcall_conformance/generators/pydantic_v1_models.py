"""A subset of `pydantic_models` written for pydantic 1.10, whose schemas use `definitions`.

Only imported by `pydantic_legacy_capture.py` when pydantic 1.x is installed; the names match
`pydantic_models.MODELS` so captures of both generations line up.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from enum import IntEnum, StrEnum
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar
from uuid import UUID

if TYPE_CHECKING:  # checked against the v1 API that pydantic 2 ships; runs under pydantic 1.x itself
    from pydantic.v1 import BaseModel, Extra, Field, conint
    from pydantic.v1.generics import GenericModel
else:
    from pydantic import BaseModel, Extra, Field, conint
    from pydantic.generics import GenericModel

MODULE = "toolcall_conformance.generators.pydantic_v1_models"


class Count(BaseModel):
    """A non-negative number of results."""

    __root__: conint(ge=0, le=1000)  # type: ignore[valid-type]


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
    zip_code: str = Field(alias="zip code", regex=r"^[0-9]{5}$")
    country: str = "US"


class Item(BaseModel):
    id: int
    title: str
    tags: list[str] = []


class SearchInput(BaseModel):
    """Full-text search with a shared `Count` type for both paging numbers."""

    query: str = Field(description="Words to look for.")
    limit: Count = Field(10, description="How many results to return.")
    offset: Count = Field(0, description="How many results to skip.")
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


class LineItem(BaseModel):
    sku: str
    quantity: int = Field(ge=1)
    unit_price: float = Field(alias="unit price", gt=0)
    gift: bool = False


class OrderInput(BaseModel):
    customer_id: int
    items: list[LineItem] = Field(min_items=1)
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


class DrawInput(BaseModel):
    canvas: str
    shape: Circle | Rectangle = Field(discriminator="kind")
    fill: str | None = None


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


class Page(GenericModel, Generic[T]):
    items: list[T]
    total: Count
    next_cursor: str | None = None


class ProfileInput(BaseModel):
    """Titles, descriptions and defaults written beside a `$ref`."""

    home: Address = Field(title="Home address", description="Where the person lives.")
    work: Address | None = Field(None, title="Work address")
    priority: Priority = Field(Priority.low, title="Contact priority", description="Ranking.")


class ThermostatInput(BaseModel):
    room: str
    target: float = Field(ge=5.0, le=30.0, description="Degrees Celsius.")
    hysteresis: float = Field(0.5, gt=0, lt=5, multiple_of=0.1)
    fan_speed: int = Field(2, ge=0, le=5)


class FlagsInput(BaseModel):
    dry_run: bool = False
    force: bool
    verbose: bool | None = None


class InventoryInput(BaseModel):
    warehouse: str
    stock: dict[str, int] = Field(description="Units on hand, by SKU.")
    weights: dict[str, float] = {}


class GeometryInput(BaseModel):
    origin: tuple[float, float]
    path: tuple[float, ...] = ()
    tags: set[str] = set()


class ScheduleInput(BaseModel):
    event_id: UUID
    starts_at: datetime
    day: date
    duration: timedelta


class ProfileUpdateInput(BaseModel):
    """Optional scalars: `anyOf` a type and `null`, no top-level `type`."""

    user_id: int
    age: int | None = None
    nickname: str | None = None
    tags: list[str] | None = None


class SetValueInput(BaseModel):
    key: str
    value: int | str | bool
    ttl: int | float | None = None


class WebhookInput(BaseModel):
    url: str
    payload: dict[str, Any] = Field(description="Any JSON object to send.")
    extra: Any = None


class StrictInput(BaseModel):
    """Extra keys forbidden: `additionalProperties: false`."""

    name: str
    level: int = Field(ge=0, le=9)
    owner: Address | None = None

    class Config:
        extra = Extra.forbid
        title = "Strict settings"


class InvoiceInput(BaseModel):
    number: str
    total: Decimal = Field(description="Exact amount, as a number or a decimal string.")


TreeNode.update_forward_refs()
Comment.update_forward_refs()

MODELS: dict[str, type[BaseModel]] = {
    "address-book": AddressBookInput,
    "contact": ContactInput,
    "draw": DrawInput,
    "export": ExportInput,
    "filters": FiltersInput,
    "flags": FlagsInput,
    "geometry": GeometryInput,
    "inventory": InventoryInput,
    "invoice": InvoiceInput,
    "order": OrderInput,
    "page": Page[Item],
    "pagination": PaginationInput,
    "person": PersonInput,
    "profile": ProfileInput,
    "profile-update": ProfileUpdateInput,
    "schedule": ScheduleInput,
    "search": SearchInput,
    "set-value": SetValueInput,
    "strict": StrictInput,
    "thermostat": ThermostatInput,
    "thread": ThreadInput,
    "ticket": TicketInput,
    "tree": TreeNode,
    "webhook": WebhookInput,
}


def captured_schemas() -> list[dict[str, Any]]:
    return [
        {"name": name, "model": f"{MODULE}:{model.__qualname__}", "schema": model.schema()}
        for name, model in sorted(MODELS.items())
    ]
