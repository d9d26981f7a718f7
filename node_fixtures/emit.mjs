/**
 * Print every fixture schema as one JSON document on stdout:
 * `{"versions": {...}, "schemas": [{name, source, library, options, origin, schema}, ...]}`,
 * sorted by name. The output depends only on the installed packages, never on the clock or the cwd.
 *
 * Run: python -m nodejs node_fixtures/emit.mjs
 */
import { mcpSdkFixtures } from "./fixtures/mcp-sdk.mjs";
import { zodToJsonSchemaFixtures } from "./fixtures/zod-to-json-schema.mjs";
import { zod4Fixtures } from "./fixtures/zod4-json-schema.mjs";
import { collectVersions } from "./lib/versions.mjs";

/** Keep library chatter (zod-to-json-schema's recursion warnings) off stdout. */
function routeConsoleToStderr() {
  const toStderr = (...args) => console.error(...args);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
}

function assertUniqueNames(schemas) {
  const seen = new Set();
  for (const { name } of schemas) {
    if (seen.has(name)) throw new Error(`duplicate fixture name ${name}`);
    seen.add(name);
  }
}

async function main() {
  const stdout = process.stdout;
  routeConsoleToStderr();
  const schemas = [...zodToJsonSchemaFixtures(), ...zod4Fixtures(), ...(await mcpSdkFixtures())];
  assertUniqueNames(schemas);
  schemas.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const document = { versions: collectVersions(), schemas };
  stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
