// Repro: @oh-my-pi/pi-ai 18.2.3, reason `hermes-no-type-union` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     field-2026/copilot-unions/anyof-array-string-null/array-text-stays (hermes level, SPEC
//           §1.2)
//           JSON text of an array under a union with no top-level type gets no rule but the null
//           rule (hermes): it stays the string.
// Reason:   SPEC §1.2 (hermes level): values of properties without a top-level type (anyOf
//           [integer, null], anyOf [object, null], pydantic and zod unions) are coerced or parsed
//           where Hermes leaves them strings; core allows either. One mechanism under several
//           signatures: the converted text is object, array, integer, number or boolean text, in a
//           union branch, behind a $ref to such a union, or (a zod allOf without type) at the top
//           level, in cases that pin §1.2 and §2.
// Expected: {"target": "[\"Top\", \"Child\"]"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun hermes-no-type-union.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/hermes-no-type-union.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "target": {
      "anyOf": [
        {"type": "array", "items": {"type": "string"}},
        {"type": "string"},
        {"type": "null"}
      ]
    }
  }
};
const args = {"target": "[\"Top\", \"Child\"]"};

const tool = { name: "vault_read", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "vault_read", arguments: args };
try {
  console.log(`returned: ${show(validateToolArguments(tool, toolCall))}`);
} catch (error) {
  // Its documented refusal: an Error whose message starts "Validation failed for tool ".
  if (error instanceof Error && error.message.startsWith("Validation failed for tool ")) {
    console.log(`rejected: ${error.message}`);
  } else {
    console.log(`threw: ${describe(error)}`);
  }
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
