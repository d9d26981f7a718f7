# Repro: agentscope 2.0.11, reason `defaults-filled-hermes-level` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     wild/aws-pricing/get_pricing.native/string-output-options (hermes level, SPEC §1.2)
#           only 'output_options' sent as a string; the others already typed
# Reason:   (hermes level) The cases of `defaults-filled` whose expectation is Hermes's own (no-type
#           unions, MCP-converted schemas): the same mechanism. SPEC §1: keys the model did not send
#           are added with their schema defaults (pydantic/zod "default" values, nested too); the
#           tool must receive only what was sent, prepared. Its two signatures are that one added
#           key in a union branch behind a $ref and in a union branch inside JSON text the call
#           sent.
# Expected: {"filters": [{"Field": "text", "Value": "text"}], "max_allowed_characters": 3,
#           "max_results": 3, "next_token": "text", "output_options": "{\"pricing_terms\":
#           [\"text\"], \"product_attributes\": [\"text\"], \"exclude_free_products\": true}",
#           "region": "text", "service_code": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python defaults-filled-hermes-level.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/defaults-filled-hermes-level.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "get_pricing"
SCHEMA = json.loads(
    r"""
{
  "properties": {
    "service_code": {
      "description": "AWS service code (e.g., \"AmazonEC2\", \"AmazonS3\", \"AmazonES\")",
      "title": "Service Code",
      "type": "string"
    },
    "region": {
      "anyOf": [
        {"type": "string"},
        {"items": {"type": "string"}, "type": "array"},
        {"type": "null"}
      ],
      "default": null,
      "description": "AWS region(s) - single region string (e.g., \"us-east-1\") or list for multi-region comparison (e.g., [\"us-east-1\", \"us-west-2\", \"eu-west-1\"]). Optional: omit for global services like DataTransfer or CloudFront that don't have region-specific pricing.",
      "title": "Region"
    },
    "filters": {
      "anyOf": [
        {"items": {"$ref": "#/$defs/PricingFilter"}, "type": "array"},
        {"type": "null"}
      ],
      "default": null,
      "description": "Optional list of filters to apply to the pricing query",
      "title": "Filters"
    },
    "max_allowed_characters": {
      "default": 100000,
      "description": "Maximum response length in characters (default: 100,000, use -1 for unlimited)",
      "title": "Max Allowed Characters",
      "type": "integer"
    },
    "output_options": {
      "anyOf": [{"$ref": "#/$defs/OutputOptions"}, {"type": "null"}],
      "default": null,
      "description": "Optional output filtering options to reduce response size. Use {\"pricing_terms\": [\"OnDemand\", \"FlatRate\"]} to significantly reduce response size for large services like EC2."
    },
    "max_results": {
      "default": 100,
      "description": "Maximum number of results to return per page (default: 100, max: 100)",
      "maximum": 100,
      "minimum": 1,
      "title": "Max Results",
      "type": "integer"
    },
    "next_token": {
      "anyOf": [{"type": "string"}, {"type": "null"}],
      "default": null,
      "description": "Pagination token from previous response to get next page of results",
      "title": "Next Token"
    }
  },
  "required": ["service_code"],
  "type": "object",
  "$defs": {
    "OutputOptions": {
      "description": "Output filtering options for pricing responses to reduce response size.",
      "properties": {
        "pricing_terms": {
          "anyOf": [{"items": {"type": "string"}, "type": "array"}, {"type": "null"}],
          "default": null,
          "description": "List of pricing terms to include (e.g., [\"OnDemand\", \"FlatRate\"], [\"Reserved\"]). Default: include all terms. Use [\"OnDemand\", \"FlatRate\"] to significantly reduce response size for large services like EC2.",
          "title": "Pricing Terms"
        },
        "product_attributes": {
          "anyOf": [{"items": {"type": "string"}, "type": "array"}, {"type": "null"}],
          "default": null,
          "description": "List of product attribute keys to include (e.g., [\"instanceType\", \"location\", \"memory\"]). Default: include all attributes. Filtering to essential attributes can provide additional 20-40% size reduction.",
          "title": "Product Attributes"
        },
        "exclude_free_products": {
          "anyOf": [{"type": "boolean"}, {"type": "null"}],
          "default": false,
          "description": "Filter out products with $0.00 OnDemand pricing to reduce response size",
          "title": "Exclude Free Products"
        }
      },
      "title": "OutputOptions",
      "type": "object"
    },
    "PricingFilter": {
      "description": "Filter model for AWS Price List API queries.",
      "properties": {
        "Field": {
          "description": "The field to filter on (e.g., 'instanceType', 'location')",
          "minLength": 1,
          "title": "Field",
          "type": "string"
        },
        "Type": {
          "default": "EQUALS",
          "description": "The type of filter match",
          "minLength": 1,
          "title": "Type",
          "type": "string"
        },
        "Value": {
          "anyOf": [{"type": "string"}, {"items": {"type": "string"}, "type": "array"}],
          "description": "The value(s) to match against - string for EQUALS/CONTAINS, list for ANY_OF/NONE_OF",
          "title": "Value"
        }
      },
      "required": ["Field", "Value"],
      "title": "PricingFilter",
      "type": "object"
    }
  },
  "title": "get_pricingArguments"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "service_code": "text",
  "region": "text",
  "filters": [{"Field": "text", "Value": "text"}],
  "max_allowed_characters": 3,
  "output_options": "{\"pricing_terms\": [\"text\"], \"product_attributes\": [\"text\"], \"exclude_free_products\": true}",
  "max_results": 3,
  "next_token": "text"
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
