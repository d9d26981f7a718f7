/** JSON as a harness receives it: an integer a double cannot hold exactly is a bigint (Node >= 21). */
export type Json = null | boolean | number | bigint | string | Json[] | {
    [key: string]: Json;
};
export type JsonObject = {
    [key: string]: Json;
};
export interface Tool {
    name: string;
    parameters: Json;
    origin: "native" | "mcp";
    source?: {
        kind: string;
        module: string;
        model: string;
    };
}
export interface ToolCall {
    id: string;
    type: "function";
    function: {
        name: string;
        arguments: string;
    };
    [provider: string]: Json;
}
export interface SplitAnswer {
    tool_calls: ToolCall[];
    provider_data: Json;
}
export interface Harness {
    name: string;
    version: string;
    features: Array<"coerce" | "mcp" | "split" | "unmap" | "source-pydantic" | "source-zod">;
    coerce?: (tool: Tool, args: JsonObject) => unknown;
    split?: (toolCalls: ToolCall[], providerData: Json) => SplitAnswer | Promise<SplitAnswer>;
}
/** How a server's refusal reached its client (SPEC §7.4): a tool result with `isError`, or a JSON-RPC error. */
export type RefusedVia = "tool-result" | "protocol-error";
/** What a coerce handler returns when the tool received more than the arguments sent: the
 * members the SDK filled in (a server's defaults), by JSON Pointer; reported, never judged. */
export declare class WithDefaults {
    readonly args: Json;
    readonly defaults: JsonObject;
    constructor(args: Json, defaults: JsonObject);
}
/** Ends a handler with a rejection: the call is not dispatched and the model is told `message`;
 * a server harness says `via` which MCP channel the refusal came back on. */
export declare function reject(message: string, via?: RefusedVia): never;
/** The `version` field of an installed package's package.json, looked up from the harness file's folder upwards. */
export declare function installedVersion(pkg: string, from?: string): string;
/** Answers requests from stdin until `stop` or end of input, then exits 0. */
export declare function serve(harness: Harness): Promise<void>;
