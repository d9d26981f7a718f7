// Repro: ajv 8.20.0, reason `fan-out-timeout` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     adversarial/adversarial/fan-out/null-search-exhausts-union (core level, SPEC §1.2)
//           "null" for an integer whose anyOf fans out to 2^30 paths, none of them null: the null
//           search finds nothing, the integer rule fails, the value stays.
// Reason:   SPEC §1.4: under 30 nested two-way anyOfs through shared $defs (the fan-out schemas, no
//           $schema, so the draft-07 class), a value no branch accepts (the text "null" for a
//           non-nullable integer, JSON text ajv does not parse) makes the validate function try
//           every path, up to 2^30 of them, and with allErrors on ajv also keeps every branch's
//           errors: no answer within the cases' own 1 s limit, nor on the suite's two retries (2 s,
//           then 4 s), in two runs. A value the first branch accepts answers at once
//           (integer-beside-fan-out passes). The signatures are the one timeout on cases pinning
//           §1.2 and §1.3.
// Expected: {"count": "null"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     Kimi Code's args-validator (0.38.0) configuration: an instance per dialect (Ajv for
//           draft-07/06, Ajv2019, Ajv2020 by $schema; without it by dialect-only keywords, else
//           Ajv, as Kimi Code), strict: false, allErrors: true, ajv-formats; plus coerceTypes: true
//           as its open PR #2500 proposes: coerce a copy in place, validate, reject when invalid,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node fan-out-timeout.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/fan-out-timeout.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "count": {"type": "integer", "anyOf": [{"$ref": "#/$defs/any0"}]},
    "records": {"type": "array", "items": {"$ref": "#/$defs/shape0"}},
    "holder": {"type": "object", "properties": {"inner": {"$ref": "#/$defs/list0"}}}
  },
  "$defs": {
    "any0": {"anyOf": [{"$ref": "#/$defs/any1"}, {"$ref": "#/$defs/any1"}]},
    "any1": {"anyOf": [{"$ref": "#/$defs/any2"}, {"$ref": "#/$defs/any2"}]},
    "any2": {"anyOf": [{"$ref": "#/$defs/any3"}, {"$ref": "#/$defs/any3"}]},
    "any3": {"anyOf": [{"$ref": "#/$defs/any4"}, {"$ref": "#/$defs/any4"}]},
    "any4": {"anyOf": [{"$ref": "#/$defs/any5"}, {"$ref": "#/$defs/any5"}]},
    "any5": {"anyOf": [{"$ref": "#/$defs/any6"}, {"$ref": "#/$defs/any6"}]},
    "any6": {"anyOf": [{"$ref": "#/$defs/any7"}, {"$ref": "#/$defs/any7"}]},
    "any7": {"anyOf": [{"$ref": "#/$defs/any8"}, {"$ref": "#/$defs/any8"}]},
    "any8": {"anyOf": [{"$ref": "#/$defs/any9"}, {"$ref": "#/$defs/any9"}]},
    "any9": {"anyOf": [{"$ref": "#/$defs/any10"}, {"$ref": "#/$defs/any10"}]},
    "any10": {"anyOf": [{"$ref": "#/$defs/any11"}, {"$ref": "#/$defs/any11"}]},
    "any11": {"anyOf": [{"$ref": "#/$defs/any12"}, {"$ref": "#/$defs/any12"}]},
    "any12": {"anyOf": [{"$ref": "#/$defs/any13"}, {"$ref": "#/$defs/any13"}]},
    "any13": {"anyOf": [{"$ref": "#/$defs/any14"}, {"$ref": "#/$defs/any14"}]},
    "any14": {"anyOf": [{"$ref": "#/$defs/any15"}, {"$ref": "#/$defs/any15"}]},
    "any15": {"anyOf": [{"$ref": "#/$defs/any16"}, {"$ref": "#/$defs/any16"}]},
    "any16": {"anyOf": [{"$ref": "#/$defs/any17"}, {"$ref": "#/$defs/any17"}]},
    "any17": {"anyOf": [{"$ref": "#/$defs/any18"}, {"$ref": "#/$defs/any18"}]},
    "any18": {"anyOf": [{"$ref": "#/$defs/any19"}, {"$ref": "#/$defs/any19"}]},
    "any19": {"anyOf": [{"$ref": "#/$defs/any20"}, {"$ref": "#/$defs/any20"}]},
    "any20": {"anyOf": [{"$ref": "#/$defs/any21"}, {"$ref": "#/$defs/any21"}]},
    "any21": {"anyOf": [{"$ref": "#/$defs/any22"}, {"$ref": "#/$defs/any22"}]},
    "any22": {"anyOf": [{"$ref": "#/$defs/any23"}, {"$ref": "#/$defs/any23"}]},
    "any23": {"anyOf": [{"$ref": "#/$defs/any24"}, {"$ref": "#/$defs/any24"}]},
    "any24": {"anyOf": [{"$ref": "#/$defs/any25"}, {"$ref": "#/$defs/any25"}]},
    "any25": {"anyOf": [{"$ref": "#/$defs/any26"}, {"$ref": "#/$defs/any26"}]},
    "any26": {"anyOf": [{"$ref": "#/$defs/any27"}, {"$ref": "#/$defs/any27"}]},
    "any27": {"anyOf": [{"$ref": "#/$defs/any28"}, {"$ref": "#/$defs/any28"}]},
    "any28": {"anyOf": [{"$ref": "#/$defs/any29"}, {"$ref": "#/$defs/any29"}]},
    "any29": {"anyOf": [{"$ref": "#/$defs/any30"}, {"$ref": "#/$defs/any30"}]},
    "any30": {"type": "integer"},
    "shape0": {"anyOf": [{"$ref": "#/$defs/shape1"}, {"$ref": "#/$defs/shape1"}]},
    "shape1": {"allOf": [{"$ref": "#/$defs/shape2"}, {"$ref": "#/$defs/shape2"}]},
    "shape2": {"oneOf": [{"$ref": "#/$defs/shape3"}, {"$ref": "#/$defs/shape3"}]},
    "shape3": {"anyOf": [{"$ref": "#/$defs/shape4"}, {"$ref": "#/$defs/shape4"}]},
    "shape4": {"allOf": [{"$ref": "#/$defs/shape5"}, {"$ref": "#/$defs/shape5"}]},
    "shape5": {"oneOf": [{"$ref": "#/$defs/shape6"}, {"$ref": "#/$defs/shape6"}]},
    "shape6": {"anyOf": [{"$ref": "#/$defs/shape7"}, {"$ref": "#/$defs/shape7"}]},
    "shape7": {"allOf": [{"$ref": "#/$defs/shape8"}, {"$ref": "#/$defs/shape8"}]},
    "shape8": {"oneOf": [{"$ref": "#/$defs/shape9"}, {"$ref": "#/$defs/shape9"}]},
    "shape9": {"anyOf": [{"$ref": "#/$defs/shape10"}, {"$ref": "#/$defs/shape10"}]},
    "shape10": {"allOf": [{"$ref": "#/$defs/shape11"}, {"$ref": "#/$defs/shape11"}]},
    "shape11": {"oneOf": [{"$ref": "#/$defs/shape12"}, {"$ref": "#/$defs/shape12"}]},
    "shape12": {"anyOf": [{"$ref": "#/$defs/shape13"}, {"$ref": "#/$defs/shape13"}]},
    "shape13": {"allOf": [{"$ref": "#/$defs/shape14"}, {"$ref": "#/$defs/shape14"}]},
    "shape14": {"oneOf": [{"$ref": "#/$defs/shape15"}, {"$ref": "#/$defs/shape15"}]},
    "shape15": {"anyOf": [{"$ref": "#/$defs/shape16"}, {"$ref": "#/$defs/shape16"}]},
    "shape16": {"allOf": [{"$ref": "#/$defs/shape17"}, {"$ref": "#/$defs/shape17"}]},
    "shape17": {"oneOf": [{"$ref": "#/$defs/shape18"}, {"$ref": "#/$defs/shape18"}]},
    "shape18": {"anyOf": [{"$ref": "#/$defs/shape19"}, {"$ref": "#/$defs/shape19"}]},
    "shape19": {"allOf": [{"$ref": "#/$defs/shape20"}, {"$ref": "#/$defs/shape20"}]},
    "shape20": {"oneOf": [{"$ref": "#/$defs/shape21"}, {"$ref": "#/$defs/shape21"}]},
    "shape21": {"anyOf": [{"$ref": "#/$defs/shape22"}, {"$ref": "#/$defs/shape22"}]},
    "shape22": {"allOf": [{"$ref": "#/$defs/shape23"}, {"$ref": "#/$defs/shape23"}]},
    "shape23": {"oneOf": [{"$ref": "#/$defs/shape24"}, {"$ref": "#/$defs/shape24"}]},
    "shape24": {"anyOf": [{"$ref": "#/$defs/shape25"}, {"$ref": "#/$defs/shape25"}]},
    "shape25": {"allOf": [{"$ref": "#/$defs/shape26"}, {"$ref": "#/$defs/shape26"}]},
    "shape26": {"oneOf": [{"$ref": "#/$defs/shape27"}, {"$ref": "#/$defs/shape27"}]},
    "shape27": {"anyOf": [{"$ref": "#/$defs/shape28"}, {"$ref": "#/$defs/shape28"}]},
    "shape28": {"allOf": [{"$ref": "#/$defs/shape29"}, {"$ref": "#/$defs/shape29"}]},
    "shape29": {"oneOf": [{"$ref": "#/$defs/shape30"}, {"$ref": "#/$defs/shape30"}]},
    "shape30": {"type": "object"},
    "list0": {"allOf": [{"$ref": "#/$defs/list1"}, {"$ref": "#/$defs/list1"}]},
    "list1": {"anyOf": [{"$ref": "#/$defs/list2"}, {"$ref": "#/$defs/list2"}]},
    "list2": {"allOf": [{"$ref": "#/$defs/list3"}, {"$ref": "#/$defs/list3"}]},
    "list3": {"anyOf": [{"$ref": "#/$defs/list4"}, {"$ref": "#/$defs/list4"}]},
    "list4": {"allOf": [{"$ref": "#/$defs/list5"}, {"$ref": "#/$defs/list5"}]},
    "list5": {"anyOf": [{"$ref": "#/$defs/list6"}, {"$ref": "#/$defs/list6"}]},
    "list6": {"allOf": [{"$ref": "#/$defs/list7"}, {"$ref": "#/$defs/list7"}]},
    "list7": {"anyOf": [{"$ref": "#/$defs/list8"}, {"$ref": "#/$defs/list8"}]},
    "list8": {"allOf": [{"$ref": "#/$defs/list9"}, {"$ref": "#/$defs/list9"}]},
    "list9": {"anyOf": [{"$ref": "#/$defs/list10"}, {"$ref": "#/$defs/list10"}]},
    "list10": {"allOf": [{"$ref": "#/$defs/list11"}, {"$ref": "#/$defs/list11"}]},
    "list11": {"anyOf": [{"$ref": "#/$defs/list12"}, {"$ref": "#/$defs/list12"}]},
    "list12": {"allOf": [{"$ref": "#/$defs/list13"}, {"$ref": "#/$defs/list13"}]},
    "list13": {"anyOf": [{"$ref": "#/$defs/list14"}, {"$ref": "#/$defs/list14"}]},
    "list14": {"allOf": [{"$ref": "#/$defs/list15"}, {"$ref": "#/$defs/list15"}]},
    "list15": {"anyOf": [{"$ref": "#/$defs/list16"}, {"$ref": "#/$defs/list16"}]},
    "list16": {"allOf": [{"$ref": "#/$defs/list17"}, {"$ref": "#/$defs/list17"}]},
    "list17": {"anyOf": [{"$ref": "#/$defs/list18"}, {"$ref": "#/$defs/list18"}]},
    "list18": {"allOf": [{"$ref": "#/$defs/list19"}, {"$ref": "#/$defs/list19"}]},
    "list19": {"anyOf": [{"$ref": "#/$defs/list20"}, {"$ref": "#/$defs/list20"}]},
    "list20": {"allOf": [{"$ref": "#/$defs/list21"}, {"$ref": "#/$defs/list21"}]},
    "list21": {"anyOf": [{"$ref": "#/$defs/list22"}, {"$ref": "#/$defs/list22"}]},
    "list22": {"allOf": [{"$ref": "#/$defs/list23"}, {"$ref": "#/$defs/list23"}]},
    "list23": {"anyOf": [{"$ref": "#/$defs/list24"}, {"$ref": "#/$defs/list24"}]},
    "list24": {"allOf": [{"$ref": "#/$defs/list25"}, {"$ref": "#/$defs/list25"}]},
    "list25": {"anyOf": [{"$ref": "#/$defs/list26"}, {"$ref": "#/$defs/list26"}]},
    "list26": {"allOf": [{"$ref": "#/$defs/list27"}, {"$ref": "#/$defs/list27"}]},
    "list27": {"anyOf": [{"$ref": "#/$defs/list28"}, {"$ref": "#/$defs/list28"}]},
    "list28": {"allOf": [{"$ref": "#/$defs/list29"}, {"$ref": "#/$defs/list29"}]},
    "list29": {"anyOf": [{"$ref": "#/$defs/list30"}, {"$ref": "#/$defs/list30"}]},
    "list30": {"type": "array"}
  }
};
const args = {"count": "null"};

// Ajv, the class for draft-07: no $schema and no keyword only a later dialect has: Ajv, as Kimi Code takes it.
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
addFormats(ajv);
try {
  const validate = ajv.compile(schema);
  const data = structuredClone(args); // ajv coerces in place: validate a copy
  if (validate(data)) console.log(`returned: ${show(data)}`);
  else console.log(`rejected: ${ajv.errorsText(validate.errors)}`);
} catch (error) {
  console.log(`threw: ${describe(error)}`);
}

/** A value as JSON, except that NaN, Infinity, -Infinity, undefined and bigints print as themselves
 * (JSON.stringify would print null, drop the key, or throw). */
function show(value) {
  const mark = "\u0000repro:";
  const text = JSON.stringify(value, (_key, v) =>
    v === undefined || typeof v === "bigint" || (typeof v === "number" && !Number.isFinite(v))
      ? `${mark}${typeof v === "bigint" ? `${v}n` : v}`
      : v,
  );
  return text.replaceAll(/"\\u0000repro:([^"]*)"/g, "$1");
}

function describe(error) {
  return error instanceof Error ? `${error.name}: ${error.message}` : `non-Error thrown: ${String(error)}`;
}
