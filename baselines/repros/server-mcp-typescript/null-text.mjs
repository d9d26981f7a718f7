// Repro: @modelcontextprotocol/sdk 1.32.2, reason `null-text` of the `server-mcp-typescript` baseline
// (baselines/server-mcp-typescript.json).
//
// Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/null-strings (core
//           level, SPEC §1.2)
//           nullable arguments sent as the string "null"
// Reason:   SPEC §1.2 (null rule): the text "null" for a nullable property is not turned into null:
//           zod's .nullable() string keeps "null" as a string, and a nullable number refuses it
//           ("Expected number, received string"), so a call the step could have delivered is
//           rejected (§1.5). Several signatures: zod names the path, and the kept string and the
//           refusal are one mechanism. A kept "null" that core accepts (a string admitted there,
//           which the case lists among its core_alternatives) is under null-text-hermes.
// Tool:     the model `pagination` of node_fixtures/fixtures/models.mjs, built with zod 3, written
//           out below
// Expected: {"limit": null, "query": "text"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the MCP TypeScript SDK's McpServer: a tool registered with the case's zod 3 or zod 4
//           source, called over tools/call, as suite/harnesses/node/mcp-server/src/mcp-server.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @modelcontextprotocol/sdk@1.32.2 zod@4.6.7 zod3@npm:zod@3.25.76 && node null-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-mcp-typescript/null-text.mjs
//
// Written by `make repros` from scripts/repro-templates/mcp-server.mjs; edit that, not this.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod3";

const PageSize = z.number().int().min(1).max(500);

// The tool's input: the model `pagination` of node_fixtures/fixtures/models.mjs.
const inputSchema = z.object({
  query: z.string(),
  limit: PageSize.nullable(),
  offset: PageSize.optional(),
});

const args = {"query": "text", "limit": "null"};

const received = [];
const server = new McpServer({ name: "repro", version: "1.0.0" });
server.registerTool("pagination", { description: "pagination", inputSchema }, async (input) => {
  received.push(input);
  return { content: [{ type: "text", text: "received" }] };
});
const client = new Client({ name: "repro", version: "1.0.0" });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
try {
  const result = await client.callTool({ name: "pagination", arguments: args });
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
