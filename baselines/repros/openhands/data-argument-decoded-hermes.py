# Repro: openhands-sdk 1.58.2, reason `data-argument-decoded-hermes` of the `openhands` baseline
# (baselines/openhands.json).
#
# Case:     wild/postman/updatecollectionrequest.native/string-data (hermes level, SPEC §1.2)
#           only 'data' sent as a string; the others already typed
# Reason:   SPEC §1.2 (hermes level): an argument named "data" holding JSON text is decoded whatever
#           its schema says (fix_malformed_tool_arguments reads MCPToolAction's own field data:
#           dict, not the inputSchema); here the schema has no top-level type, where Hermes leaves
#           the text a string.
# Expected: {"auth": {"apikey": [{"key": "text"}], "asap": [{"key": "text"}], "awsv4": [{"key":
#           "text"}], "basic": [{"key": "text"}], "bearer": [{"key": "text"}], "digest": [{"key":
#           "text"}], "edgegrid": [{"key": "text"}], "hawk": [{"key": "text"}], "jwt": [{"key":
#           "text"}], "ntlm": [{"key": "text"}], "oauth1": [{"key": "text"}], "oauth2": [{"key":
#           "text"}], "type": "basic"}, "collectionId": "text", "data": "[{}]", "dataMode": "raw",
#           "dataOptions": {"binary": {}, "graphql": {}, "params": {}, "raw": {}, "urlencoded": {}},
#            "description": "text", "events": [{"listen": "test", "script": {}}], "graphqlModeData":
#            {"query": "text", "variables": "text"}, "headerData": [{"description": "text", "key":
#           "text", "value": "text"}], "method": "GET", "name": "text", "queryParams":
#           [{"description": "text", "enabled": true, "key": "text", "value": "text"}],
#           "rawModeData": "text", "requestId": "text", "url": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     an MCP tool's call as Agent._get_action_event prepares it: fix_malformed_tool_arguments,
#           then the action model from the inputSchema, as
#           suite/harnesses/python/openhands_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'openhands-sdk==1.58.2' && python3.12 data-argument-decoded-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/openhands/data-argument-decoded-hermes.py
#
# Written by `make repros` from scripts/repro-templates/openhands.py; edit that, not this.
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import mcp.types
from openhands.sdk.agent.utils import (
    fix_malformed_tool_arguments,
    normalize_tool_call,
    parse_tool_call_arguments,
)
from openhands.sdk.mcp.definition import MCPToolAction, MCPToolObservation
from openhands.sdk.mcp.tool import MCPToolDefinition
from openhands.sdk.tool import ToolExecutor
from pydantic import ValidationError

