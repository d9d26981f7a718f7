/**
 * The `ajv` row's configuration (src/ajv.ts: Kimi Code's instances per dialect, `strict: false`,
 * `allErrors: true`, ajv-formats, plus `coerceTypes: true`) as ajv 6 (6.0.0 to 6.15.0) offers it: one
 * class, draft-07, with its formats built in and no companion package.
 *
 * What the 6.x tarballs show (ajv@6.0.0, ajv@6.12.6 and ajv@6.15.0, `npm pack`):
 * - package.json `"main": "lib/ajv.js"`; lib/ajv.js `module.exports = Ajv`, default meta-schema
 *   http://json-schema.org/draft-07/schema; lib/refs holds draft-04, -06 and -07 meta-schemas only:
 *   no 2019-09 or 2020-12 class or meta-schema (dist/2019.js arrives with ajv 7.0.0).
 * - lib/ajv.d.ts Options: `allErrors`, `coerceTypes: boolean | 'array'`, `format: false | string`,
 *   `unknownFormats: true | string[] | 'ignore'`; no `strict`. The README's option defaults:
 *   `format: 'fast'`, `unknownFormats: true` (an unknown format throws at compile), and the "strict
 *   mode options" strictDefaults, strictKeywords and strictNumbers, all false (from 6.10 and 6.12).
 * - ajv 7.0.0's dist/core.js `removedOptions` says where those went: strictDefaults, strictKeywords
 *   and strictNumbers into `strict`; unknownFormats "Disable strict mode"; format "validateFormats".
 *
 * So `strict: false` becomes ajv 6's defaults for the strict mode options plus `unknownFormats:
 * "ignore"` (an unknown format ignored, as 7.x and 8.x do under `strict: false`), and ajv-formats
 * (whose default is its full mode) becomes `format: "full"` (lib/compile/formats.js `full`, the
 * built-in formats in their full mode). What no option of the row set stays ajv 6's default:
 * `nullable` is off (7.0.0's removedOptions: "nullable" keyword supported by default from then on),
 * error paths in JavaScript property syntax (`jsonPointers` off), no draft-06 meta-schema added
 * (Kimi Code adds none to ajv 8 either).
 *
 * A dialect without its class: a schema whose `$schema` names 2019-09 or 2020-12 goes to the one
 * class, whose compile throws ajv's own "no schema with key or ref" (the meta-schema is unknown), so
 * the case errors as it would for a caller of ajv 6. A schema without `$schema` that Kimi Code's
 * reading puts in 2019-09 or 2020-12 (a keyword only those dialects have) would have those keywords
 * ignored by the draft-07 class, a wrong answer given silently: the harness errors instead, naming
 * the missing class. Everything else is src/ajv.ts's: the instance emptied with removeSchema() when
 * the tool changes, a compile error escaping, the copy coerced in place, a rejection with
 * `ajv.errorsText`. `--coerce array` and `--all-errors false` as there.
 */
import { parseArgs } from "node:util";
import ajvModule from "ajv";
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
interface Options {
  allErrors: boolean;
  coerceTypes: true | "array";
  format: "full";
  unknownFormats: "ignore";
}

const Ajv = ajvModule as unknown as new (options: Options) => Instance;

const { values } = parseArgs({
  options: {
    coerce: { type: "string", default: "true" },
    "all-errors": { type: "string", default: "true" },
  },
});
if (values.coerce !== "true" && values.coerce !== "array") throw new Error("--coerce must be true or array");
if (values["all-errors"] !== "true" && values["all-errors"] !== "false") throw new Error("--all-errors must be true or false");
const options: Options = {
  allErrors: values["all-errors"] === "true",
  coerceTypes: values.coerce === "array" ? "array" : true,
  format: "full",
  unknownFormats: "ignore",
};

const version = installedVersion("ajv", import.meta.url);
const ajv = new Ajv(options);

const ONLY_LATER = new Set([
  "prefixItems",
  "$dynamicAnchor",
  "$dynamicRef",
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

let name = values.coerce === "array" ? "ajv-array" : "ajv";
if (!options.allErrors) name += "-first-error";

let held: object | undefined;

await serve({
  name,
  version,
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    const schema = tool.parameters as Schema;
    if (typeof schema.$schema !== "string" && mentions(schema, ONLY_LATER)) {
      throw new Error(
        `ajv ${version} has no JSON Schema 2019-09 or 2020-12 class (ajv/dist/2019.js arrives with ajv ` +
          "7.0.0, ajv/dist/2020.js with 8.0.0): its draft-07 class would ignore the schema's later keywords",
      );
    }
    if (schema !== held) {
      ajv.removeSchema();
      held = schema;
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
