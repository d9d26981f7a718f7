// Repro: @oh-my-pi/pi-ai 18.2.3, reason `fan-out-timeout` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     robustness/deep-and-cyclic/union-of-only-itself-nested (core level, SPEC §1.4)
//           The same union at a nested position admits nothing: JSON text stays.
// Reason:   SPEC §1.4: schemas whose unions fan out through shared $defs (2^30 paths) are not
//           answered within the fan-out cases' own 1 s limit, nor a union of only itself nested
//           within the run's 5 s. One mechanism under three signatures: no answer within the case's
//           own limit in cases that pin §1.2 and §1.3, and within the run's limit even on a retry
//           with a doubled limit (§1.4).
// Expected: {"holder": {"v": "[1]"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun fan-out-timeout.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/fan-out-timeout.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
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
};
const args = {"holder": {"v": "[1]"}};

const tool = { name: "deep", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "deep", arguments: args };
try {
  console.log(`returned: ${show(validateToolArguments(tool, toolCall))}`);
} catch (error) {
  // Its documented refusal: an Error whose message starts "Validation failed for tool ".
  if (error instanceof Error && error.message.startsWith("Validation failed for tool ")) {
    console.log(`rejected: ${error.message}`);
  } else {
    console.log(`threw: ${describe(error)}`);
  }
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