NAME = "updateCollectionRequest"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "requestId": {"type": "string", "description": "The request's ID."},
    "collectionId": {"type": "string", "description": "The collection's ID."},
    "name": {"type": "string", "description": "The request's name."},
    "description": {"type": ["string", "null"], "description": "The request's description."},
    "method": {
      "type": "string",
      "enum": [
        "GET",
        "PUT",
        "POST",
        "PATCH",
        "DELETE",
        "COPY",
        "HEAD",
        "OPTIONS",
        "LINK",
        "UNLINK",
        "PURGE",
        "LOCK",
        "UNLOCK",
        "PROPFIND",
        "VIEW"
      ],
      "description": "The request's HTTP method."
    },
    "url": {"type": ["string", "null"], "description": "The request's URL."},
    "headerData": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "key": {"type": "string", "description": "The header's key."},
          "value": {"type": "string", "description": "The header's value."},
          "description": {"type": "string", "description": "The header's description."}
        },
        "additionalProperties": false
      },
      "description": "The request's headers."
    },
    "queryParams": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "key": {"type": "string", "description": "The query parameter's key."},
          "value": {"type": "string", "description": "The query parameter's value."},
          "description": {
            "type": "string",
            "description": "The query parameter's description."
          },
          "enabled": {
            "type": "boolean",
            "description": "If true, the query parameter is enabled."
          }
        },
        "additionalProperties": false
      },
      "description": "The request's query parameters."
    },
    "dataMode": {
      "type": "string",
      "enum": ["raw", "urlencoded", "formdata", "binary", "graphql"],
      "description": "The request body's data mode."
    },
    "data": {
      "anyOf": [
        {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "key": {"type": "string", "description": "The form data's key."},
              "value": {"type": "string", "description": "The form data's value."},
              "description": {"type": "string", "description": "The form data's description."},
              "enabled": {
                "type": "boolean",
                "description": "If true, the form data entry is enabled."
              },
              "type": {
                "type": "string",
                "enum": ["text", "file"],
                "description": "The form data's type."
              },
              "uuid": {
                "type": "string",
                "description": "The form data entry's unique identifier."
              }
            },
            "additionalProperties": false
          }
        },
        {"type": "null"}
      ],
      "description": "The request body's form or urlencoded data."
    },
    "rawModeData": {
      "type": ["string", "null"],
      "description": "The request body's raw mode data."
    },
    "graphqlModeData": {
      "anyOf": [
        {
          "type": "object",
          "properties": {
            "query": {"type": "string", "description": "The GraphQL query."},
            "variables": {
              "type": "string",
              "description": "The GraphQL query variables, in JSON format."
            }
          },
          "additionalProperties": false
        },
        {"type": "null"}
      ],
      "description": "The request body's GraphQL mode data."
    },
    "dataOptions": {
      "anyOf": [
        {
          "type": "object",
          "properties": {
            "raw": {
              "type": "object",
              "properties": {
                "language": {
                  "type": "string",
                  "description": "The raw mode data's language type."
                }
              },
              "additionalProperties": false,
              "description": "Options for the `raw` data mode."
            },
            "urlencoded": {
              "type": "object",
              "additionalProperties": {},
              "description": "Options for the `urlencoded` data mode."
            },
            "params": {
              "type": "object",
              "additionalProperties": {},
              "description": "Options for the `params` data mode."
            },
            "binary": {
              "type": "object",
              "additionalProperties": {},
              "description": "Options for the `binary` data mode."
            },
            "graphql": {
              "type": "object",
              "additionalProperties": {},
              "description": "Options for the `graphql` data mode."
            }
          },
          "additionalProperties": false
        },
        {"type": "null"}
      ],
      "description": "Additional options for the request body data."
    },
    "auth": {
      "anyOf": [
        {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "basic",
                "bearer",
                "apikey",
                "digest",
                "oauth1",
                "oauth2",
                "hawk",
                "awsv4",
                "ntlm",
                "edgegrid",
                "jwt",
                "asap",
                "noauth"
              ],
              "description": "The authorization type."
            },
            "apikey": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The API key's authentication information."
            },
            "awsv4": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for AWS Signature authentication."
            },
            "basic": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for Basic Auth."
            },
            "bearer": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for Bearer Token authentication."
            },
            "digest": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for Digest access authentication."
            },
            "edgegrid": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for Akamai Edgegrid authentication."
            },
            "hawk": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for Hawk authentication."
            },
            "ntlm": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for NTLM authentication."
            },
            "oauth1": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for OAuth1 authentication."
            },
            "oauth2": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for OAuth2 authentication."
            },
            "jwt": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for JWT authentication."
            },
            "asap": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The auth method's key value."
                  },
                  "value": {
                    "anyOf": [
                      {"type": "string"},
                      {
                        "type": "array",
                        "items": {"type": "object", "additionalProperties": {}}
                      }
                    ],
                    "description": "The key's value."
                  },
                  "type": {
                    "type": "string",
                    "enum": ["string", "boolean", "number", "array", "object", "any"],
                    "description": "The value's type."
                  }
                },
                "required": ["key"],
                "additionalProperties": false,
                "description": "Information about the supported Postman [authorization type](https://learning.postman.com/docs/sending-requests/authorization/authorization-types/)."
              },
              "description": "The attributes for ASAP authentication."
            }
          },
          "required": ["type"],
          "additionalProperties": false
        },
        {"type": "null"}
      ],
      "description": "The request's authorization settings."
    },
    "events": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "listen": {
            "type": "string",
            "enum": ["test", "prerequest"],
            "description": "The event type."
          },
          "script": {
            "type": "object",
            "properties": {
              "id": {"type": "string", "description": "The script's ID."},
              "type": {
                "type": "string",
                "description": "The type of script. For example, `text/javascript`."
              },
              "exec": {
                "type": "array",
                "items": {"type": ["string", "null"]},
                "description": "A list of script strings, where each line represents a line of code. Separate lines makes it easy to track script changes."
              }
            },
            "additionalProperties": false,
            "description": "Information about the Javascript code that can be used to to perform setup or teardown operations in a response."
          }
        },
        "additionalProperties": false
      },
      "description": "The request's pre-request and test scripts."
    }
  },
  "required": ["requestId", "collectionId"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "requestId": "text",
  "collectionId": "text",
  "name": "text",
  "description": "text",
  "method": "GET",
  "url": "text",
  "headerData": [{"key": "text", "value": "text", "description": "text"}],
  "queryParams": [{"key": "text", "value": "text", "description": "text", "enabled": true}],
  "dataMode": "raw",
  "data": "[{}]",
  "rawModeData": "text",
  "graphqlModeData": {"query": "text", "variables": "text"},
  "dataOptions": {"raw": {}, "urlencoded": {}, "params": {}, "binary": {}, "graphql": {}},
  "auth": {
    "type": "basic",
    "apikey": [{"key": "text"}],
    "awsv4": [{"key": "text"}],
    "basic": [{"key": "text"}],
    "bearer": [{"key": "text"}],
    "digest": [{"key": "text"}],
    "edgegrid": [{"key": "text"}],
    "hawk": [{"key": "text"}],
    "ntlm": [{"key": "text"}],
    "oauth1": [{"key": "text"}],
    "oauth2": [{"key": "text"}],
    "jwt": [{"key": "text"}],
    "asap": [{"key": "text"}]
  },
  "events": [{"listen": "test", "script": {}}]
}
"""
)

sent = []


class Recorder(ToolExecutor):
    """Where MCPToolExecutor would call the server: keeps what it would send."""

    def __call__(self, action, conversation=None):
        request = mcp.types.CallToolRequest(
            params=mcp.types.CallToolRequestParams(name=NAME, arguments=action.to_mcp_arguments())
        )  # the MCP SDK's session sends the request dumped with mode="json"
        sent.append(request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"])
        return MCPToolObservation.from_text(text="received", tool_name=NAME)


def main():
    listed = mcp.types.Tool.model_validate({"name": NAME, "inputSchema": SCHEMA})
    tool = MCPToolDefinition(
        description=listed.description or "No description provided",
        action_type=MCPToolAction,
        observation_type=MCPToolObservation,
        executor=Recorder(),
        mcp_tool=listed,
    )
    # Agent._get_action_event's order (openhands/sdk/agent/agent.py)
    name = NAME
    try:
        arguments = parse_tool_call_arguments(json.dumps(ARGUMENTS))
        name, arguments = normalize_tool_call(NAME, arguments, [tool.name])
        arguments = fix_malformed_tool_arguments(arguments, tool.action_type)
        if tool.response_schema is not None:
            arguments = fix_malformed_tool_arguments(arguments, tool.response_schema)
        arguments.pop("security_risk", None)
        action = tool.action_from_arguments(arguments)
    except (ValueError, ValidationError) as refusal:
        print(f"rejected: Error validating tool '{name}': {refusal}".splitlines()[0])
        return
    observation = tool(action)
    if sent:
        print(f"returned: {json.dumps(sent[-1])}")
    else:
        told = "".join(getattr(part, "text", "") for part in observation.content)
        print(f"rejected: {told or 'the tool was not called'}")


try:
    main()
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
