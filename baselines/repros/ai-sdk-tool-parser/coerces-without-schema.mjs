// Repro: @ai-sdk-tool/parser 4.1.26, reason `coerces-without-schema` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     mcp/input-schema-without-properties/arguments-unchanged (core level, SPEC §4)
//           With no properties, every argument passes unchanged.
// Reason:   SPEC §1.4 (and §1.2, §1.3, §4 where cases pin them): where no schema applies to a value
//           (a key the schema does not declare, a property schema that is not an object such as a
//           bare string, a number, null or true, parameters or an object without properties, an
//           array without items), coerceBySchema still converts a string by its look: "true" and
//           "false" in any case become booleans, numeric text becomes a number, and object or array
//           text is parsed, its members converted the same way. SPEC leaves a value no schema
//           describes as sent. One mechanism; its signatures are the kinds of text converted
//           (integer, boolean, array, object), at the top level, nested and inside parsed text, on
//           cases pinning §1.2, §1.3, §1.4 and §4.
// Expected: {"n": "5", "x y": "[1]"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node coerces-without-schema.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/coerces-without-schema.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {"type": "object"};
const args = {"n": "5", "x y": "[1]"};

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
