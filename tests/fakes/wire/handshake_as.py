"""A correct echo whose handshake answer is the JSON object given as its argument."""

import json
import sys

from _base import serve

serve(start=lambda: json.loads(sys.argv[1]))
