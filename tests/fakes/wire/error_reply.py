"""Replies with a protocol error to the request that asks it to break, then keeps serving."""

from _base import serve


def misbehave(request, write):
    write({"seq": request["seq"], "error": {"message": "cannot coerce: schema too deep"}})


serve(misbehave)
