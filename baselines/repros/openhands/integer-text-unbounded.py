# Repro: openhands-sdk 1.58.2, reason `integer-text-unbounded` of the `openhands` baseline
# (baselines/openhands.json).
#
# Case:     robustness/deep-and-cyclic/integer-401-digits-stays (core level, SPEC §1.2)
#           A 401-digit integer string is not finite as a double: it stays a string.
# Reason:   SPEC §1.2: integer text is read by pydantic as a Python int, exact at any size up to
#           Python's 4,300-digit limit on reading integer text, so a 401-digit integer string
#           becomes that integer; SPEC converts only text whose value is finite as a double, and
#           10^400 is not, so it stays as sent.
# Expected: {"big": "1000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     an MCP tool's call as Agent._get_action_event prepares it: fix_malformed_tool_arguments,
#           then the action model from the inputSchema, as
#           suite/harnesses/python/openhands_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'openhands-sdk==1.58.2' && python3.12 integer-text-unbounded.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/openhands/integer-text-unbounded.py
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

NAME = "deep"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "tower": {
      "type": "object",
      "properties": {
        "next level": {
          "type": "object",
          "properties": {
            "next level": {
              "type": "object",
              "properties": {
                "next level": {
                  "type": "object",
                  "properties": {
                    "next level": {
                      "type": "object",
                      "properties": {
                        "next level": {
                          "type": "object",
                          "properties": {
                            "next level": {
                              "type": "object",
                              "properties": {
                                "next level": {
                                  "type": "object",
                                  "properties": {
                                    "next level": {
                                      "type": "object",
                                      "properties": {
                                        "next level": {
                                          "type": "object",
                                          "properties": {
                                            "next level": {
                                              "type": "object",
                                              "properties": {
                                                "next level": {
                                                  "type": "object",
                                                  "properties": {
                                                    "next level": {
                                                      "type": "object",
                                                      "properties": {
                                                        "next level": {
                                                          "type": "object",
                                                          "properties": {
                                                            "next level": {
                                                              "type": "object",
                                                              "properties": {
                                                                "next level": {
                                                                  "type": "object",
                                                                  "properties": {
                                                                    "next level": {
                                                                      "type": "object",
                                                                      "properties": {
                                                                        "next level": {
                                                                          "type": "object",
                                                                          "properties": {
                                                                            "next level": {
                                                                              "type": "object",
                                                                              "properties": {
                                                                                "next level": {
                                                                                  "type": "object",
                                                                                  "properties": {
                                                                                    "next level": {
                                                                                      "type": "object",
                                                                                      "properties": {
                                                                                        "next level": {
                                                                                          "type": "object",
                                                                                          "properties": {
                                                                                            "next level": {
                                                                                              "type": "object",
                                                                                              "properties": {
                                                                                                "next level": {
                                                                                                  "type": "object",
                                                                                                  "properties": {
                                                                                                    "next level": {
                                                                                                      "type": "object",
                                                                                                      "properties": {
                                                                                                        "next level": {
                                                                                                          "type": "object",
                                                                                                          "properties": {
                                                                                                            "next level": {
                                                                                                              "type": "object",
                                                                                                              "properties": {
                                                                                                                "next level": {
                                                                                                                  "type": "object",
                                                                                                                  "properties": {
                                                                                                                    "next level": {
                                                                                                                      "type": "object",
                                                                                                                      "properties": {
                                                                                                                        "next level": {
                                                                                                                          "type": "object",
                                                                                                                          "properties": {
                                                                                                                            "next level": {
                                                                                                                              "type": "object",
                                                                                                                              "properties": {
                                                                                                                                "next level": {
                                                                                                                                  "type": "object",
                                                                                                                                  "properties": {
                                                                                                                                    "next level": {
                                                                                                                                      "type": "object",
                                                                                                                                      "properties": {
                                                                                                                                        "next level": {
                                                                                                                                          "type": "object",
                                                                                                                                          "properties": {
                                                                                                                                            "next level": {
                                                                                                                                              "type": "object",
                                                                                                                                              "properties": {
                                                                                                                                                "next level": {
                                                                                                                                                  "type": "object",
                                                                                                                                                  "properties": {
                                                                                                                                                    "next level": {
                                                                                                                                                      "type": "object",
                                                                                                                                                      "properties": {
                                                                                                                                                        "next level": {
                                                                                                                                                          "type": "object",
                                                                                                                                                          "properties": {
                                                                                                                                                            "next level": {
                                                                                                                                                              "type": "object",
                                                                                                                                                              "properties": {
                                                                                                                                                                "next level": {
                                                                                                                                                                  "type": "object",
                                                                                                                                                                  "properties": {
                                                                                                                                                                    "next level": {
                                                                                                                                                                      "type": "object",
                                                                                                                                                                      "properties": {
                                                                                                                                                                        "tags": {
                                                                                                                                                                          "type": "array"
                                                                                                                                                                        }
                                                                                                                                                                      }
                                                                                                                                                                    }
                                                                                                                                                                  }
                                                                                                                                                                }
                                                                                                                                                              }
                                                                                                                                                            }
                                                                                                                                                          }
                                                                                                                                                        }
                                                                                                                                                      }
                                                                                                                                                    }
                                                                                                                                                  }
                                                                                                                                                }
                                                                                                                                              }
                                                                                                                                            }
                                                                                                                                          }
                                                                                                                                        }
                                                                                                                                      }
                                                                                                                                    }
                                                                                                                                  }
                                                                                                                                }
                                                                                                                              }
                                                                                                                            }
                                                                                                                          }
                                                                                                                        }
                                                                                                                      }
                                                                                                                    }
                                                                                                                  }
                                                                                                                }
                                                                                                              }
                                                                                                            }
                                                                                                          }
                                                                                                        }
                                                                                                      }
                                                                                                    }
                                                                                                  }
                                                                                                }
                                                                                              }
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "chained": {"$ref": "#/$defs/D0"},
    "circle": {"$ref": "#/$defs/R0"},
    "nest": {"$ref": "#/$defs/Nest"},
    "blob": {"type": "object"},
    "me": {"$ref": "#"},
    "loop_union": {"$ref": "#/$defs/X"},
    "holder": {"type": "object", "properties": {"v": {"$ref": "#/$defs/X"}}},
    "big": {"type": "integer"}
  },
  "$defs": {
    "D0": {"$ref": "#/$defs/D1"},
    "D1": {"$ref": "#/$defs/D2"},
    "D2": {"$ref": "#/$defs/D3"},
    "D3": {"$ref": "#/$defs/D4"},
    "D4": {"$ref": "#/$defs/D5"},
    "D5": {"$ref": "#/$defs/D6"},
    "D6": {"$ref": "#/$defs/D7"},
    "D7": {"$ref": "#/$defs/D8"},
    "D8": {"$ref": "#/$defs/D9"},
    "D9": {"$ref": "#/$defs/D10"},
    "D10": {"$ref": "#/$defs/D11"},
    "D11": {"$ref": "#/$defs/D12"},
    "D12": {"$ref": "#/$defs/D13"},
    "D13": {"$ref": "#/$defs/D14"},
    "D14": {"$ref": "#/$defs/D15"},
    "D15": {"$ref": "#/$defs/D16"},
    "D16": {"$ref": "#/$defs/D17"},
    "D17": {"$ref": "#/$defs/D18"},
    "D18": {"$ref": "#/$defs/D19"},
    "D19": {"$ref": "#/$defs/D20"},
    "D20": {"$ref": "#/$defs/D21"},
    "D21": {"$ref": "#/$defs/D22"},
    "D22": {"$ref": "#/$defs/D23"},
    "D23": {"$ref": "#/$defs/D24"},
    "D24": {"$ref": "#/$defs/D25"},
    "D25": {"$ref": "#/$defs/D26"},
    "D26": {"$ref": "#/$defs/D27"},
    "D27": {"$ref": "#/$defs/D28"},
    "D28": {"$ref": "#/$defs/D29"},
    "D29": {"$ref": "#/$defs/D30"},
    "D30": {"$ref": "#/$defs/D31"},
    "D31": {"$ref": "#/$defs/D32"},
    "D32": {"$ref": "#/$defs/D33"},
    "D33": {"$ref": "#/$defs/D34"},
    "D34": {"$ref": "#/$defs/D35"},
    "D35": {"$ref": "#/$defs/D36"},
    "D36": {"$ref": "#/$defs/D37"},
    "D37": {"$ref": "#/$defs/D38"},
    "D38": {"$ref": "#/$defs/D39"},
    "D39": {"$ref": "#/$defs/D40"},
    "D40": {"$ref": "#/$defs/D41"},
    "D41": {"$ref": "#/$defs/D42"},
    "D42": {"$ref": "#/$defs/D43"},
    "D43": {"$ref": "#/$defs/D44"},
    "D44": {"$ref": "#/$defs/D45"},
    "D45": {"$ref": "#/$defs/D46"},
    "D46": {"$ref": "#/$defs/D47"},
    "D47": {"$ref": "#/$defs/D48"},
    "D48": {"$ref": "#/$defs/D49"},
    "D49": {"$ref": "#/$defs/D50"},
    "D50": {"$ref": "#/$defs/D51"},
    "D51": {"$ref": "#/$defs/D52"},
    "D52": {"$ref": "#/$defs/D53"},
    "D53": {"$ref": "#/$defs/D54"},
    "D54": {"$ref": "#/$defs/D55"},
    "D55": {"$ref": "#/$defs/D56"},
    "D56": {"$ref": "#/$defs/D57"},
    "D57": {"$ref": "#/$defs/D58"},
    "D58": {"$ref": "#/$defs/D59"},
    "D59": {"type": "integer"},
    "R0": {"$ref": "#/$defs/R1"},
    "R1": {"$ref": "#/$defs/R2"},
    "R2": {"$ref": "#/$defs/R3"},
    "R3": {"$ref": "#/$defs/R4"},
    "R4": {"$ref": "#/$defs/R5"},
    "R5": {"$ref": "#/$defs/R6"},
    "R6": {"$ref": "#/$defs/R7"},
    "R7": {"$ref": "#/$defs/R8"},
    "R8": {"$ref": "#/$defs/R9"},
    "R9": {"$ref": "#/$defs/R10"},
    "R10": {"$ref": "#/$defs/R11"},
    "R11": {"$ref": "#/$defs/R12"},
    "R12": {"$ref": "#/$defs/R13"},
    "R13": {"$ref": "#/$defs/R14"},
    "R14": {"$ref": "#/$defs/R15"},
    "R15": {"$ref": "#/$defs/R16"},
    "R16": {"$ref": "#/$defs/R17"},
    "R17": {"$ref": "#/$defs/R18"},
    "R18": {"$ref": "#/$defs/R19"},
    "R19": {"$ref": "#/$defs/R20"},
    "R20": {"$ref": "#/$defs/R21"},
    "R21": {"$ref": "#/$defs/R22"},
    "R22": {"$ref": "#/$defs/R23"},
    "R23": {"$ref": "#/$defs/R24"},
    "R24": {"$ref": "#/$defs/R25"},
    "R25": {"$ref": "#/$defs/R26"},
    "R26": {"$ref": "#/$defs/R27"},
    "R27": {"$ref": "#/$defs/R28"},
    "R28": {"$ref": "#/$defs/R29"},
    "R29": {"$ref": "#/$defs/R30"},
    "R30": {"$ref": "#/$defs/R31"},
    "R31": {"$ref": "#/$defs/R32"},
    "R32": {"$ref": "#/$defs/R33"},
    "R33": {"$ref": "#/$defs/R34"},
    "R34": {"$ref": "#/$defs/R35"},
    "R35": {"$ref": "#/$defs/R36"},
    "R36": {"$ref": "#/$defs/R37"},
    "R37": {"$ref": "#/$defs/R38"},
    "R38": {"$ref": "#/$defs/R39"},
    "R39": {"$ref": "#/$defs/R0"},
    "Nest": {"type": "array", "items": {"$ref": "#/$defs/Nest"}},
    "X": {"anyOf": [{"$ref": "#/$defs/X"}, {"$ref": "#/$defs/X"}]}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "big": "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
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
