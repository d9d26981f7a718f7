// Repro: @typia/utils 14.0.6, reason `union-cycle-overflows` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     refs/cycles/mutual-union-null-branch (core level, SPEC §2)
//           Two unions that refer to each other, the outer one with a null branch: "null" becomes
//           null.
// Reason:   SPEC §1.4 and §2: a union that reaches itself again through a $ref branch (anyOf [a
//           $ref to itself, null], two anyOf/oneOf that refer to each other, as
//           refs/cycles/mutual-union-null-branch) converts, but LlmJson.coerce overflows the stack
//           on text for it (RangeError: Maximum call stack size exceeded): to find the branch a
//           text fits it resolves each $ref branch and tests it again, without remembering the
//           branches it has met. (A 10,000-link $ref chain overflows earlier, while the tool is
//           registered: long-ref-chain-overflows-registration.) SPEC's walk remembers what it has
//           visited and terminates. One mechanism; its signatures are this error on cases pinning
//           §1.4 and §2.
// Expected: {"mutual_union": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node union-cycle-overflows.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/union-cycle-overflows.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {"mutual_union": {"$ref": "#/$defs/UA"}},
  "$defs": {
    "UA": {"anyOf": [{"$ref": "#/$defs/UB"}, {"type": "null"}]},
    "UB": {"anyOf": [{"$ref": "#/$defs/UA"}, {"type": "integer"}]}
  }
};
const args = {"mutual_union": "null"};

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
