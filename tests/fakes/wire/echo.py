"""A correct miniature: answers every request by echoing it."""

from _base import serve

serve()
