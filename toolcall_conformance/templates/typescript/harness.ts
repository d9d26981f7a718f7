/**
 * The conformance harness of this project: it hands the suite's requests to your code and its answers
 * back, over the suite's JSON-lines protocol (toolcall-conformance-harness does the protocol).
 * `./run.sh` builds it, with the sources of yours it imports, into dist/ (this file becomes
 * dist/conformance/harness.js) and runs the suite against it.
 */
import { readFileSync } from "node:fs";
import { reject, serve } from "toolcall-conformance-harness";
import type { JsonObject, Tool } from "toolcall-conformance-harness";

/**
 * PLACEHOLDER: call your own code here, the way your agent prepares a model's tool-call arguments for
 * the tool it calls (import it at the top, for example `import { prepare } from "../src/tools.js"`).
 * Return what the tool would receive. Call `reject(message)` only where your code refuses to dispatch
 * the call and tells the model `message`; anything else it throws is reported as an error.
 * As written it hands the arguments back unchanged: init's placeholder baseline lists what that fails.
 */
function prepareArguments(tool: Tool, args: JsonObject): JsonObject {
  if (tool.name === "") reject("a tool needs a name"); // an example of a refusal; remove it
  return args;
}

// The reports name your package and its version, read from your package.json (dist/conformance/../../..).
const project = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));

await serve({
  name: project.name,
  version: project.version,
  features: [
    "coerce", // answers `coerce` requests: type coercion and local $refs (SPEC §1.2-§2)
    "mcp", // also takes tools from an MCP server (origin "mcp"); remove it if your code never sees them
    // "split", // answers `split` requests (batch splitting); add it with a `split` handler below
    // "unmap", // only if your agent renamed keys in the schema its model saw (SPEC §1.1)
  ],
  // Cases that need a feature not listed here are reported as not run (skipped), not as failures.
  coerce: prepareArguments,
});
