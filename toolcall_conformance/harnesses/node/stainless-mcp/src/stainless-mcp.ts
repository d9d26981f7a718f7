/**
 * A Stainless-generated MCP server as an implementation: what its tool sends to the vendor's API.
 *
 * Package: npm `@whop/mcp` 0.0.6, the MCP server Stainless generated beside the Whop TypeScript SDK
 * (`@whop/sdk` 0.0.6; github.com/whopio/whopsdk-typescript, `packages/mcp-server`). Its users start
 * its bin (`mcp-server`, its `index.js`) over stdio with `WHOP_API_KEY` set, and may name their
 * client with `--client` (openai-agents, claude, claude-code, cursor, infer), which selects what its
 * `compat.ts` applies: under `claude` the handler first runs `parseEmbeddedJSON` on the arguments.
 *
 * The harness starts that bin as a child process with the pinned Node, the client named by this
 * harness's `--client` passed through, a dummy `WHOP_API_KEY`, and `WHOP_BASE_URL` (and the docs
 * tool's `DOCS_SEARCH_URL`) pointed at a recorder on 127.0.0.1: nothing leaves the machine. It calls
 * `tools/call` with the MCP TypeScript SDK's own `Client` over `StdioClientTransport`, as an MCP host
 * does. A generated tool's handler does not run code of the package on the arguments: it hands them to
 * the generated SDK, which sends them to the API as one HTTP request. That request is what the tool
 * received: the recorder answers it 200 with a small JSON object, and the harness maps it back to
 * the tool's parameters by the endpoint's own metadata (the package's `endpoints`: method and path
 * template): the path's parameters (as text), the query's members (as text) and the JSON body's
 * members. An error result is a rejection (`via` tool-result), a JSON-RPC error one too (`via`
 * protocol-error); a call that reaches the API more or less than once is an error. The harness
 * never helps.
 *
 * A case names its tool by `source` `{"kind": "stainless", "module": "@whop/mcp", "model": TOOL}`:
 * the tool the package itself lists, under the `--client` given; a case whose schema is not the
 * `inputSchema` the package lists for that tool is an error, so the corpus cannot drift from the package.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { installedVersion, reject, serve, type Harness, type Json, type JsonObject } from "../../src/protocol.ts";

const PACKAGE = "@whop/mcp";
const API_PATH = "/api/v1"; // the SDK's default base URL's path, kept so the recorded paths read as the API's

const { values } = parseArgs({ options: { client: { type: "string" }, "client-name": { type: "string" } } });
// `--client`: passed to the package's bin as its own `--client` (omitted: the package infers the preset
// from the MCP client's name). `--client-name`: the name this harness's MCP client gives in `initialize`.
const serverArgs = values.client === undefined ? [] : ["--client", values.client];
const clientName = values["client-name"] ?? "toolcall-conformance";
// The row's name: `--client claude` (the README's configuration) is the plain row; any other `--client`,
// or none (the preset inferred from the client's name), is named after what selects the preset.
const rowName =
  values.client === undefined ? `server-stainless-whop-${clientName}`
  : values.client === "claude" ? "server-stainless-whop"
  : `server-stainless-whop-${values.client}`;

interface Endpoint {
  tool: { name: string };
  metadata: { httpMethod: string; httpPath: string };
}

const require = createRequire(import.meta.url);
// The package exports no `./package.json`: its manifest sits beside its main module.
const packageRoot = dirname(require.resolve(PACKAGE));
const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { bin: Record<string, string> };
const bin = join(packageRoot, manifest.bin["mcp-server"]!);
const endpoints = new Map(
  (require(`${PACKAGE}/tools`) as { endpoints: Endpoint[] }).endpoints.map((e) => [e.tool.name, e.metadata]),
);

interface Recorded {
  method: string;
  url: string;
  body: string;
}

const recorded: Recorded[] = [];

async function startRecorder(): Promise<string> {
  const recorder = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      recorded.push({ method: request.method ?? "", url: request.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: "recorded", object: "recorded" }));
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
  recorder.unref();
  const address = recorder.address();
  if (address === null || typeof address === "string") throw new Error("the recorder has no port");
  return `http://127.0.0.1:${address.port}`;
}

let connected: Promise<Client> | undefined;
let listed: Map<string, unknown> | undefined;

/** JSON with object keys sorted, so two schemas compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

async function connect(): Promise<Client> {
  const origin = await startRecorder();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, ...serverArgs],
    env: {
      WHOP_API_KEY: "toolcall-conformance-dummy-key",
      WHOP_BASE_URL: origin + API_PATH,
      DOCS_SEARCH_URL: origin + "/docs-search",
      PATH: process.env.PATH ?? "",
    },
    stderr: "inherit",
  });
  const client = new Client({ name: clientName, version: "1.0.0" });
  await client.connect(transport);
  return client;
}

function templateMatch(template: string, path: string): JsonObject | undefined {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{([^}]+)\\?\}/g, (_all, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const found = new RegExp(`^${pattern}$`).exec(path);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}

/** The tool's arguments as the API received them: path parameters, query members, JSON body members. */
function mapBack(tool: string, request: Recorded): Json {
  const metadata = endpoints.get(tool);
  if (metadata === undefined) throw new Error(`${PACKAGE} has no endpoint for tool ${JSON.stringify(tool)}`);
  const url = new URL(request.url, "http://127.0.0.1");
  if (request.method.toLowerCase() !== metadata.httpMethod.toLowerCase()) {
    throw new Error(`the tool sent ${request.method} where its endpoint is ${metadata.httpMethod.toUpperCase()}`);
  }
  const path = url.pathname.startsWith(API_PATH) ? url.pathname.slice(API_PATH.length) : url.pathname;
  const params = templateMatch(metadata.httpPath, path);
  if (params === undefined) throw new Error(`the tool sent ${path}, which is not its endpoint ${metadata.httpPath}`);
  const query: JsonObject = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length === 1 ? all[0]! : all;
  }
  let body: JsonObject = {};
  if (request.body !== "") {
    const parsed = JSON.parse(request.body) as Json;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new Error(`the tool sent a body that is not a JSON object: ${request.body.slice(0, 200)}`);
    }
    body = parsed;
  }
  return { ...params, ...query, ...body };
}

