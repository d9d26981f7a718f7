"""The class of an error or rejection message: what stays the same when one mechanism fails on
different cases, so that one mechanism gives one class and two mechanisms give two.

A message that lists validation issues in a validator's own words is classed by the kinds of issue
it lists, whatever the paths, values, tool and model names around them: a pydantic ValidationError
by each error's type (`pydantic dict_type, int_parsing`), an ajv error by each keyword
(`ajv type=object, required`), a zod error by each issue code (`zod invalid_type=number`), a
python-jsonschema error by the keyword its words name (`jsonschema type=integer`). For a type the
expected type is kept: "must be object" (JSON text left a string) and "must be integer" (number text
left a string) are different causes. The kinds are deduplicated and sorted, so a call refused for two
JSON texts and one refused for one share a class. A rejection's class is its kinds alone (the words
around them are the library's fixed wrapper for "arguments refused"); an error's keeps the head of its
first line, the exception that carried the issues ("Error: schema is invalid: ajv enum").

A message that is a JSON object is read by its "error" or "message" text, and where that holds no
validator's words, by the kind a "constraint", "keyword" or "code" field names. Any other message is
classed by its first line (and the bullet list under it, or the `; ` list on it, as the sorted set
of its items' kinds), with what varies between cases blanked: quoted text, URLs, ids, file and JSON
paths, `$ref` pointers, numbers, JSON data, and names made from the case's tool name
(`measureSchema`, `MCPStoreValuesAction`); Python's RecursionError is one class whatever call its
tail names.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

_QUOTED = re.compile(r""""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|«[^»]*»""")
_ID = re.compile(
    r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b",
    re.IGNORECASE,
)
_PATH = re.compile(
    r"(?:[A-Za-z]:)?(?:[\w.~$%-]*[/\\])+[\w.$%-]+(?::\d+)*|\b[\w-]+\.(?:py|js|ts|mjs|cjs|json)(?::\d+)*\b"
)
_REF = re.compile(r"(?<![\w\"'])[\w.~%/-]*#[\w/$%.~+-]*")  # a reference with a fragment: #/$defs/A, a.json#B
_JSON_PATH = re.compile(r"\$(?:[A-Za-z_]\w*)?(?:\.[\w-]+|\[[^\]]*\])+")  # $.a.b[0], $input.schema["x"]
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s\"'`,;)]+", re.IGNORECASE)
_BRACES, _BRACKETS = re.compile(r"\{[^{}]*\}"), re.compile(r"\[[^\[\]]*\]")
_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")
_TOKEN = re.compile(r"[\w.$-]+")
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_STDERR = "\n--- stderr"  # where the engine appends an implementation's stderr to its error
_SEQ = re.compile(r"\b(coerce|split) seq \d+\b")
_REPLIED = re.compile(r"^(?:coerce|split)?:?\s*implementation replied with an error: ")
_PLACE = re.compile(r'(?:^|(?<=: ))(?:PATH|REF|NAME|"…"): ')  # where a listed issue is, after blanking
_RECURSION = re.compile(r"(maximum recursion depth exceeded)[^\n]*")
_PRESENTED = re.compile(r"\(it presented: [^)\n]*\)")  # the tools an agent showed (scripted model)
_BULLET = re.compile(r"^\s*[-*•]\s+")
_BLANKS = ("PATH", '"…"', "[…]", "{…}", "N", "NAME", "URL", "ID", "REF")
_LITERALS = ("None", "True", "False", "null", "true", "false")  # a value a head may end on, unquoted
_CODES = ("constraint", "keyword", "code")  # fields in which a JSON message names its kind of issue
LIMIT = 160

# --- validators' own words -------------------------------------------------------------------------

_TYPE = r"(?:string|number|integer|boolean|object|array|null)"


@dataclass(frozen=True)
class _Words:
    """How one validator words an issue: a pattern and the kind it names (`{0}`: the first group)."""

    pattern: re.Pattern[str]
    kind: str

    def kinds(self, text: str) -> Iterable[tuple[int, str]]:
        for match in self.pattern.finditer(text):
            groups = [re.sub(r"[\s']+", "", group) for group in match.groups() if group is not None]
            yield match.start(), self.kind.format(*groups)


