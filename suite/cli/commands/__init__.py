"""The commands of the command line, one module each: `add_parser(subparsers)` and `run(args) -> int`."""
