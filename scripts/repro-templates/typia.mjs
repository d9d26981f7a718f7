// mirrors suite/harnesses/node/src/typia.ts sha256 63f78e303802c138
// __HEADER__
import { LlmJson } from "@typia/utils";

const schema = __SCHEMA__;
const args = __ARGUMENTS__;

try {
  console.log(`returned: ${show(LlmJson.coerce(args, schema))}`);
} catch (error) {
  console.log(`threw: ${describe(error)}`);
}

__HELPERS__
