// mirrors toolcall_conformance/harnesses/node/stainless-mcp/src/stainless-mcp.ts sha256 d0e83304b2f8d3e3
// __HEADER__
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";

const args = __ARGUMENTS__;
const serverArgs = __SERVER_ARGS__; // the row's options for the package's bin
const clientName = "__CLIENT_NAME__"; // the name this MCP client gives in initialize

// The package's bin and the tool's endpoint (method and path template), from the package's own files.
const require = createRequire(import.meta.url);
const packageRoot = dirname(require.resolve("@whop/mcp"));
const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8"));
const bin = join(packageRoot, manifest.bin["mcp-server"]);
const endpoint = require("@whop/mcp/tools").endpoints.find((e) => e.tool.name === "__TOOL_NAME__").metadata;

// A recorder on 127.0.0.1 stands for the API: it keeps each request and answers 200.
const requests = [];
const recorder = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    requests.push({ method: request.method, url: request.url, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ id: "recorded", object: "recorded" }));
  });
});
await new Promise((resolve) => recorder.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${recorder.address().port}`;

const client = new Client({ name: clientName, version: "1.0.0" });
try {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, ...serverArgs],
    env: {
      WHOP_API_KEY: "repro-dummy-key",
      WHOP_BASE_URL: `${origin}/api/v1`,
      DOCS_SEARCH_URL: `${origin}/docs-search`,
      PATH: process.env.PATH ?? "",
    },
    stderr: "ignore",
  });
  await client.connect(transport);
  const result = await client.callTool({ name: "__TOOL_NAME__", arguments: args });
  if (result.isError) {
    console.log(`rejected: ${result.content.map((block) => block.text ?? "").join(" ")}`);
  } else if (requests.length !== 1) {
    console.log(`threw: Error: the tool sent ${requests.length} requests to the API for one call`);
  } else {
    console.log(`returned: ${show(asParameters(requests[0]))}`);
  }
} catch (error) {
  console.log(error instanceof McpError ? `rejected: ${error.message}` : `threw: ${describe(error)}`);
} finally {
  await client.close();
  recorder.close();
}

/** What the API received, as the tool's parameters: the path's parameters (by the endpoint's template),
 * the query's members, then the JSON body's members. */
function asParameters(request) {
  const url = new URL(request.url, origin);
  const names = [];
  const pattern = endpoint.httpPath.replace(/\{([^}]+)\}/g, (_all, name) => {
    names.push(name);
    return "([^/]+)";
  });
  const found = new RegExp(`^/api/v1${pattern}$`).exec(url.pathname);
  const parameters = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    parameters[key] = all.length === 1 ? all[0] : all;
  }
  return { ...parameters, ...(request.body === "" ? {} : JSON.parse(request.body)) };
}

__HELPERS__
