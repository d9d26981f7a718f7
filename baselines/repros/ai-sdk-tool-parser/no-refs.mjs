// Repro: @ai-sdk-tool/parser 4.1.26, reason `no-refs` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     robustness/deep-and-cyclic/root-recursion (core level, SPEC §1.4)
//           A property whose $ref is "#" holding itself four levels deep, the last as text: all
//           levels resolve.
// Reason:   SPEC §2: coerceBySchema does not follow local $refs, so a value behind {"$ref":
//           "#/$defs/Count"} is not prepared ("5" stays a string, JSON text stays text); where the
//           $ref has a sibling "type", that type is applied instead of the target's ("5" behind a
//           $ref to a string, beside "type": "integer", becomes 5). One mechanism under many
//           signatures: any type (object, array, integer, number, boolean) behind a $ref, at the
//           top level, nested, in a union branch or inside parsed text, in cases that pin §1.2,
//           §1.3, §1.4, §2 and §4. A case that also carries "null" text (no-null-text's mechanism)
//           is here when values behind its $refs fail as well, so its signature may name the null
//           text first (mcp/zod-nullable-union-refs/all-together; its inlined twin fails on the
//           null text alone).
// Expected: {"me": {"me": {"me": {"me": {}}}}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node no-refs.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/no-refs.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {"type": "object", "properties": {"me": {"$ref": "#"}}};
const args = {"me": {"me": {"me": "{\"me\": \"{}\"}"}}};

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
