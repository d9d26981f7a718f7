"""Property-based conformance: SPEC §2's defining property, idempotence and passthrough, fuzzed.

`schemas` draws ref-free tool schemas, `hoist` turns them into ref forms, `arguments` draws what a
model sends, `properties` states the three properties, `runner` drives hypothesis, `savecase`
writes a shrunk failure as a corpus file and `command` is the `fuzz` subcommand.
"""
