// Repro: @modelcontextprotocol/sdk 1.32.2, reason `null-text-hermes` of the `server-mcp-typescript` baseline
// (baselines/server-mcp-typescript.json).
//
// Case:     generated/mcp-sdk/mcp-sdk.zod3.person_page/null-strings (core level, SPEC §1.2)
//           nullable arguments sent as the string "null"
// Reason:   SPEC §1.2 (hermes level): with the MCP TypeScript SDK (zod), the text "null" for a
//           property that admits both a string and null (pydantic's str | None, zod's nullable
//           string) reaches the tool as the string "null", where Hermes' null rule gives null; core
//           accepts that answer (SPEC §0: it is valid against the schema and the case lists it
//           among its core_alternatives), so it is a finding at hermes level only. The signatures
//           differ by the JSON types and by where the value sits.
// Tool:     the model `person_page` of node_fixtures/fixtures/models.mjs, built with zod 3, written
//           out below
// Expected: {"items": [{"email": "ada@example.org", "first name": "text", "last name": "text"}],
//           "next_cursor": null, "total": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the MCP TypeScript SDK's McpServer: a tool registered with the case's zod 3 or zod 4
//           source, called over tools/call, as suite/harnesses/node/mcp-server/src/mcp-server.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @modelcontextprotocol/sdk@1.32.2 zod@4.6.7 zod3@npm:zod@3.25.76 && node null-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-mcp-typescript/null-text-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/mcp-server.mjs; edit that, not this.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod3";

const Count = z.number().int().min(0);

const Person = z.object({
  "first name": z.string().describe("Given name"),
  "last name": z.string().describe("Family name"),
  email: z.string().email().optional(),
});

function page(itemSchema) {
  return z.object({
    items: z.array(itemSchema),
    next_cursor: z.string().nullable(),
    total: Count,
  });
}

// The tool's input: the model `person_page` of node_fixtures/fixtures/models.mjs.
const inputSchema = page(Person);

const args = {
  "items": [{"first name": "text", "last name": "text", "email": "ada@example.org"}],
  "next_cursor": "null",
  "total": 3
};

const received = [];
const server = new McpServer({ name: "repro", version: "1.0.0" });
server.registerTool("person_page", { description: "person_page", inputSchema }, async (input) => {
  received.push(input);
  return { content: [{ type: "text", text: "received" }] };
});
const client = new Client({ name: "repro", version: "1.0.0" });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
try {
  const result = await client.callTool({ name: "person_page", arguments: args });
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
