// Repro: @modelcontextprotocol/sdk 1.32.2, reason `no-scalar-coercion-hermes` of the `server-mcp-typescript` baseline
// (baselines/server-mcp-typescript.json).
//
// Case:     generated/mcp-sdk/mcp-sdk.zod4.pagination_v4/string-limit (hermes level, SPEC §1.2)
//           only 'limit' sent as a string; the others already typed
// Reason:   SPEC §1.2: text for a number or boolean ("5", "true") is refused: the SDK validates
//           with the tool's zod schema and z.number()/z.boolean() convert no string (no z.coerce),
//           so a call the step could have delivered is rejected (§1.5). Several signatures: zod
//           names the path, and zod 3 and zod 4 word the message differently; one mechanism.
//           (hermes-level cases: the same mechanism on a property Hermes leaves alone or on several
//           fields at once)
// Tool:     the model `pagination_v4` of node_fixtures/fixtures/zod4-models.mjs, built with zod 4,
//           written out below
// Expected: {"cursor": "text", "limit": 3, "offset": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the MCP TypeScript SDK's McpServer: a tool registered with the case's zod 3 or zod 4
//           source, called over tools/call, as suite/harnesses/node/mcp-server/src/mcp-server.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @modelcontextprotocol/sdk@1.32.2 zod@4.6.7 zod3@npm:zod@3.25.76 && node no-scalar-coercion-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-mcp-typescript/no-scalar-coercion-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/mcp-server.mjs; edit that, not this.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const PageSize = z.int().min(1).max(500);

// The tool's input: the model `pagination_v4` of node_fixtures/fixtures/zod4-models.mjs.
const inputSchema = z.object({
  limit: PageSize.nullable(),
  offset: PageSize.optional(),
  cursor: z.string().optional(),
});

const args = {"limit": "3", "offset": 3, "cursor": "text"};

const received = [];
const server = new McpServer({ name: "repro", version: "1.0.0" });
server.registerTool("pagination_v4", { description: "pagination_v4", inputSchema }, async (input) => {
  received.push(input);
  return { content: [{ type: "text", text: "received" }] };
});
const client = new Client({ name: "repro", version: "1.0.0" });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
try {
  const result = await client.callTool({ name: "pagination_v4", arguments: args });
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
