// Repro: @ai-sdk-tool/parser 4.1.26, reason `coerces-beyond-schema` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     mcp/input-schema-without-properties/arguments-unchanged (core level, SPEC §4)
//           With no properties, every argument passes unchanged.
// Reason:   SPEC §1.2, §1.3 and §1.4: coerceBySchema changes values no rule touches: "5.5" for an
//           integer becomes 5.5, Python-style "{'a': 1}" is repaired to an object, "5" for an
//           unknown key or under a non-object/absent schema becomes 5, JSON text under untyped
//           items or additionalProperties is parsed, scalars are wrapped for ["array", "null"] or
//           ["array", "string"], and 5 for type string becomes "5". Its signatures are the kinds of
//           value changed (each differs in the type given or the value), all by the one behaviour:
//           coerceBySchema converts by its own heuristics where SPEC's rules leave the value as
//           sent.
// Expected: {"n": "5", "x y": "[1]"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node coerces-beyond-schema.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/coerces-beyond-schema.mjs
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
