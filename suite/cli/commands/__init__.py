"""One module per command: `add_parser(subparsers)` and `run(args) -> int`."""