def _words(*pairs: tuple[str, str]) -> tuple[_Words, ...]:
    return tuple(_Words(re.compile(pattern, re.MULTILINE), kind) for pattern, kind in pairs)


# ajv: the message of each keyword's error (`must be integer`), after its instance path.
AJV = _words(
    (rf"\bmust be ({_TYPE}(?:,{_TYPE})*)\b", "type={0}"),
    (r"\bmust be >= ", "minimum"),
    (r"\bmust be > ", "exclusiveMinimum"),
    (r"\bmust be <= ", "maximum"),
    (r"\bmust be < ", "exclusiveMaximum"),
    (r"\bmust be multiple of ", "multipleOf"),
    (r"\bmust NOT have fewer than \S+ characters\b", "minLength"),
    (r"\bmust NOT have more than \S+ characters\b", "maxLength"),
    (r"\bmust NOT have fewer than \S+ items\b", "minItems"),
    (r"\bmust NOT have more than \S+ items\b", "maxItems"),
    (r"\bmust NOT have fewer than \S+ properties\b", "minProperties"),
    (r"\bmust NOT have more than \S+ properties\b", "maxProperties"),
    (r"\bmust have required property\b", "required"),
    (r"\bmust NOT have additional properties\b", "additionalProperties"),
    (r"\bmust NOT have unevaluated properties\b", "unevaluatedProperties"),
    (r"\bmust NOT have unevaluated items\b", "unevaluatedItems"),
    (r"\bmust be equal to one of the allowed values\b", "enum"),
    (r"\bmust be equal to constant\b", "const"),
    (r'\bmust match format "', "format"),
    (r'\bmust match pattern "', "pattern"),
    (r"\bmust match a schema in anyOf\b", "anyOf"),
    (r"\bmust match exactly one schema in oneOf\b", "oneOf"),
    (r"\bmust NOT be valid\b", "not"),
    (r'\bmust match "(?:then|else)" schema\b', "if"),
    (r"\bmust NOT have duplicate items\b", "uniqueItems"),
    (r"\bmust contain at (?:least|most) \S+ valid items?\b", "contains"),
    (r"\bboolean schema is false\b", "false-schema"),
    (r"\bmust have propert(?:y|ies) .{0,200}? when property .{0,200}? is present\b", "dependentRequired"),
    (r"\bproperty name must be valid\b", "propertyNames"),
)

# python-jsonschema: the message of each keyword's ValidationError (`'5' is not of type 'integer'`).
JSONSCHEMA = _words(
    (rf"\bis not of type ('{_TYPE}'(?:, '{_TYPE}')*)", "type={0}"),
    (r"\bis not valid under any of the given schemas\b", "anyOf/oneOf"),
    (r"\bis valid under each of\b", "oneOf"),
    (r"\bis a required property\b", "required"),
    (r"\bis not one of \[", "enum"),
    (r"\bwas expected\b", "const"),
    (r"\bAdditional properties are not allowed\b", "additionalProperties"),
    (r"\bUnevaluated properties are not allowed\b", "unevaluatedProperties"),
    (r"\bdoes not match '", "pattern"),
    (r"\bis not a '", "format"),
    (r"\bis too long\b", "maxLength/maxItems"),
    (r"\bis too short\b|\bshould be non-empty\b", "minLength/minItems"),
    (r"\bis less than the minimum of\b", "minimum"),
    (r"\bis greater than the maximum of\b", "maximum"),
    (r"\bis less than or equal to the minimum of\b", "exclusiveMinimum"),
    (r"\bis greater than or equal to the maximum of\b", "exclusiveMaximum"),
    (r"\bis not a multiple of\b", "multipleOf"),
    (r"\bhas non-unique elements\b", "uniqueItems"),
    (r"\bshould not be valid under\b", "not"),
    (r"\bFalse schema does not allow\b", "false-schema"),
    (r"\bdoes not have enough properties\b", "minProperties"),
    (r"\bhas too many properties\b", "maxProperties"),
    (r"\bis a dependency of\b", "dependentRequired"),
)

