// Repro: @typia/utils 14.0.6, reason `text-parsed-whatever-type` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/integer/fraction-stays (core level, SPEC §1.2)
//           "5.5" is not integral and stays a string.
// Reason:   SPEC §1.2 and §1.3: for any schema that is not "string" (or a union holding one)
//           LlmJson.coerce parses string text as JSON and keeps what the parse gives, whatever its
//           type: "5.5" or "5e-1" for an integer becomes 5.5 or 0.5, "1e400" becomes Infinity, "1"
//           and "0" for a boolean become 1 and 0, "null" becomes null where null is not allowed,
//           "5" for type null, an object or an unknown type name becomes 5, array text for an
//           object becomes an array and object text for an array an object (also nested, in array
//           items and behind a $ref). SPEC converts text only to the type it names, and only where
//           that rule applies. One mechanism; its signatures are the types the parse gave where
//           another was expected, at the top level, nested and behind a $ref, on cases pinning
//           §1.2, §1.3, §2 and §4.
// Expected: {"n": "5.5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node text-parsed-whatever-type.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/text-parsed-whatever-type.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": "5.5"};

try {
  // The tool is registered as @agentica/core's createMcpLlmApplication registers an MCP tool: the
  // schema's $defs become the components, the schema is upgraded against them, the components the
  // schema does not reach by $ref are dropped, then the schema is converted.
  const defs = { schemas: schema?.$defs };
  const components = OpenApiConverter.upgradeComponents(defs);
  const upgraded = OpenApiConverter.upgradeSchema({ components: defs, schema });
  if (components.schemas !== undefined) {
    const reached = new Set();
    OpenApiTypeChecker.visit({
      components,
      schema: upgraded,
      closure: (node) => {
        if (OpenApiTypeChecker.isReference(node)) reached.add(node.$ref.split("/").pop());
      },
    });
    components.schemas = Object.fromEntries(Object.entries(components.schemas).filter(([name]) => reached.has(name)));
  }
  const converted = LlmSchemaConverter.parameters({
    config: LlmSchemaConverter.getConfig(undefined),
    components,
    schema: upgraded,
  });
  if (converted.success) {
    console.log(`returned: ${show(LlmJson.coerce(args, converted.value))}`);
  } else {
    // The converter refuses the schema: the tool cannot be registered at all (agentica drops it; the
    // suite's harness answers this as an error of its own, SchemaNotConvertible).
    const reasons = converted.error.reasons.map((reason) => `${reason.accessor}: ${reason.message}`);
    console.log(`threw: SchemaNotConvertible: LlmSchemaConverter.parameters refused the schema: ${reasons.join("; ")}`);
  }
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
