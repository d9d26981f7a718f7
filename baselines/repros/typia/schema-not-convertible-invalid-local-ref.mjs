// Repro: @typia/utils 14.0.6, reason `schema-not-convertible-invalid-local-ref` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     robustness/deep-and-cyclic/root-recursion (core level, SPEC §1.4)
//           A property whose $ref is "#" holding itself four levels deep, the last as text: all
//           levels resolve.
// Reason:   SPEC §2: typia's converter (LlmSchemaConverter.parameters, called as @agentica/core's
//           createMcpLlmApplication calls it) refuses the tool's schema with `invalid local schema
//           reference "<$ref>"`: a $ref in a form it does not read, so the tool cannot be
//           registered and no argument is prepared. OpenApiConverter.upgradeSchema rewrites
//           #/$defs/X to #/components/schemas/X only in a bare reference: a $ref beside a sibling
//           type keeps its pointer as written (#/$defs/Loop beside type integer, #/$defs/AnyNode
//           beside type object in the cycle cases, #/definitions/X, a relative or remote one), and
//           the #/$defs/ pointers of a discriminator's mapping (pydantic's tagged unions) stay too.
//           A $ref "#" (the root, zod-to-json-schema's recursion), a plain-name anchor (#Address)
//           and a $defs name the converter does not accept (café, an invalid ~ escape) become
//           #/components/schemas/#, #/components/schemas/#Address, #/components/schemas/café, which
//           it refuses as well. SPEC §2 follows #, #/$defs/ and #/definitions/ pointers, keeps the
//           keywords beside a $ref, and leaves the other forms as they are, the rest of the call
//           prepared. A case whose schema draws several refusals is listed under the first one the
//           converter names (it names them in the order it meets them: the properties in order,
//           then the components). Its signatures are this refusal on cases pinning different SPEC
//           sections and, where the converter also names `unable to find reference type` or `LLM
//           does not allow tuple type` after it, the set of the refusals its message holds.
// Expected: {"me": {"me": {"me": {"me": {}}}}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node schema-not-convertible-invalid-local-ref.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/schema-not-convertible-invalid-local-ref.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {"type": "object", "properties": {"me": {"$ref": "#"}}};
const args = {"me": {"me": {"me": "{\"me\": \"{}\"}"}}};

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
