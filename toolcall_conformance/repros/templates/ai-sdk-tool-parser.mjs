// mirrors toolcall_conformance/harnesses/node/src/ai-sdk-tool-parser.ts sha256 2bdc4d3543bed8ad
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
