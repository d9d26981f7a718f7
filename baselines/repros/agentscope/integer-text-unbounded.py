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
