# Repro: json-repair 0.64.6, reason `integer-text-unbounded` of the `json-repair` baseline
# (baselines/json-repair.json).
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
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python integer-text-unbounded.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/integer-text-unbounded.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

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

try:
    repaired = json_repair.repair_json(json.dumps(ARGUMENTS), schema=SCHEMA, return_objects=True)
except SchemaDefinitionError as error:  # a schema it cannot use (a ValueError too)
    print(f"threw: {type(error).__name__}: {error}")
except ValueError as refusal:
    # Its refusal of a value it cannot make valid; one caused by a recursion limit or a missing
    # import is a failure instead.
    if isinstance(refusal.__cause__, (RecursionError, ImportError)):
        print(f"threw: {type(refusal).__name__}: {refusal}")
    else:
        print(f"rejected: {refusal}")
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
else:
    print(f"returned: {json.dumps(repaired)}")  # NaN and Infinity print as such
