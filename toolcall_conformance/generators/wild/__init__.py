"""The wild corpus: what published MCP servers advertise in `tools/list`, captured and turned into cases."""
