/**
 * The MCP TypeScript SDK's server as an implementation: what an `McpServer` tool handler receives.
 *
 * Library: npm `@modelcontextprotocol/sdk` 1.32.2 (github.com/modelcontextprotocol/typescript-sdk),
 * as its README writes a server: `new McpServer(...)`, `registerTool(name, { inputSchema }, handler)`
 * with a zod schema as the input, called through the SDK's own `Client` over its
 * `InMemoryTransport`. On `tools/call`, `McpServer.validateToolInput` parses the arguments with the
 * tool's zod schema and answers an input-validation error when they do not parse.
 *
 * Each coerce request names its tool's `source`: a fixture module of the project (`--root`) and a
 * model in it, built with zod 3 (`zod3`, npm `zod@3.25.76`) or zod 4 (`zod4`, npm `zod@4.6.7`). The
 * handler records what it was called with (the parsed zod output) and the harness answers that, as
 * JSON; members the model did not send (zod defaults) are reported beside it under `defaults`. An
 * error result or an error answer of the server is a rejection, which says which of the two it was
 * (`via`, SPEC §7.4). The harness never helps.
 *
 * A fixture module imports zod by its package name (`zod`, `zod3`); the harness resolves such a name
 * from its own installed packages first, so the tool is built by the row's pinned zod and the
 * fixtures need no `node_modules` beside them.
 */
import { subscribe } from "node:diagnostics_channel";
import { registerHooks } from "node:module";
import { parseArgs } from "node:util";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { z as z3 } from "zod3";
import { z as z4 } from "zod";
import { installedVersion, reject, serve, WithDefaults, type Json, type JsonObject, type Tool } from "../../src/protocol.ts";

const { values } = parseArgs({ options: { root: { type: "string" } } });
if (!values.root) throw new Error("--root (the project folder holding the fixtures) is required");
const root = values.root;

const bare = (specifier: string) => !/^(\.|\/|[a-z]+:)/.test(specifier);
registerHooks({
  resolve(specifier, context, nextResolve) {
    const outsidePackages = context.parentURL !== undefined && !context.parentURL.includes("/node_modules/");
    if (outsidePackages && bare(specifier)) {
      try {
        return nextResolve(specifier, { ...context, parentURL: import.meta.url });
      } catch {
        // not one of the harness's packages: resolved from the module's own folder, as Node would
      }
    }
    return nextResolve(specifier, context);
  },
});

interface Source {
  kind: "zod3" | "zod4";
  module: string;
  model: string;
}

// Every network connection (or fetch) this process starts, through Node's diagnostics channels: the
// in-memory client and server never open one, so one started while a tool is registered or called is
// the SDK reaching outside the document (SPEC §7.2, a `$ref` dereferenced).
const reached: string[] = [];
subscribe("net.client.socket", () => reached.push("a net socket"));
subscribe("undici:request:create", (message) => {
  const { request } = message as { request: { origin?: string; path?: string } };
  reached.push(`fetch ${request.origin ?? ""}${request.path ?? ""}`);
});

// An McpServer takes its tools before it connects (it registers the tools capability then), so a
// source not seen before starts a fresh server with every tool so far, and a fresh client for it.
const tools: Array<{ name: string; inputSchema: any }> = [];
const registered = new Map<string, string>();
const received: unknown[] = [];
let client: Client | undefined;

async function connect(): Promise<Client> {
  await client?.close();
  const server = new McpServer({ name: "toolcall-conformance", version: "1.0.0" });
  for (const { name, inputSchema } of tools) {
    server.registerTool(name, { description: name, inputSchema }, async (args: unknown) => {
      received.push(args);
      return { content: [{ type: "text", text: "received" }] };
    });
  }
  const fresh = new Client({ name: "toolcall-conformance", version: "1.0.0" });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), fresh.connect(clientTransport)]);
  return fresh;
}

async function schemaOf(source: Source): Promise<unknown> {
  const module = await import(pathToFileURL(join(root, source.module)).href);
  let models: Record<string, unknown> | undefined;
  if (typeof module.defineModels === "function") models = module.defineModels(source.kind === "zod3" ? z3 : z4).models;
  else if (source.kind === "zod4") models = module.models;
  else throw new Error(`${source.module} builds its models with zod 4 only`);
  const schema = models?.[source.model];
  if (schema === undefined) throw new Error(`${source.module} has no model ${JSON.stringify(source.model)}`);
  return schema;
}

async function toolFor(source: Source): Promise<string> {
  const key = JSON.stringify([source.kind, source.module, source.model]);
  let name = registered.get(key);
  if (name === undefined || client === undefined) {
    name = `tool_${registered.size}`;
    tools.push({ name, inputSchema: await schemaOf(source) });
    registered.set(key, name);
    client = await connect();
  }
  return name;
}

function pointer(parts: string[]): string {
  return parts.map((part) => "/" + part.replaceAll("~", "~0").replaceAll("/", "~1")).join("");
}

/** `got` without the object members `sent` lacks at the same place, and those members by JSON Pointer. */
function splitDefaults(sent: Json, got: Json): [Json, JsonObject] {
  const defaults: JsonObject = {};
  const walk = (sent: Json, got: Json, at: string[]): Json => {
    const isObject = (v: Json): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
    if (typeof sent === "string" && typeof got === "object" && got !== null) {
      try {
        sent = JSON.parse(sent);
      } catch {
        return got;
      }
    }
    if (isObject(sent) && isObject(got)) {
      const kept: JsonObject = {};
      for (const [key, value] of Object.entries(got)) {
        if (Object.hasOwn(sent, key)) kept[key] = walk(sent[key], value, [...at, key]);
        else defaults[pointer([...at, key])] = value;
      }
      return kept;
    }
    if (Array.isArray(sent) && Array.isArray(got) && sent.length === got.length) {
      return got.map((value, i) => walk((sent as Json[])[i], value, [...at, String(i)]));
    }
    return got;
  };
  return [walk(sent, got, []), defaults];
}

await serve({
  name: "server-mcp-typescript",
  version: installedVersion("@modelcontextprotocol/sdk", import.meta.url),
  features: ["coerce", "mcp", "source-zod"],
  async coerce(tool, args) {
    reached.length = 0;
    try {
      return await answer(tool, args);
    } finally {
      // thrown from `finally`, it replaces the answer or the rejection
      if (reached.length) {
        throw new Error(`the server reached outside the document (SPEC §7.2): ${reached.join("; ")}`);
      }
    }
  },
});

async function answer(tool: Tool, args: JsonObject): Promise<Json | WithDefaults> {
  const source = tool.source as Source | undefined;
  if (source === undefined) throw new Error("the request names no source to build the tool from");
  const name = await toolFor(source);
  received.length = 0;
  let result;
  try {
    result = await client!.callTool({ name, arguments: args });
  } catch (thrown) {
    if (thrown instanceof McpError) reject(thrown.message, "protocol-error");
    throw thrown;
  }
  if (result.isError) {
    const content = (result.content ?? []) as Array<{ text?: string }>;
    const text = content.map((block) => block.text ?? "").join(" ");
    reject(text || "the server answered isError without a message", "tool-result");
  }
  if (received.length !== 1) throw new Error(`the handler was called ${received.length} times for one request`);
  const got = JSON.parse(JSON.stringify(received[0])) as Json;
  const [delivered, defaults] = splitDefaults(args, got);
  return Object.keys(defaults).length ? new WithDefaults(delivered, defaults) : delivered;
}
