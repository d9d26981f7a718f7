"""`toolcall_conformance.reference.serve` in front of a stand-in for the reference implementation."""


class StandIn:
    NAME = "stand-in"
    VERSION = "0.0.1"
    LANGUAGE = "python"

    @staticmethod
    def prepare_arguments(tool, arguments):
        print("stray output from the implementation")  # must not reach the protocol stream
        if "explode" in arguments:
            raise ValueError("the stand-in exploded")
        return {"tool": tool["name"], "origin": tool["origin"], "received": arguments}

    @staticmethod
    def split_tool_calls(tool_calls, provider_data):
        return list(reversed(tool_calls)), provider_data


if __name__ == "__main__":
    from toolcall_conformance.reference.serve import main

    main(StandIn)
