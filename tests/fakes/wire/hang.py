"""Never answers the request that asks it to break."""

import time

from _base import serve

serve(lambda request, write: time.sleep(3600))
