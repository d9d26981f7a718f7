/** Versions of the runtime and of the installed packages, read from their package.json files. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { FIXTURES_ROOT } from "./paths.mjs";

/**
 * Version of a package installed in node_fixtures/node_modules.
 * @param {string} installDir directory name under node_modules (an npm alias such as `zod3` included)
 */
function installedVersion(installDir) {
  const manifest = path.join(FIXTURES_ROOT, "node_modules", installDir, "package.json");
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}

/** The `versions` object of the emitted document. */
export function collectVersions() {
  return {
    node: process.versions.node,
    zod3: installedVersion("zod3"),
    zod4: installedVersion("zod"),
    "zod-to-json-schema": installedVersion("zod-to-json-schema"),
    "@modelcontextprotocol/sdk": installedVersion("@modelcontextprotocol/sdk"),
  };
}
