/**
 * ajv 8: one instance, `compile(parameters)`, then the validate function on a copy of the arguments,
 * which ajv coerces in place. A tool called again is not compiled again (ajv caches it). Valid gives that copy; invalid gives a rejection with `ajv.errorsText`.
 *
 * Options: `--coerce array` sets `coerceTypes: "array"` (reported as implementation `ajv-array`);
 * `--dialect draft-07` uses the default `ajv` class instead of the 2020-12 class `ajv/dist/2020`.
 */
import { parseArgs } from "node:util";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import { installedVersion, reject, serve } from "toolcall-conformance-harness";

const { values } = parseArgs({
  options: {
    coerce: { type: "string", default: "true" },
    dialect: { type: "string", default: "2020-12" },
  },
});
if (values.coerce !== "true" && values.coerce !== "array") throw new Error(`--coerce must be true or array`);
if (values.dialect !== "2020-12" && values.dialect !== "draft-07") throw new Error(`--dialect must be 2020-12 or draft-07`);
const coerceTypes = values.coerce === "array" ? "array" : true;
const AjvClass = values.dialect === "2020-12" ? Ajv2020 : Ajv;

const ajv = new AjvClass({ coerceTypes, strict: false, allErrors: true });

let name = values.coerce === "array" ? "ajv-array" : "ajv";
if (values.dialect === "draft-07") name += "-draft-07";

// The schema the instance holds now: the helper hands the same object for the same tool, and ajv
// then finds it compiled in its own cache, as an agent calling one tool again would.
let held: object | undefined;

await serve({
  name,
  version: installedVersion("ajv"),
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    const schema = tool.parameters as object;
    if (schema !== held) {
      // Back to a fresh instance's state for the next tool, as ajv documents removeSchema(): every
      // schema and $id but the meta-schemas is dropped (so no tool sees another's ids), while the
      // compiled meta-schema is kept (compiling it again costs ten times what a tool's schema does).
      ajv.removeSchema();
      held = schema;
    }
    let validate;
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
