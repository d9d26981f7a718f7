// Repro: ajv 8.20.0, reason `invalid-schema-throws-hermes` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     wild/vapi/update_assistant.mcp/string-llm (hermes level, SPEC §1.2)
//           only 'llm' sent as a string; the others already typed
// Reason:   SPEC §1.4: the mechanism of invalid-schema-throws (ajv.compile throws "schema is
//           invalid": vapi's duplicate enum members, uniqueItems in the meta-schema) on cases whose
//           expected value is hermes level; the throw does not depend on the expectation.
// Expected: {"assistantId": "text", "firstMessage": "text", "firstMessageMode":
//           "assistant-speaks-first", "instructions": "text", "llm": "{\"provider\": \"openai\",
//           \"model\": \"gpt-4o\"}", "name": "text", "toolIds": ["text"], "transcriber": {"model":
//           "text", "provider": "text"}, "voice": {"model": "text", "provider": "vapi", "voiceId":
//           "text"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node invalid-schema-throws-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/invalid-schema-throws-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "assistantId": {"type": "string", "description": "ID of the assistant to update"},
    "name": {"type": "string", "description": "New name for the assistant"},
    "instructions": {"type": "string", "description": "New instructions for the assistant"},
    "llm": {
      "anyOf": [
        {
          "anyOf": [
            {
              "type": "object",
              "properties": {
                "provider": {"type": "string", "const": "openai"},
                "model": {"type": "string", "enum": ["gpt-4o", "gpt-4o-mini"]}
              },
              "required": ["provider", "model"],
              "additionalProperties": false
            },
            {
              "type": "object",
              "properties": {
                "provider": {"type": "string", "const": "anthropic"},
                "model": {
                  "type": "string",
                  "enum": ["claude-3-7-sonnet-20250219", "claude-3-5-haiku-20241022"]
                }
              },
              "required": ["provider", "model"],
              "additionalProperties": false
            },
            {
              "type": "object",
              "properties": {
                "provider": {"type": "string", "const": "google"},
                "model": {
                  "type": "string",
                  "enum": [
                    "gemini-1.5-pro",
                    "gemini-1.5-flash",
                    "gemini-2.0-flash",
                    "gemini-2.0-pro"
                  ]
                }
              },
              "required": ["provider", "model"],
              "additionalProperties": false
            },
            {
              "type": "object",
              "properties": {"provider": {"type": "string"}, "model": {"type": "string"}},
              "required": ["provider", "model"],
              "additionalProperties": false
            }
          ]
        },
        {"type": "string"}
      ],
      "description": "New LLM configuration"
    },
    "toolIds": {
      "type": "array",
      "items": {"type": "string"},
      "description": "New IDs of tools to use with this assistant"
    },
    "transcriber": {
      "type": "object",
      "properties": {
        "provider": {"type": "string", "description": "Provider to use for transcription"},
        "model": {"type": "string", "description": "Transcription model to use"}
      },
      "required": ["provider", "model"],
      "additionalProperties": false,
      "description": "New transcription configuration"
    },
    "voice": {
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "enum": [
            "vapi",
            "11labs",
            "azure",
            "cartesia",
            "custom-voice",
            "deepgram",
            "11labs",
            "hume",
            "lmnt",
            "neuphonic",
            "openai",
            "playht",
            "rime-ai",
            "smallest-ai",
            "tavus",
            "sesame"
          ],
          "description": "Provider to use for voice"
        },
        "voiceId": {"type": "string", "description": "Voice ID to use"},
        "model": {"type": "string", "description": "Voice model to use"}
      },
      "required": ["provider", "voiceId"],
      "additionalProperties": false,
      "description": "New voice configuration"
    },
    "firstMessage": {"type": "string", "description": "First message to say to the user"},
    "firstMessageMode": {
      "type": "string",
      "enum": [
        "assistant-speaks-first",
        "assistant-waits-for-user",
        "assistant-speaks-first-with-model-generated-message"
      ],
      "description": "This determines who speaks first, either assistant or user"
    }
  },
  "required": ["assistantId"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {
  "assistantId": "text",
  "name": "text",
  "instructions": "text",
  "llm": "{\"provider\": \"openai\", \"model\": \"gpt-4o\"}",
  "toolIds": ["text"],
  "transcriber": {"provider": "text", "model": "text"},
  "voice": {"provider": "vapi", "voiceId": "text", "model": "text"},
  "firstMessage": "text",
  "firstMessageMode": "assistant-speaks-first"
};

// Ajv, the class for draft-07: the schema declares "$schema": "http://json-schema.org/draft-07/schema#".
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: "array" });
addFormats(ajv);
try {
  const validate = ajv.compile(schema);
  const data = structuredClone(args); // ajv coerces in place: validate a copy
  if (validate(data)) console.log(`returned: ${show(data)}`);
  else console.log(`rejected: ${ajv.errorsText(validate.errors)}`);
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
