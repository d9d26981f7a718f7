// Repro: @qwen-code/qwen-code 0.24.4, reason `nested-text-not-normalized-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     wild/notion-mcp-server/api-create-a-data-source.mcp/nested-json-strings (hermes level,
//           SPEC §1.2)
//           containers sent as JSON text holding further JSON text for inner containers
// Reason:   SPEC §1.3 (hermes level): the mechanism of `nested-text-not-normalized` on cases whose
//           expected value is the one Hermes chose where core leaves a choice: on the Notion MCP
//           server's tools, array text (rich_text, title, description, sorts) whose items are
//           object text, under an items anyOf with a {type: string} branch:
//           fixStringifiedJsonValues parses the array text but does not walk the array it made, and
//           ajv's second validation accepts each item as a string (a position whose accepted types
//           hold "string", which every pass skips). One signature.
// Expected: {"parent": "{\"page_id\": \"123e4567-e89b-42d3-a456-426614174000\"}", "properties":
//           "{}", "title": [{"text": {"content": "text"}}]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node nested-text-not-normalized-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/nested-text-not-normalized-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

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
  // BaseDeclarativeTool.build -> validateToolParams: validates the model's object, changing it in place
  const params = structuredClone(args);
  const error = SchemaValidator.validate(schema, params);
  console.log(error ? `rejected: ${error}` : `returned: ${show(params)}`);
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
