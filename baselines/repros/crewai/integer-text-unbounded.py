# Repro: crewai 1.15.30, reason `integer-text-unbounded` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     robustness/deep-and-cyclic/integer-401-digits-stays (core level, SPEC §1.2)
#           A 401-digit integer string is not finite as a double: it stays a string.
# Reason:   SPEC §1.2: integer text is read by pydantic (the model crewai builds from the tool's
#           schema, in lax mode) as a Python int, exact at any size up to Python's 4,300-digit limit
#           on reading integer text, so a 401-digit integer string becomes that integer; SPEC
#           converts only text whose value is finite as a double, and 10^400 is not, so it stays as
#           sent.
# Expected: {"big": "1000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python integer-text-unbounded.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/integer-text-unbounded.py
#
# Written by `make repros` from scripts/repro-templates/crewai.py; edit that, not this.
import json
import os
from types import SimpleNamespace

os.environ.setdefault("CREWAI_DISABLE_TELEMETRY", "true")
os.environ.setdefault("OTEL_SDK_DISABLED", "true")

import mcp.types
from crewai.mcp.tool_resolver import MCPToolResolver
from crewai.tools.mcp_native_tool import MCPNativeTool

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
    "blob": {"type": "object"},
    "big": {"type": "integer"}
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


class Client:
    """An MCP client as MCPNativeTool uses one; keeps what call_tool_result would send."""

    async def connect(self):
        return None

    async def disconnect(self):
        return None

    async def call_tool_result(self, name, arguments):
        request = mcp.types.CallToolRequest(
            params=mcp.types.CallToolRequestParams(name=name, arguments=arguments)
        )  # the MCP SDK's session sends the request dumped with mode="json"
        sent.append(request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"])
        return SimpleNamespace(content=[], is_error=False)


def main():
    try:
        model = MCPToolResolver._json_schema_to_pydantic(NAME, SCHEMA)  # create_model_from_schema
    except Exception as error:  # no typed tool: crewai's HTTPS discovery fails here
        raise RuntimeError(
            f"create_model_from_schema could not build a model: {type(error).__name__}: {error}"
        ) from error
    tool = MCPNativeTool(
        client_factory=Client,
        tool_name=NAME,
        tool_schema={"description": "conformance probe", "args_schema": model},
        server_name="conformance",
    )
    try:
        tool.run(**ARGUMENTS)  # BaseTool._validate_kwargs, then the client
    except ValueError as refusal:
        if sent:
            raise
        print(f"rejected: {refusal}".splitlines()[0])
        return
    print(f"returned: {json.dumps(sent[-1])}")


try:
    main()
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
