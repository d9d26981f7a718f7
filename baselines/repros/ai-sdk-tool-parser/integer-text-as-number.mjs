// Repro: @ai-sdk-tool/parser 4.1.26, reason `integer-text-as-number` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     coerce/integer/fraction-stays (core level, SPEC §1.2)
//           "5.5" is not integral and stays a string.
// Reason:   SPEC §1.2: coerceBySchema converts number text the same way for "integer" as for
//           "number" (any text matching its number pattern, through Number), so "5.5" and "5e-1"
//           for an integer become 5.5 and 0.5, at the top level and nested ("5.5" for a nested
//           integer arrives as 5.5, where core accepts only "5.5" kept: the integer rule leaves
//           it); SPEC converts text for an integer only when its value is integral, and leaves
//           other text as sent. The signatures differ by where the value sits (top level or nested)
//           and by the SPEC section its cases pin.
// Expected: {"n": "5.5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node integer-text-as-number.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/integer-text-as-number.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": "5.5"};

try {
  console.log(`returned: ${show(coerceBySchema(args, schema))}`);
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
