/** Paths of fixture files, relative to the repository that holds node_fixtures/. */
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Absolute path of the node_fixtures directory. */
export const FIXTURES_ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const REPO_ROOT = path.dirname(FIXTURES_ROOT);

/**
 * Repository-relative, forward-slash path of a module, for the `source` field.
 * @param {string | URL} moduleUrl a file: URL, usually `new URL("./x.mjs", import.meta.url)`
 */
export function sourceOf(moduleUrl) {
  return path.relative(REPO_ROOT, fileURLToPath(moduleUrl)).split(path.sep).join("/");
}