# zod: the default message of each issue code, zod 3 (`Expected number, received string`) and zod 4
# (`Invalid input: expected number, received string`).
ZOD = _words(
    (r"\bExpected (\w+), received \w+", "invalid_type={0}"),
    (r"\bInvalid input: expected (\w+), received \w+", "invalid_type={0}"),
    (r"(?:^|: )Required(?: at \S+)?$", "invalid_type=required"),
    (r"\bInvalid enum value\. Expected\b", "invalid_enum_value"),
    (r"\bInvalid option: expected one of\b", "invalid_value"),
    (r'\bInvalid literal value, expected\b|\bInvalid input: expected "', "invalid_literal"),
    (r"\bUnrecognized key\(s\) in object\b|\bUnrecognized keys?: ", "unrecognized_keys"),
    (r"(?:^|: )Invalid input(?: at \S+)?$", "invalid_union"),
    (r"\bInvalid discriminator value\b", "invalid_union_discriminator"),
    (r"\b(?:String|Number|Array|Set|BigInt|Date)s? must (?:contain at least|be greater than)\b", "too_small"),
    (r"\bToo small: ", "too_small"),
    (r"\b(?:String|Number|Array|Set|BigInt|Date)s? must (?:contain at most|be less than)\b", "too_big"),
    (r"\bToo big: ", "too_big"),
    (r"\bInvalid (?:email|url|uuid|cuid2?|ulid|regex|datetime|date|time|duration|ip)\b", "invalid_string"),
)  # fmt: skip

# pydantic: each error of a ValidationError ends `[type=int_parsing, input_value=..., input_type=str]`
# (pydantic 2) or `(type=type_error.integer)` (pydantic 1).
PYDANTIC = _words((r"\[type=(\w+),", "{0}"), (r"\(type=([\w.]+)[;)]", "{0}"))
_PYDANTIC_HEAD = re.compile(r"\s*\b\d+ validation errors? for \S+")

# python-jsonschema's check_schema names one of the meta-schema's errors, and which one follows the
# interpreter's string hashing (PYTHONHASHSEED): one schema gets a different error from run to run. A
# message that wraps one (json-repair's "Invalid schema: ...") is classed as the meta-schema's refusal.
_META_SCHEMA = re.compile(r"^(?:\w+: )?Invalid schema: ")

VALIDATORS: tuple[tuple[str, tuple[_Words, ...]], ...] = (
    ("pydantic", PYDANTIC),
    ("ajv", AJV),
    ("jsonschema", JSONSCHEMA),
    ("zod", ZOD),
)


def issues(text: str) -> tuple[int, list[str]]:
    """Where the first validation issue in `text` starts, and the kinds of all issues found, each
    named with its validator (`ajv type=object`); -1 and [] when `text` lists none. The lines of a
    pydantic error are read whole; other validators' words only in the first paragraph (what follows
    a blank line is context, such as the arguments received)."""
    found: dict[str, set[str]] = {}
    first = -1
    for validator, table in VALIDATORS:
        for words in table:
            for start, kind in words.kinds(text if validator == "pydantic" else text.split("\n\n")[0]):
                found.setdefault(validator, set()).add(kind)
                first = start if first < 0 else min(first, start)
        if validator == "pydantic" and found:
            break  # the lines of a pydantic error are its own; nothing in them is another validator's
    return first, [f"{validator} {', '.join(sorted(kinds))}" for validator, kinds in found.items()]


# --- the class of a message ------------------------------------------------------------------------


