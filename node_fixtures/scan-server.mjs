/**
 * A small MCP server written with the MCP TypeScript SDK (McpServer, stdio) for the `scan` test: a zod
 * 3 schema used twice, which the SDK lists as a path reference (`#/properties/limit/anyOf/0`).
 *
 * Run: python -m nodejs node_fixtures/scan-server.mjs
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod3";

const PageSize = z.number().int().min(1).max(500);
const server = new McpServer({ name: "scan-fixture", version: "1.0.0" });
server.registerTool(
  "search",
  { description: "Search", inputSchema: { query: z.string(), limit: PageSize.nullable(), offset: PageSize.optional() } },
  async () => ({ content: [{ type: "text", text: "never called by scan" }] }),
);
await server.connect(new StdioServerTransport());
