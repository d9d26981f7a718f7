// Repro: @ai-sdk-tool/parser 4.1.26, reason `integral-float-hermes` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     coerce/integer/float-value-left-alone (hermes level, SPEC §1.2)
//           A number value 5.0 is not a string, so it is left exactly as sent (5.0): Hermes's
//           Python keeps the float (hermes: SPEC §5 compares integral floats apart from integers).
// Reason:   SPEC §5 (hermes level): the value 5.0 for an integer property arrives as 5, since
//           JavaScript has one number type (JSON.parse("5.0") is 5); core counts an integral float
//           as the equal integer, hermes level keeps Python's distinction.
// Expected: {"n": 5.0}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node integral-float-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/integral-float-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": 5.0};

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
