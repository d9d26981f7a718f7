/** The smallest harness: it supports `coerce` and hands every tool its arguments unchanged. */
import { serve } from "toolcall-conformance-harness";

await serve({
  name: "echo",
  version: "1.0.0",
  features: ["coerce"],
  coerce: (_tool, args) => args,
});
