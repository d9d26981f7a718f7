// Repro: @modelcontextprotocol/sdk 1.32.2, reason `json-text` of the `server-mcp-typescript` baseline
// (baselines/server-mcp-typescript.json).
//
// Case:     generated/mcp-sdk/mcp-sdk.zod4.folder_tree/all-strings.08242fca (core level, SPEC §1.2)
//           every argument sent as a string: numbers, booleans and JSON text for containers
// Reason:   SPEC §1.2 and §1.3: JSON text for an object, array, record or tuple argument is
//           refused: the SDK validates the arguments with the tool's zod schema (safeParseAsync)
//           and zod converts no string to a container, so a call the step could have delivered is
//           rejected (§1.5). Several signatures: zod's message names the path and differs between
//           zod 3 ("Expected object, received string at PATH") and zod 4 ("Invalid input: expected
//           object, received string"); one mechanism at every path.
// Tool:     the model `folder_tree` of node_fixtures/fixtures/zod4-models.mjs, built with zod 4,
//           written out below
// Expected: {"children": [{"children": [{"children": [], "name": "text"}], "name": "text"}],
//           "name": "text"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the MCP TypeScript SDK's McpServer: a tool registered with the case's zod 3 or zod 4
//           source, called over tools/call, as suite/harnesses/node/mcp-server/src/mcp-server.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @modelcontextprotocol/sdk@1.32.2 zod@4.6.7 zod3@npm:zod@3.25.76 && node json-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-mcp-typescript/json-text.mjs
//
// Written by `make repros` from scripts/repro-templates/mcp-server.mjs; edit that, not this.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const Folder = z.object({
  name: z.string(),
  get children() {
    return z.array(Folder);
  },
});

// The tool's input: the model `folder_tree` of node_fixtures/fixtures/zod4-models.mjs.
const inputSchema = Folder;

const args = {
  "name": "text",
  "children": "[{\"name\": \"text\", \"children\": [{\"name\": \"text\", \"children\": []}]}]"
};

const received = [];
const server = new McpServer({ name: "repro", version: "1.0.0" });
server.registerTool("folder_tree", { description: "folder_tree", inputSchema }, async (input) => {
  received.push(input);
  return { content: [{ type: "text", text: "received" }] };
});
const client = new Client({ name: "repro", version: "1.0.0" });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
try {
  const result = await client.callTool({ name: "folder_tree", arguments: args });
  if (result.isError) {
    // the server refused the call (McpServer.validateToolInput); the handler never ran
    console.log(`rejected: ${result.content.map((block) => block.text ?? "").join(" ")}`);
  } else {
    console.log(`returned: ${show(received[0])}`);
  }
} catch (error) {
  console.log(error instanceof McpError ? `rejected: ${error.message}` : `threw: ${describe(error)}`);
} finally {
  await client.close();
}

/** A value as JSON, except that NaN, Infinity, -Infinity, undefined and bigints print as themselves
 * (JSON.stringify would print null, drop the key, or throw). */
function show(value) {
  const mark = "\u0000repro:";
  const text = JSON.stringify(value, (_key, v) =>
    v === undefined || typeof v === "bigint" || (typeof v === "number" && !Number.isFinite(v))
      ? `${mark}${typeof v === "bigint" ? `${v}n` : v}`
      : v,
  );
  return text.replaceAll(/"\\u0000repro:([^"]*)"/g, "$1");
}

function describe(error) {
  return error instanceof Error ? `${error.name}: ${error.message}` : `non-Error thrown: ${String(error)}`;
}
