// Repro: ajv 8.20.0, reason `anyof-branches-mutate-hermes` of the `ajv-first-error` baseline
// (baselines/ajv-first-error.json).
//
// Case:     generated/pydantic/invoice-native/string-total.b1652daf (hermes level, SPEC §1.2)
//           only 'total' sent as a string; the others already typed
// Reason:   SPEC §1.2: the mechanism of anyof-branches-mutate (Ajv2020 coerces inside every anyOf
//           branch: 0.5 for pydantic's Decimal, anyOf [number, string], arrives as "0.5") on cases
//           whose expected value is hermes level because another member is text in a no-type union.
// Expected: {"lines": [{"gift": true, "quantity": 3, "sku": "text", "unit price": 2.5}], "number":
//           "text", "tax_rate": 0.5, "total": "2.5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (instances per dialect, coerceTypes: true) with allErrors:
//           false, the setting of gemini-cli's (0.61.0) and Qwen Code's (0.24.4) SchemaValidator
//           instances, which do not coerce, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node anyof-branches-mutate-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-first-error/anyof-branches-mutate-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const schema = {
  "$defs": {
    "LineItem": {
      "properties": {
        "sku": {"title": "Sku", "type": "string"},
        "quantity": {"minimum": 1, "title": "Quantity", "type": "integer"},
        "unit price": {"exclusiveMinimum": 0, "title": "Unit Price", "type": "number"},
        "gift": {"default": false, "title": "Gift", "type": "boolean"}
      },
      "required": ["sku", "quantity", "unit price"],
      "title": "LineItem",
      "type": "object"
    }
  },
  "properties": {
    "number": {"title": "Number", "type": "string"},
    "total": {
      "anyOf": [{"type": "number"}, {"type": "string"}],
      "description": "Exact amount, as a number or a decimal string.",
      "title": "Total"
    },
    "tax_rate": {
      "anyOf": [{"maximum": 1.0, "minimum": 0.0, "type": "number"}, {"type": "string"}],
      "default": "0.2",
      "title": "Tax Rate"
    },
    "lines": {
      "default": [],
      "items": {"$ref": "#/$defs/LineItem"},
      "title": "Lines",
      "type": "array"
    }
  },
  "required": ["number", "total"],
  "title": "InvoiceInput",
  "type": "object"
};
const args = {
  "number": "text",
  "total": "2.5",
  "tax_rate": 0.5,
  "lines": [{"sku": "text", "quantity": 3, "unit price": 2.5, "gift": true}]
};

// Ajv2020, the class for 2020-12: no $schema: 2020-12, the MCP specification's default dialect.
const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true });
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
