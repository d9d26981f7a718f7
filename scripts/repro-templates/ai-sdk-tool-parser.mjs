// mirrors suite/harnesses/node/src/ai-sdk-tool-parser.ts sha256 8d6c3c50ca7b355e
// mirrors suite/harnesses/node/src/ai-sdk-tool-parser.ts sha256 b7f2026df7dcab52
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