interface Source {
  kind: string;
  module: string;
  model: string;
}

await serve({
  name: rowName,
  version: installedVersion(PACKAGE, import.meta.url),
  // `source-stainless` is newer than the kit's feature list (SPEC §5 lists it); the suite reads it.
  features: ["coerce", "mcp", "source-stainless"] as unknown as Harness["features"],
  async coerce(tool, args) {
    const source = tool.source as Source | undefined;
    if (source === undefined) throw new Error("the request names no source to build the tool from");
    if (source.kind !== "stainless" || source.module !== PACKAGE) {
      throw new Error(`this harness serves ${PACKAGE}'s tools, not ${JSON.stringify(source)}`);
    }
    connected ??= connect();
    const client = await connected;
    listed ??= new Map((await client.listTools()).tools.map((t) => [t.name, t.inputSchema]));
    // A case's schema must be the one the package lists for its tool: the corpus states what is served.
    if (!listed.has(source.model)) throw new Error(`${PACKAGE} lists no tool ${JSON.stringify(source.model)}`);
    if (canonical(listed.get(source.model)) !== canonical(tool.parameters)) {
      throw new Error(`the case's schema is not the inputSchema ${PACKAGE} lists for ${source.model}`);
    }
    recorded.length = 0;
    let result;
    try {
      result = await client.callTool({ name: source.model, arguments: args });
    } catch (thrown) {
      if (thrown instanceof McpError) reject(thrown.message, "protocol-error");
      throw thrown;
    }
    if (result.isError) {
      const content = (result.content ?? []) as Array<{ text?: string }>;
      const text = content.map((block) => block.text ?? "").join(" ");
      reject(text || "the server answered isError without a message", "tool-result");
    }
    if (recorded.length !== 1) throw new Error(`the tool sent ${recorded.length} requests to the API for one call`);
    return mapBack(source.model, recorded[0]!);
  },
});
