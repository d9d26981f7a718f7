// Repro: @typia/utils 14.0.6, reason `schema-not-convertible` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     robustness/parameters-empty/arguments-unchanged (core level, SPEC §1.4)
//           Every argument passes unchanged.
// Reason:   SPEC §2 and §1.4: typia's converter (LlmSchemaConverter.parameters, called as
//           @agentica/core's createMcpLlmApplication calls it) refuses the tool's schema, so
//           typia's users cannot register the tool and no argument is prepared: a path $ref
//           (#/properties/limit/anyOf/0), a relative or remote one, a $ref: "#", a $ref beside a
//           sibling type (OpenApiConverter.upgradeSchema leaves its #/$defs/ pointer as it is,
//           which the converter does not accept; every cycle group of the hand-written corpora has
//           one), "definitions" instead of "$defs", a tuple, an additionalProperties it does not
//           allow, a parameters schema that is not an object. SPEC §2 asks that a value behind a
//           $ref it cannot follow be left as it is and the rest of the call prepared; the harness
//           answers the converter's refusal as an error naming its reasons. The signatures differ
//           by the converter's message class and by the section the case pins.
// Expected: {"a": "5", "b b": "[1]", "c_c": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node schema-not-convertible.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/schema-not-convertible.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {};
const args = {"a": "5", "b b": "[1]", "c_c": null};

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
