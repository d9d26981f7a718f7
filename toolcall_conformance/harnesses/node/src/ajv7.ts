/**
 * The `ajv` row's configuration (src/ajv.ts: Kimi Code's instances per dialect, `strict: false`,
 * `allErrors: true`, ajv-formats, plus `coerceTypes: true`) as ajv 7 (7.0.0 to 7.2.4) offers it, with
 * ajv-formats 1.6.1, the last ajv-formats whose peerDependencies name `ajv: ^7.0.0` (2.x names ^8).
 *
 * What the 7.x tarballs show (ajv@7.0.0 and ajv@7.2.4, `npm pack`):
 * - package.json `"main": "dist/ajv.js"`; dist/ajv.js and dist/2019.js end in `exports.default = Ajv`
 *   (`Ajv2019`) and never set `module.exports` (8.0.0 does), so an ES module finds the class at
 *   `.default` of what it imports, where TypeScript compiled to CommonJS finds it too.
 * - dist/2019.js (class Ajv2019, meta-schema https://json-schema.org/draft/2019-09/schema) is there;
 *   dist/2020.js is not: JSON Schema 2020-12 has no class before ajv 8.0.0.
 * - dist/core.d.ts Options: `strict`, `allErrors`, `coerceTypes: boolean | "array"`; dist/core.js
 *   requiredOptions turns `strict: false` into strictTypes and strictTuples false, as 8.x does.
 * - ajv-formats 1.6.1 dist/index.js: `module.exports = formatsPlugin`, full formats by default; it
 *   requires ajv/dist/compile/context, which ajv 8.0.0 removed.
 *
 * A dialect without its class: a schema whose `$schema` names 2020-12 goes to Ajv2019, the closest
 * class there is, and its compile throws ajv's own "no schema with key or ref" (the 2020-12
 * meta-schema is unknown), so the case errors as it would for a caller of ajv 7. A schema without
 * `$schema` that Kimi Code's reading puts in 2020-12 (prefixItems, $dynamicRef, $dynamicAnchor) would
 * have those keywords ignored by Ajv2019 under `strict: false`, a wrong answer given silently: the
 * harness errors instead, naming the missing class. Everything else is src/ajv.ts's: the instance
 * emptied with removeSchema() when the tool changes, a compile error escaping, the copy coerced in
 * place, a rejection with `ajv.errorsText`. `--coerce array` and `--all-errors false` as there.
 */
import { parseArgs } from "node:util";
import ajvModule from "ajv";
import ajv2019Module from "ajv/dist/2019.js";
import addFormats from "ajv-formats";
import { installedVersion, reject, serve } from "toolcall-conformance-harness";

type Schema = Record<string, unknown>;
type Errors = unknown[] | null | undefined;
interface Validate {
  (data: unknown): boolean;
  errors?: Errors;
}
interface Instance {
  compile(schema: Schema): Validate;
  removeSchema(): unknown;
  errorsText(errors: Errors): string;
}
type Options = { strict: false; allErrors: boolean; coerceTypes: true | "array" };

const Ajv = (ajvModule as unknown as { default: new (options: Options) => Instance }).default;
const Ajv2019 = (ajv2019Module as unknown as { default: new (options: Options) => Instance }).default;

const { values } = parseArgs({
  options: {
    coerce: { type: "string", default: "true" },
    "all-errors": { type: "string", default: "true" },
  },
});
if (values.coerce !== "true" && values.coerce !== "array") throw new Error("--coerce must be true or array");
if (values["all-errors"] !== "true" && values["all-errors"] !== "false") throw new Error("--all-errors must be true or false");
const options: Options = {
  strict: false,
  allErrors: values["all-errors"] === "true",
  coerceTypes: values.coerce === "array" ? "array" : true,
};

const version = installedVersion("ajv", import.meta.url);
const draft07 = new Ajv(options);
const draft2019 = new Ajv2019(options);
addFormats(draft07 as never);
addFormats(draft2019 as never);

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

/** The instance for the schema's dialect, as src/ajv.ts picks it, with no 2020-12 class to pick. */
function instanceFor(schema: Schema): Instance {
  const declared = schema.$schema;
  if (typeof declared === "string") {
    if (declared.includes("2020-12") || declared.includes("2019-09")) return draft2019;
    return draft07;
  }
  if (mentions(schema, ONLY_2020_12)) {
    throw new Error(
      `ajv ${version} has no JSON Schema 2020-12 class (ajv/dist/2020.js arrives with ajv 8.0.0): ` +
        "Ajv2019 would ignore the schema's 2020-12 keywords",
    );
  }
  if (mentions(schema, ONLY_2019_09)) return draft2019;
  return draft07;
}

let name = values.coerce === "array" ? "ajv-array" : "ajv";
if (!options.allErrors) name += "-first-error";

let held: object | undefined;
let holder: Instance | undefined;

await serve({
  name,
  version,
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    const schema = tool.parameters as Schema;
    const ajv = instanceFor(schema);
    if (schema !== held) {
      holder?.removeSchema();
      held = schema;
      holder = ajv;
    }
    let validate: Validate;
    try {
      validate = ajv.compile(schema);
    } catch (thrown) {
      ajv.removeSchema();
      held = undefined;
      throw thrown;
    }
    const data = structuredClone(args);
    if (validate(data)) return data;
    reject(ajv.errorsText(validate.errors));
  },
});
