"""Answers well-formed JSON of the wrong shape for the request that asks it to break."""

from _base import serve

serve(lambda request, write: write({"seq": request["seq"], "arguments": ["not", "an", "object"]}))
