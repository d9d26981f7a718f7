// mirrors suite/harnesses/node/src/ajv.ts sha256 f6e1cad759369b26
// __HEADER__
import __AJV_CLASS__ from "__AJV_MODULE__";

const schema = __SCHEMA__;
const args = __ARGUMENTS__;

const ajv = new __AJV_CLASS__({ coerceTypes: __COERCE_TYPES__, strict: false, allErrors: true });
try {
  const validate = ajv.compile(schema);
  const data = structuredClone(args); // ajv coerces in place: validate a copy
  if (validate(data)) console.log(`returned: ${show(data)}`);
  else console.log(`rejected: ${ajv.errorsText(validate.errors)}`);
} catch (error) {
  console.log(`threw: ${describe(error)}`);
}

__HELPERS__
