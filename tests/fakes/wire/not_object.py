"""Answers a JSON array instead of an object for the request that asks it to break."""

from _base import serve

serve(lambda request, write: write([request["seq"], request["arguments"]]))
