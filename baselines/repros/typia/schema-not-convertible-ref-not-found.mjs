// Repro: @typia/utils 14.0.6, reason `schema-not-convertible-ref-not-found` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     refs/dangling-local/neighbour-integer-text (core level, SPEC §2)
//           "5" for the integer beside the dangling reference becomes 5.
// Reason:   SPEC §2: typia's converter (LlmSchemaConverter.parameters, called as @agentica/core's
//           createMcpLlmApplication calls it) refuses the tool's schema with `unable to find
//           reference type "<name>"`, so typia's users cannot register the tool and no argument is
//           prepared. It looks a bare $ref up by its last segment among the schema's $defs alone,
//           so any other local pointer is refused: a path $ref (#/properties/limit/anyOf/0 is
//           looked up as "0"; zod's relative refs "1", "items"), a pointer into "definitions"
//           instead of "$defs", a $defs name written with a ~ or percent escape (#/$defs/a~1b as
//           "a/b"), a dangling one; and so is a relative or remote $ref (count.json,
//           http://…/count.json, looked up as "count.json"). SPEC §2 follows every local pointer
//           and leaves a remote or dangling one as it is, the rest of the call prepared. A case
//           whose schema draws several refusals is listed under the first one the converter names
//           (it names them in the order it meets them: the properties in order, then the
//           components). Its signatures are this refusal on cases pinning different SPEC sections
//           and, where the converter also names an invalid local schema reference after it, the
//           pair of the two.
// Expected: {"n": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node schema-not-convertible-ref-not-found.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/schema-not-convertible-ref-not-found.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {"n": {"type": "integer"}, "missing": {"$ref": "#/$defs/Missing"}}
};
const args = {"n": "5"};

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
