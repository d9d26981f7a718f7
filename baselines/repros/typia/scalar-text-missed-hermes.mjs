// Repro: @typia/utils 14.0.6, reason `scalar-text-missed-hermes` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/type-lists/string-then-boolean (core level, SPEC §1.2)
//           Type ["string", "boolean"]: "TRUE" becomes true.
// Reason:   SPEC §1.2 (hermes level): boolean text is matched case-sensitively, so "TRUE" for
//           ["string", "boolean"] stays the string sent, where Hermes' answer is true; core accepts
//           that answer (SPEC §0: it is valid against the schema and the case lists it among its
//           core_alternatives), so it is a finding at hermes level only. The signatures differ by
//           the JSON types and by where the value sits.
// Expected: {"text_or_bool": true}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node scalar-text-missed-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/scalar-text-missed-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "int_or_text": {"type": ["integer", "string"]},
    "text_or_int": {"type": ["string", "integer"]},
    "num_or_int": {"type": ["number", "integer"]},
    "int_or_num": {"type": ["integer", "number"]},
    "bool_or_int": {"type": ["boolean", "integer"]},
    "int_or_bool": {"type": ["integer", "boolean"]},
    "arr_or_obj": {"type": ["array", "object"]},
    "obj_or_text": {"type": ["object", "string"]},
    "text_or_bool": {"type": ["string", "boolean"]},
    "num_or_bool": {"type": ["number", "boolean"]}
  }
};
const args = {"text_or_bool": "TRUE"};

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
