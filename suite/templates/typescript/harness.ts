/**
 * The conformance harness of this project: it hands the suite's requests to your code and its answers
 * back, over the suite's JSON-lines protocol (toolcall-conformance-harness does the protocol).
 * Build it with `npx tsc -p .` in this folder; `./run.sh` builds it and runs the suite against it.
 */
import { installedVersion, reject, serve } from "toolcall-conformance-harness";
import type { JsonObject, Tool } from "toolcall-conformance-harness";

/**
 * PLACEHOLDER: call your own code here, the way your agent prepares a model's tool-call arguments for
 * the tool it calls (import it at the top, for example `import { prepare } from "../src/tools.js"`).
 * Return what the tool would receive. Call `reject(message)` only where your code refuses to dispatch
 * the call and tells the model `message`; anything else it throws is reported as an error.
 * As written it hands the arguments back unchanged, so the first baseline lists what that fails.
 */
function prepareArguments(tool: Tool, args: JsonObject): JsonObject {
  if (tool.name === "") reject("a tool needs a name"); // an example of a refusal; remove it
  return args;
}

await serve({
  name: "my-agent", // your project's name, as the reports show it
  version: installedVersion("toolcall-conformance-harness", import.meta.url), // better: your package's version
  features: [
    "coerce", // answers `coerce` requests: type coercion and local $refs (SPEC §1.2-§2)
    "mcp", // also takes tools from an MCP server (origin "mcp"); remove it if your code never sees them
    // "split", // answers `split` requests (batch splitting); add it with a `split` handler below
    // "unmap", // only if your agent renamed keys in the schema its model saw (SPEC §1.1)
  ],
  // Cases that need a feature not listed here are reported as not run (skipped), not as failures.
  coerce: prepareArguments,
});
