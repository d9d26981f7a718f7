/**
 * Parse values with the zod schema a fixture was made from, the way the tool's own code does.
 *
 * stdin: a JSON array of `{"fixture": "<name as emit.mjs prints it>", "value": <JSON>}`.
 * stdout: a JSON array, in the same order, of `{"fixture", "accepted": true, "output": <parsed>}` or
 * `{"fixture", "accepted": false, "issues": "<zod's message>"}`.
 *
 * `zod-to-json-schema.<model>...` fixtures are zod 3 models, `zod4.<model>...` zod 4 ones; an
 * `mcp-sdk.<zod3|zod4>.<tool>` tool is validated by the MCP SDK with the zod schema it was
 * registered with (a raw shape is wrapped in `z.object`, the model itself here). `safeParse` is
 * zod's own validation, as the SDK's `callTool` handler runs it.
 *
 * Run: python -m nodejs node_fixtures/parse.mjs < values.json
 */
import { z as z3 } from "zod3";
import { z as z4 } from "zod";
import { defineModels } from "./fixtures/models.mjs";
import { models as zod4OnlyModels } from "./fixtures/zod4-models.mjs";

const ZOD3 = defineModels(z3).models;
const ZOD4 = { ...defineModels(z4).models, ...zod4OnlyModels };

/** The zod schema behind a fixture name, or an Error naming the fixture. */
function schemaOf(fixture) {
  const parts = fixture.split(".");
  const [library] = parts;
  let models;
  let model;
  if (library === "zod-to-json-schema") [models, model] = [ZOD3, parts[1]];
  else if (library === "zod4") [models, model] = [ZOD4, parts[1]];
  else if (library === "mcp-sdk" && (parts[1] === "zod3" || parts[1] === "zod4")) {
    models = parts[1] === "zod3" ? ZOD3 : ZOD4;
    model = parts[2].endsWith("_shape") ? parts[2].slice(0, -"_shape".length) : parts[2];
  }
  const schema = models?.[model];
  if (schema === undefined) throw new Error(`${fixture}: no zod model for this fixture name`);
  return schema;
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function main() {
  const requests = JSON.parse(await readStdin());
  const answers = requests.map(({ fixture, value }) => {
    const result = schemaOf(fixture).safeParse(value);
    return result.success
      ? { fixture, accepted: true, output: result.data }
      : { fixture, accepted: false, issues: result.error.message };
  });
  process.stdout.write(`${JSON.stringify(answers)}\n`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exitCode = 1;
});
