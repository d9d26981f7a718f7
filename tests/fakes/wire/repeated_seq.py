"""Answers the request that asks it to break twice: the same answer, same `seq`, two lines."""

from _base import serve


def misbehave(request, write):
    answer = {"seq": request["seq"], "arguments": request["arguments"]}
    write(answer)
    write(answer)


serve(misbehave)
