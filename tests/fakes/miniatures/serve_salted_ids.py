"""Serve the reference with its later children's ids salted per process (SPEC §5 protocol).

Within one process a turn replays to the same ids; the next process gives others, as ids derived from
Python's per-process `hash()` would. Only a replay sent to a restarted process shows the bug (SPEC 3:
ids are derived from the turn alone).
"""

import secrets

from miniatures import Miniature, _replace_strings

from suite.reference import serve

SALT = secrets.token_hex(4)


class ProcessSaltedChildIds(Miniature):
    name = "process-salted-child-ids"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        incoming = {call.get("id") for call in tool_calls if isinstance(call, dict)}
        renamed = {
            call["id"]: f"{call['id']}_{SALT}"
            for call in calls
            if isinstance(call, dict) and isinstance(call.get("id"), str) and call["id"] not in incoming
        }
        for call in calls:
            if isinstance(call, dict) and call.get("id") in renamed:
                call["id"] = renamed[call["id"]]
        return calls, _replace_strings(data, renamed)


if __name__ == "__main__":
    serve.main(ProcessSaltedChildIds())
