// mirrors toolcall_conformance/harnesses/node/src/pi-ai.ts sha256 a002fe7f3e21bc65
// mirrors toolcall_conformance/harnesses/node/oh-my-pi/src/oh-my-pi.ts sha256 af9e57a22810dd98
// __HEADER__
import { validateToolArguments } from "__PACKAGE__";

const schema = __SCHEMA__;
const args = __ARGUMENTS__;

const tool = { name: "__NAME__", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "__NAME__", arguments: args };
try {
  console.log(`returned: ${show(validateToolArguments(tool, toolCall))}`);
} catch (error) {
  // Its documented refusal: an Error whose message starts "Validation failed for tool ".
  if (error instanceof Error && error.message.startsWith("Validation failed for tool ")) {
    console.log(`rejected: ${error.message}`);
  } else {
    console.log(`threw: ${describe(error)}`);
  }
}

__HELPERS__
