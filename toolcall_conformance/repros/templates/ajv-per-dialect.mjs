// mirrors toolcall_conformance/harnesses/node/src/ajv.ts sha256 22cff1f21e35ca9b
// install npm install {package} ajv-formats@3.0.1
// __HEADER__
import __AJV_CLASS__ from "__AJV_MODULE__";
import addFormats from "ajv-formats";

const schema = __SCHEMA__;
const args = __ARGUMENTS__;

// __AJV_WHY__
const ajv = new __AJV_CLASS__({ strict: false, allErrors: __ALL_ERRORS__, coerceTypes: __COERCE_TYPES__ });
addFormats(ajv);
try {
  const validate = ajv.compile(schema);
  const data = structuredClone(args); // ajv coerces in place: validate a copy
  if (validate(data)) console.log(`returned: ${show(data)}`);
  else console.log(`rejected: ${ajv.errorsText(validate.errors)}`);
} catch (error) {
  console.log(`threw: ${describe(error)}`);
}

__HELPERS__
