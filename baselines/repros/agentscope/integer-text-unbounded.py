# Repro: agentscope 2.0.11, reason `integer-text-unbounded` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     robustness/deep-and-cyclic/integer-401-digits-stays (core level, SPEC §1.2)
#           A 401-digit integer string is not finite as a double: it stays a string.
# Reason:   SPEC §1.2: integer text is read by Python's int, which has no size limit, so a 401-digit
#           integer string becomes that integer; SPEC converts only text whose value is finite as a
#           double, and 10^400 is not, so it stays as sent.
# Expected: {"big": "1000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
#           0000000000000000000000000000000000000000000000000000000000"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python integer-text-unbounded.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/integer-text-unbounded.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

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

received = []


def tool(**kwargs):
    """The tool's own function: it records the keyword arguments the toolkit calls it with."""
    received.append(copy.deepcopy(kwargs))
    return "received"


async def main():
    toolkit = Toolkit()
    await toolkit.add_tool(
        FunctionTool(tool, name=NAME, description="conformance probe", input_schema=SCHEMA)
    )
    block = ToolCallBlock(id="call_1", name=NAME, input=json.dumps(ARGUMENTS))
    response = None
    async for item in toolkit.call_tool(block, AgentState()):
        response = item
    if received:
        print(f"returned: {json.dumps(received[-1])}")  # NaN and Infinity print as such
    else:  # the function was never called: the model reads the tool result instead
        told = "".join(getattr(part, "text", "") for part in getattr(response, "content", []) or [])
        state = getattr(response, "state", None)
        print(f"rejected: {told or f'the tool was not called (tool result state {state!r})'}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
