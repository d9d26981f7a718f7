// Repro: @modelcontextprotocol/sdk 1.32.2, reason `json-text-hermes` of the `server-mcp-typescript` baseline
// (baselines/server-mcp-typescript.json).
//
// Case:     generated/mcp-sdk/mcp-sdk.zod3.coercion_scalars/all-strings (hermes level, SPEC §1.2)
//           every argument sent as a string: numbers, booleans and JSON text for containers
// Reason:   SPEC §1.2 and §1.3: JSON text for an object, array, record or tuple argument is
//           refused: the SDK validates the arguments with the tool's zod schema (safeParseAsync)
//           and zod converts no string to a container, so a call the step could have delivered is
//           rejected (§1.5). Several signatures: zod's message names the path and differs between
//           zod 3 ("Expected object, received string at PATH") and zod 4 ("Invalid input: expected
//           object, received string"); one mechanism at every path. (hermes-level cases: the same
//           mechanism on a property Hermes leaves alone or on several fields at once)
// Tool:     the model `coercion_scalars` of node_fixtures/fixtures/models.mjs, built with zod 3,
//           written out below
// Expected: {"count": 3, "enabled": true, "maybe_count": 3, "metadata": {"source": "text"},
//           "ratio": 2.5, "tags": ["text"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the MCP TypeScript SDK's McpServer: a tool registered with the case's zod 3 or zod 4
//           source, called over tools/call, as suite/harnesses/node/mcp-server/src/mcp-server.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @modelcontextprotocol/sdk@1.32.2 zod@4.6.7 zod3@npm:zod@3.25.76 && node json-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-mcp-typescript/json-text-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/mcp-server.mjs; edit that, not this.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod3";

// The tool's input: the model `coercion_scalars` of node_fixtures/fixtures/models.mjs.
const inputSchema = z.object({
  count: z.number().int(),
  ratio: z.number(),
  enabled: z.boolean(),
  maybe_count: z.number().int().nullable(),
  tags: z.array(z.string()),
  metadata: z.object({ source: z.string() }).passthrough(),
});

const args = {
  "count": "3",
  "ratio": "2.5",
  "enabled": "true",
  "maybe_count": "3",
  "tags": "[\"text\"]",
  "metadata": "{\"source\": \"text\"}"
};

const received = [];
const server = new McpServer({ name: "repro", version: "1.0.0" });
server.registerTool("coercion_scalars", { description: "coercion_scalars", inputSchema }, async (input) => {
  received.push(input);
  return { content: [{ type: "text", text: "received" }] };
});
const client = new Client({ name: "repro", version: "1.0.0" });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
try {
  const result = await client.callTool({ name: "coercion_scalars", arguments: args });
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
