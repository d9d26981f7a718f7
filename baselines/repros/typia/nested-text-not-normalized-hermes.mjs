// Repro: @typia/utils 14.0.6, reason `nested-text-not-normalized-hermes` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     wild/notion-mcp-server/api-create-a-data-source.mcp/nested-json-strings (hermes level,
//           SPEC §1.2)
//           containers sent as JSON text holding further JSON text for inner containers
// Reason:   SPEC §1.3: the mechanism of nested-text-not-normalized (object text at an anyOf branch
//           position inside parsed text stays a string: mongodb aggregate's pipeline stages) on
//           cases whose expected value is hermes level (no-type unions elsewhere in the call).
// Expected: {"parent": "{\"page_id\": \"123e4567-e89b-42d3-a456-426614174000\"}", "properties":
//           "{}", "title": [{"text": {"content": "text"}}]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node nested-text-not-normalized-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/nested-text-not-normalized-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "$defs": {
    "richTextRequest": {
      "type": "object",
      "properties": {
        "text": {
          "type": "object",
          "properties": {"content": {"type": "string"}, "link": {"type": ["object", "null"]}},
          "required": ["content"],
          "additionalProperties": false
        },
        "type": {"type": "string", "enum": ["text"]}
      },
      "required": ["text"],
      "additionalProperties": false
    },
    "pageIdParentRequest": {
      "type": "object",
      "properties": {"page_id": {"type": "string", "format": "uuid"}},
      "required": ["page_id"],
      "additionalProperties": true
    },
    "dataSourceIdParentRequest": {
      "type": "object",
      "properties": {
        "type": {"type": "string", "const": "database_id"},
        "database_id": {"type": "string", "format": "uuid"}
      },
      "required": ["database_id"],
      "additionalProperties": true
    },
    "parentRequest": {
      "oneOf": [
        {"$ref": "#/$defs/pageIdParentRequest"},
        {"$ref": "#/$defs/dataSourceIdParentRequest"},
        {
          "type": "object",
          "properties": {"type": {"const": "workspace"}},
          "required": ["type"],
          "additionalProperties": true
        }
      ]
    },
    "movePageParentRequest": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "type": {"const": "page_id"},
            "page_id": {"type": "string", "format": "uuid"}
          },
          "required": ["type", "page_id"],
          "additionalProperties": true
        },
        {
          "type": "object",
          "properties": {
            "type": {"const": "database_id"},
            "database_id": {"type": "string", "format": "uuid"}
          },
          "required": ["type", "database_id"],
          "additionalProperties": true
        },
        {
          "type": "object",
          "properties": {"type": {"const": "workspace"}},
          "required": ["type"],
          "additionalProperties": true
        }
      ]
    },
    "sortObject": {
      "type": "object",
      "properties": {
        "property": {"type": "string"},
        "direction": {"type": "string", "enum": ["ascending", "descending"]}
      },
      "required": ["property", "direction"],
      "additionalProperties": true
    },
    "paragraphBlockRequest": {
      "type": "object",
      "properties": {
        "paragraph": {
          "type": "object",
          "properties": {
            "rich_text": {"type": "array", "items": {"$ref": "#/$defs/richTextRequest"}}
          },
          "required": ["rich_text"],
          "additionalProperties": false
        },
        "type": {"type": "string", "enum": ["paragraph"]}
      },
      "additionalProperties": false
    },
    "bulletedListItemBlockRequest": {
      "type": "object",
      "properties": {
        "bulleted_list_item": {
          "type": "object",
          "properties": {
            "rich_text": {"type": "array", "items": {"$ref": "#/$defs/richTextRequest"}}
          },
          "required": ["rich_text"],
          "additionalProperties": false
        },
        "type": {"type": "string", "enum": ["bulleted_list_item"]}
      },
      "additionalProperties": false
    },
    "blockObjectRequest": {
      "anyOf": [
        {"$ref": "#/$defs/paragraphBlockRequest"},
        {"$ref": "#/$defs/bulletedListItemBlockRequest"}
      ]
    }
  },
  "type": "object",
  "properties": {
    "parent": {"anyOf": [{"$ref": "#/$defs/pageIdParentRequest"}, {"type": "string"}]},
    "properties": {
      "anyOf": [
        {
          "type": "object",
          "description": "Property schema of data source",
          "additionalProperties": true
        },
        {"type": "string"}
      ]
    },
    "title": {
      "type": "array",
      "items": {
        "anyOf": [
          {"$ref": "#/$defs/richTextRequest"},
          {"type": "string"},
          {"type": "object", "additionalProperties": true}
        ]
      }
    }
  },
  "required": ["parent", "properties"]
};
const args = {
  "parent": "{\"page_id\": \"123e4567-e89b-42d3-a456-426614174000\"}",
  "properties": "{}",
  "title": "[\"{\\\"text\\\": \\\"{\\\\\\\"content\\\\\\\": \\\\\\\"text\\\\\\\"}\\\"}\"]"
};

try {
  // The tool is registered as @agentica/core's createMcpLlmApplication registers an MCP tool: the
  // schema's $defs become the components, the schema is upgraded against them, the components the
  // schema does not reach by $ref are dropped, then the schema is converted.
  const defs = { schemas: schema?.$defs };
  const components = OpenApiConverter.upgradeComponents(defs);
  const upgraded = OpenApiConverter.upgradeSchema({ components: defs, schema });
  if (components.schemas !== undefined) {
    const reached = new Set();
    OpenApiTypeChecker.visit({
      components,
      schema: upgraded,
      closure: (node) => {
        if (OpenApiTypeChecker.isReference(node)) reached.add(node.$ref.split("/").pop());
      },
    });
    components.schemas = Object.fromEntries(Object.entries(components.schemas).filter(([name]) => reached.has(name)));
  }
  const converted = LlmSchemaConverter.parameters({
    config: LlmSchemaConverter.getConfig(undefined),
    components,
    schema: upgraded,
  });
  if (converted.success) {
    console.log(`returned: ${show(LlmJson.coerce(args, converted.value))}`);
  } else {
    // The converter refuses the schema: the tool cannot be registered at all (agentica drops it; the
    // suite's harness answers this as an error of its own, SchemaNotConvertible).
    const reasons = converted.error.reasons.map((reason) => `${reason.accessor}: ${reason.message}`);
    console.log(`threw: SchemaNotConvertible: LlmSchemaConverter.parameters refused the schema: ${reasons.join("; ")}`);
  }
} catch (error) {
  console.log(`threw: ${describe(error)}`);
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