def message_class(message: str, names: Iterable[str] = (), head: bool = True) -> str:
    """The class of a message: its validation issues' kinds where a validator's words are found
    (after the first line's head unless `head` is false, as for a rejection), else its first line
    (and bullet list) with what varies between cases blanked: `"…"`, URL, ID, PATH, N, NAME."""
    body = _body(message)
    blank = _blanker(names)
    code = None
    value = _json_object(body)
    if value is not None:  # a JSON object: its words, and the kind it may name in a field of its own
        said = next((value[k] for k in ("error", "message") if isinstance(value.get(k), str)), None)
        code = next((f"{k} {value[k]}" for k in _CODES if isinstance(value.get(k), str)), None)
        body = said if isinstance(said, str) else body
    start, kinds = issues(body)
    if not kinds and isinstance(code, str):
        start, kinds = -1, [code]
    if kinds:
        said = "; ".join(kinds)
        first = body.split("\n")[0]
        before = _PYDANTIC_HEAD.sub("", first if start < 0 or start > len(first) else first[:start])
        if kinds[0].startswith("jsonschema ") and _META_SCHEMA.search(before):
            said = "jsonschema meta-schema"
        if not head:
            return _cut(said)
        return _cut(" ".join(filter(None, [_trim(blank(before)), said])))
    lines = [line for line in body.split("\n\n")[0].split("\n") if line.strip()] or ["(no message)"]
    bullets = [_BULLET.sub("", line) for line in lines[1:] if _BULLET.match(line)]
    if bullets:
        items = sorted({blank(re.sub(r"^[^:\n]*?: ", "", item, count=1)) for item in bullets})
        return _cut(f"{blank(lines[0])} {'; '.join(items)}")
    return _cut(_listed(blank(lines[0])))


def _listed(line: str) -> str:
    """A line listing issues, `head: PATH: issue; PATH: issue`, as its head and its kinds of issue,
    each once and sorted, whatever their number, order and places."""
    parts = line.split("; ")
    first = _PLACE.search(parts[0])
    if first is None:
        return "; ".join(dict.fromkeys(parts))
    head = parts[0][: first.start()].rstrip()
    items = [parts[0][first.end() :], *(_PLACE.sub("", part, count=1) for part in parts[1:])]
    return " ".join(filter(None, [head, "; ".join(sorted(set(items)))]))


def _body(message: str) -> str:
    """The implementation's own words: without the stderr the engine appends, the engine's request
    number and the words it wraps an error reply in, and with Python's RecursionError said one way
    (its tail names the call that met the limit, which varies with the schema's shape), and without
    the list of tools an agent presented when it did not present the case's (it varies with the tools
    of the cases its session walks)."""
    body = message.split(_STDERR)[0].strip()
    body = _SEQ.sub(r"\1", body)
    body = _RECURSION.sub(r"\1", body)
    body = _PRESENTED.sub("(it presented: TOOLS)", body)
    return _REPLIED.sub("", body)


def _json_object(body: str) -> dict[str, object] | None:
    if not body.startswith("{"):
        return None
    try:
        value = json.loads(body)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _blanker(names: Iterable[str]) -> Callable[[str], str]:
    """A function blanking what varies between cases in one line; `names` (a case's tool names) are
    blanked wherever a word of the line is made of a name's words (`MCPStoreValuesAction`)."""
    parts = [
        words for name in names if len(name) >= 3 and (words := [w.lower() for w in _WORD.findall(name)])
    ]

    def named(token: str) -> bool:
        words = [w.lower() for w in _WORD.findall(token)]
        return any(words[i : i + len(p)] == p for p in parts for i in range(len(words) - len(p) + 1))

    def blank(line: str) -> str:
        line = _QUOTED.sub('"…"', line)
        line = _URL.sub("URL", line)
        line = _JSON_PATH.sub("PATH", line)
        line = _REF.sub("REF", line)
        line = _ID.sub("ID", line)
        line = _PATH.sub("PATH", line)
        if parts:
            line = _TOKEN.sub(lambda m: "NAME" if named(m.group()) else m.group(), line)
        line = _NUMBER.sub("N", line)
        while True:  # JSON data in a message: innermost first, each object and array becomes a mark
            shorter = _BRACKETS.sub("\x02", _BRACES.sub("\x01", line))
            if shorter == line:
                break
            line = shorter
        line = line.replace("\x01", "{…}").replace("\x02", "[…]")
        return re.sub(r"\s+", " ", line).strip()

    return blank


def _trim(head: str) -> str:
    """A head without the place or value it ends on: `Error: schema is invalid: PATH` -> `... invalid:`."""
    words = head.split(" ")
    while words and (words[-1].strip(".,;:()") in (*_BLANKS, *_LITERALS) or not words[-1].strip(".,;:()")):
        words.pop()
    return " ".join(words)


def _cut(line: str) -> str:
    return line if len(line) <= LIMIT else line[: LIMIT - 1] + "…"
