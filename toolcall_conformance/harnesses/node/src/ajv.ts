/**
 * ajv 8 (`ajv@8.20.0`, `ajv-formats@3.0.1`) configured as tool-calling code configures it to check a
 * tool's arguments, with ajv's own coercion (`coerceTypes`) on: the instance for the schema's dialect
 * compiles it, the validate function runs on a copy of the arguments, which ajv coerces in place; valid
 * gives that copy, invalid a rejection with `ajv.errorsText`. A compile error escapes (the case errors).
 * A tool called again is not compiled again (ajv caches it).
 *
 * The configuration is Kimi Code's, packages/agent-core/src/tools/args-validator.ts
 * (`@moonshot-ai/kimi-code` 0.38.0, commit d723cc4): one instance per dialect, `Ajv` (draft-07),
 * `Ajv2019` and `Ajv2020`, each `{strict: false, allErrors: true}` plus ajv-formats, `validateSchema`
 * left on. The instance follows the schema's `$schema`: one naming 2020-12 goes to `Ajv2020`, 2019-09 to
 * `Ajv2019`, any other (draft-07, draft-06, ...) to `Ajv`. Without `$schema`, Kimi Code's reading:
 * a 2020-12-only keyword anywhere picks `Ajv2020`, else a 2019-09-only one `Ajv2019`, else `Ajv`, as
 * Kimi Code (and gemini-cli, Qwen Code, `@mastra/schema-compat`) takes it, though the MCP specification
 * (2025-11-25, "JSON Schema Usage") makes 2020-12 the dialect of a schema without `$schema`: the harness
 * does what its caller does. So no row loses a case to a dialect its instance was not set up for.
 *
 * Rows: `ajv` adds `coerceTypes: true`, as Kimi Code's PR #2500 (open) proposes for these instances; no
 * merged tool-calling project coerces with ajv. `--coerce array` (row `ajv-array`) is ajv's other
 * coercion mode. `--all-errors false` (row `ajv-first-error`) stops at the first error, the setting of
 * gemini-cli's and Qwen Code's instances (packages/core/src/utils/schemaValidator.ts in
 * `@google/gemini-cli-core` 0.61.0 and `@qwen-code/qwen-code` 0.24.4, which set `strictSchema: false`
 * and leave `allErrors` off); neither coerces. Other callers checked: `@mastra/schema-compat` 1.3.11
 * (contains "2020-12" → Ajv2020, else Ajv; strict false, allErrors on, no formats, no coercion) and the
 * MCP TypeScript SDK 1.32.2, validation/ajv-provider.js (`Ajv` for every schema, validateSchema off).
 *
 * `--dialect draft-07` or `--dialect 2020-12` pins one class for every schema instead (what a caller
 * that ignores `$schema` gets); no row uses it, the suite's tests do, to show what the choice decides.
 */
import { parseArgs } from "node:util";
import Ajv from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { installedVersion, reject, serve } from "toolcall-conformance-harness";

type Instance = InstanceType<typeof Ajv> | InstanceType<typeof Ajv2019> | InstanceType<typeof Ajv2020>;
type Schema = Record<string, unknown>;

const { values } = parseArgs({
  options: {
    coerce: { type: "string", default: "true" },
    "all-errors": { type: "string", default: "true" },
    dialect: { type: "string", default: "per-schema" },
  },
});
if (values.coerce !== "true" && values.coerce !== "array") throw new Error("--coerce must be true or array");
if (values["all-errors"] !== "true" && values["all-errors"] !== "false") throw new Error("--all-errors must be true or false");
if (!["per-schema", "draft-07", "2020-12"].includes(values.dialect)) {
  throw new Error("--dialect must be per-schema, draft-07 or 2020-12");
}
const options = {
  strict: false,
  allErrors: values["all-errors"] === "true",
  coerceTypes: values.coerce === "array" ? ("array" as const) : true,
};

function withFormats<T extends Instance>(instance: T): T {
  addFormats(instance as InstanceType<typeof Ajv>);
  return instance;
}

const draft07 = withFormats(new Ajv(options));
const draft2019 = withFormats(new Ajv2019(options));
const draft2020 = withFormats(new Ajv2020(options));

const ONLY_2020_12 = new Set(["prefixItems", "$dynamicAnchor", "$dynamicRef"]);
const ONLY_2019_09 = new Set([
  "dependentRequired",
  "dependentSchemas",
  "maxContains",
  "minContains",
  "unevaluatedItems",
  "unevaluatedProperties",
  "$recursiveAnchor",
  "$recursiveRef",
]);

/** Whether any object key anywhere in `value` is one of `keywords` (Kimi Code's dialect sniffing). */
function mentions(value: unknown, keywords: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => mentions(item, keywords));
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, child]) => keywords.has(key) || mentions(child, keywords));
}

/** The instance for the schema's dialect: its `$schema`, else its dialect-only keywords, else draft-07. */
function perSchema(schema: Schema): Instance {
  const declared = schema.$schema;
  if (typeof declared === "string") {
    if (declared.includes("2020-12")) return draft2020;
    if (declared.includes("2019-09")) return draft2019;
    return draft07;
  }
  if (mentions(schema, ONLY_2020_12)) return draft2020;
  if (mentions(schema, ONLY_2019_09)) return draft2019;
  return draft07;
}

const instanceFor: (schema: Schema) => Instance =
  values.dialect === "draft-07" ? () => draft07 : values.dialect === "2020-12" ? () => draft2020 : perSchema;

let name = values.coerce === "array" ? "ajv-array" : "ajv";
if (!options.allErrors) name += "-first-error";
if (values.dialect !== "per-schema") name += `-only-${values.dialect}`;

// The schema the instances hold now: the suite hands the same object for the same tool, and ajv
// then finds it compiled in its own cache, as an agent calling one tool again would.
let held: object | undefined;
let holder: Instance | undefined;

await serve({
  name,
  version: installedVersion("ajv"),
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    const schema = tool.parameters as Schema;
    const ajv = instanceFor(schema);
    if (schema !== held) {
      // Back to a fresh instance's state for the next tool, as ajv documents removeSchema(): every
      // schema and $id but the meta-schemas is dropped (so no tool sees another's ids), while the
      // compiled meta-schema is kept (compiling it again costs ten times what a tool's schema does).
      holder?.removeSchema();
      held = schema;
      holder = ajv;
    }
    let validate;
    try {
      validate = ajv.compile(schema);
    } catch (thrown) {
      // A failed compile may leave part of the schema registered: the next request starts clean.
      ajv.removeSchema();
      held = undefined;
      throw thrown;
    }
    const data = structuredClone(args);
    if (validate(data)) return data;
    reject(ajv.errorsText(validate.errors));
  },
});
