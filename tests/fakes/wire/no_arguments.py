"""Answers the request that asks it to break with its seq and nothing else."""

from _base import serve

serve(lambda request, write: write({"seq": request["seq"]}))
