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
