/**
 * Print the seed tool's inputSchema as an MCP SDK server lists it, once per zod major:
 * `{"versions": {...}, "schemas": [{zod, source, schema}, ...]}`.
 *
 * Run: python -m nodejs node_fixtures/emit-seed.mjs
 */
import { z as z3 } from "zod3";
import { z as z4 } from "zod";
import { listThroughSdk } from "./fixtures/mcp-sdk.mjs";
import { defineModels } from "./fixtures/seed-models.mjs";
import { sourceOf } from "./lib/paths.mjs";
import { collectVersions } from "./lib/versions.mjs";

const SOURCE = sourceOf(new URL("./fixtures/seed-models.mjs", import.meta.url));

const schemas = [];
for (const [zod, namespace] of [["zod3", z3], ["zod4", z4]]) {
  const inputSchema = defineModels(namespace).models.list_issues;
  const advertised = await listThroughSdk(`seed-${zod}`, [{ tool: "list_issues", inputSchema }]);
  schemas.push({ zod, source: SOURCE, schema: advertised.get("list_issues") });
}
process.stdout.write(`${JSON.stringify({ versions: collectVersions(), schemas }, null, 2)}\n`);
