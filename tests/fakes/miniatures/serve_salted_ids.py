"""Serve the reference with its later children's ids salted per process (SPEC §5 protocol).

Within one process a turn replays to the same ids; the next process gives others, as ids derived from
Python's per-process `hash()` would. Only a replay sent to a restarted process shows the bug (SPEC 3:
ids are derived from the turn alone).
"""

import secrets

from miniatures import Miniature, rename_children

from toolcall_conformance.reference import serve

SALT = secrets.token_hex(4)


class ProcessSaltedChildIds(Miniature):
    name = "process-salted-child-ids"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        return rename_children(tool_calls, calls, data, lambda old: f"{old}_{SALT}")


if __name__ == "__main__":
    serve.main(ProcessSaltedChildIds())
