"""Answers the request that asks it to break with another seq."""

from _base import serve

serve(lambda request, write: write({"seq": request["seq"] + 1000, "arguments": {}}))
