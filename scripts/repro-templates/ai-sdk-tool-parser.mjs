// __HEADER__
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = __SCHEMA__;
const args = __ARGUMENTS__;

try {
  console.log(`returned: ${show(coerceBySchema(args, schema))}`);
} catch (error) {
  console.log(`threw: ${describe(error)}`);
}

__HELPERS__
