/**
 * ajv 8 (`ajv@8.20.0`, `ajv-formats@3.0.1`) configured as a real agent configures it to check a tool's
 * arguments, with ajv's own coercion (`coerceTypes`) on: the instance the caller would pick for the
 * schema compiles it, the validate function runs on a copy of the arguments, which ajv coerces in
 * place; valid gives that copy, invalid a rejection with `ajv.errorsText`. A compile error escapes
 * (the case errors). A tool called again is not compiled again (ajv caches it).
 *
 * `--caller kimi-code` (rows `ajv`, `ajv-array`; the default) mirrors Kimi Code,
 * packages/agent-core/src/tools/args-validator.ts (`@moonshot-ai/kimi-code` 0.38.0, commit d723cc4):
 * one instance per dialect, `Ajv` (draft-07), `Ajv2019` and `Ajv2020`, each
 * `{strict: false, allErrors: true}` plus ajv-formats; a schema whose `$schema` contains "2020-12" goes
 * to `Ajv2020`, "2019-09" to `Ajv2019`, any other `$schema` to `Ajv`; without `$schema` a 2020-12-only
 * keyword anywhere picks `Ajv2020`, else a 2019-09 one `Ajv2019`, else `Ajv`. `coerceTypes: true` is
 * what Kimi Code's PR #2500 (open) adds to these three instances; `--coerce array` is ajv's other mode.
 *
 * `--caller gemini-cli` (row `ajv-gemini-cli`) mirrors gemini-cli,
 * packages/core/src/utils/schemaValidator.ts (`@google/gemini-cli-core` 0.61.0), whose configuration
 * Qwen Code keeps in the same file (`@qwen-code/qwen-code` 0.24.4): `Ajv` and `Ajv2020`, each
 * `{strictSchema: false}` (so `allErrors` off, `validateSchema` on) plus ajv-formats; `Ajv2020` only
 * for `$schema` "https://json-schema.org/draft/2020-12/schema" (Qwen Code also with a trailing "#"),
 * `Ajv` for everything else. Neither project sets `coerceTypes`; the row adds `coerceTypes: true`.
 * Both skip validation when compile throws; the harness reports the throw instead.
 */
import { parseArgs } from "node:util";
import Ajv from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { installedVersion, reject, serve } from "./protocol.ts";

type Instance = InstanceType<typeof Ajv> | InstanceType<typeof Ajv2019> | InstanceType<typeof Ajv2020>;
type Schema = Record<string, unknown>;

const { values } = parseArgs({
  options: {
    coerce: { type: "string", default: "true" },
    caller: { type: "string", default: "kimi-code" },
  },
});
if (values.coerce !== "true" && values.coerce !== "array") throw new Error("--coerce must be true or array");
if (values.caller !== "kimi-code" && values.caller !== "gemini-cli") throw new Error("--caller must be kimi-code or gemini-cli");
const coerceTypes = values.coerce === "array" ? "array" : true;

function withFormats<T extends Instance>(instance: T): T {
  addFormats(instance as InstanceType<typeof Ajv>);
  return instance;
}

const KIMI_2020_KEYWORDS = new Set(["prefixItems", "$dynamicAnchor", "$dynamicRef"]);
const KIMI_2019_KEYWORDS = new Set([
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

function kimiCode(): (schema: Schema) => Instance {
  const options = { strict: false, allErrors: true, coerceTypes };
  const draft07 = withFormats(new Ajv(options));
  const draft2019 = withFormats(new Ajv2019(options));
  const draft2020 = withFormats(new Ajv2020(options));
  return (schema) => {
    const declared = schema.$schema;
    if (typeof declared === "string") {
      if (declared.includes("2020-12")) return draft2020;
      if (declared.includes("2019-09")) return draft2019;
      return draft07;
    }
    if (mentions(schema, KIMI_2020_KEYWORDS)) return draft2020;
    if (mentions(schema, KIMI_2019_KEYWORDS)) return draft2019;
    return draft07;
  };
}

function geminiCli(): (schema: Schema) => Instance {
  const options = { strictSchema: false, coerceTypes };
  const draft07 = withFormats(new Ajv(options));
  const draft2020 = withFormats(new Ajv2020(options));
  return (schema) => (schema.$schema === "https://json-schema.org/draft/2020-12/schema" ? draft2020 : draft07);
}

const instanceFor = values.caller === "kimi-code" ? kimiCode() : geminiCli();

let name = values.coerce === "array" ? "ajv-array" : "ajv";
if (values.caller === "gemini-cli") name += "-gemini-cli";

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
