/**
 * The suite's JSON-lines protocol, version 1 (SPEC §5), for harnesses written in TypeScript.
 *
 * A harness describes itself and gives a handler per feature; `serve` does the rest: it reads
 * requests from stdin one line at a time, answers them in order, one JSON line each, on stdout, and
 * exits 0 on `stop` or at the end of input. A handler returns what the tool receives, calls
 * `reject(message)` when the library's documented answer is "do not dispatch", and lets anything
 * else the library throws escape: that becomes an `error` answer.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
const PROTOCOL = 1;
class Rejection extends Error {
    via;
    constructor(message, via) {
        super(message);
        this.via = via;
    }
}
/** What a coerce handler returns when the tool received more than the arguments sent: the
 * members the SDK filled in (a server's defaults), by JSON Pointer; reported, never judged. */
export class WithDefaults {
    args;
    defaults;
    constructor(args, defaults) {
        this.args = args;
        this.defaults = defaults;
    }
}
/** Ends a handler with a rejection: the call is not dispatched and the model is told `message`;
 * a server harness says `via` which MCP channel the refusal came back on. */
export function reject(message, via) {
    throw new Rejection(message, via);
}
/** The `version` field of an installed package's package.json, looked up from the harness file's folder upwards. */
export function installedVersion(pkg, from = import.meta.url) {
    let dir = dirname(fileURLToPath(from));
    for (;;) {
        const manifest = join(dir, "node_modules", pkg, "package.json");
        if (existsSync(manifest))
            return JSON.parse(readFileSync(manifest, "utf8")).version;
        const parent = dirname(dir);
        if (parent === dir)
            throw new Error(`package ${pkg} is not installed`);
        dir = parent;
    }
}
const writeOut = process.stdout.write.bind(process.stdout);
// Libraries may print; only protocol lines may reach stdout.
process.stdout.write = process.stderr.write.bind(process.stderr);
for (const level of ["log", "info", "warn", "debug"])
    console[level] = console.error;
// JSON.parse turns 9007199254740993 into 9007199254740992 before a harness sees it. From Node 21 on a
// reviver gets each value's source text: an integer literal that a double cannot hold exactly reaches
// the harness as a bigint (every other number stays a number). Node 20 gives no source text, so there
// such integers arrive rounded, as JSON.parse makes them.
function exactIntegers(_key, value, context) {
    const source = context?.source;
    if (typeof value !== "number" || Number.isSafeInteger(value) || source === undefined)
        return value;
    if (!/^-?\d+$/.test(source))
        return value;
    const exact = BigInt(source);
    return Number.isFinite(value) && BigInt(value) === exact ? value : exact;
}
// A bigint in an answer is written as its exact digits (JSON.stringify alone refuses bigints).
const BIGINT = `bigint-${Math.random().toString(36).slice(2)}:`;
// What JSON cannot carry travels as `{"$nonjson": name}` (SPEC §5), where JSON.stringify would write
// null (NaN, Infinity, an undefined array element), drop it, or throw (a cycle). An object member whose
// value is undefined stays absent, as every JSON encoding of the object has it.
function nonJson(key, value) {
    if (typeof value === "bigint")
        return BIGINT + value.toString();
    if (typeof value === "number" && !Number.isFinite(value))
        return { $nonjson: String(value) };
    if (typeof value === "function" || typeof value === "symbol")
        return { $nonjson: typeof value };
    if (value === undefined && Array.isArray(this))
        return { $nonjson: "undefined" };
    return value;
}
// A copy of `value` whose references back to an enclosing object or array are marked as cycles.
function acyclic(value, enclosing = new Set()) {
    if (value === null || typeof value !== "object")
        return value;
    if (enclosing.has(value))
        return { $nonjson: "cycle" };
    const json = value.toJSON;
    if (typeof json === "function")
        return acyclic(json.call(value), enclosing);
    enclosing.add(value);
    const copy = Array.isArray(value)
        ? value.map((item) => acyclic(item, enclosing))
        : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, acyclic(v, enclosing)]));
    enclosing.delete(value);
    return copy;
}
function encode(message) {
    let text;
    try {
        text = JSON.stringify(message, nonJson);
    }
    catch (thrown) {
        if (!(thrown instanceof TypeError && /circular/i.test(thrown.message)))
            throw thrown;
        text = JSON.stringify(acyclic(message), nonJson);
    }
    return text.replaceAll(new RegExp(`"${BIGINT}(-?\\d+)"`, "g"), "$1");
}
function send(message) {
    writeOut(encode(message) + "\n");
}
function describe(thrown) {
    if (thrown instanceof Error)
        return `${thrown.name}: ${thrown.message}`;
    return `non-Error thrown: ${String(thrown)}`;
}
// An agent registers a tool once and the model calls it many times: a request for the same tool
// (the same JSON) as the one before gets the same Tool object, so a library's own per-schema cache
// works as it does in an agent. A tool the library changed is not handed out again.
let kept;
function registered(tool) {
    const text = JSON.stringify(tool);
    if (kept !== undefined && kept.text === text && JSON.stringify(kept.tool) === text)
        return kept.tool;
    kept = { text, tool };
    return tool;
}
async function answer(harness, request) {
    switch (request.cmd) {
        case "start":
            if (request.protocol !== PROTOCOL)
                throw new Error(`protocol ${request.protocol} is not supported`);
            return {
                ok: true,
                protocol: PROTOCOL,
                implementation: { name: harness.name, version: harness.version, language: "typescript" },
                features: harness.features,
            };
        case "coerce": {
            if (!harness.coerce)
                throw new Error("coerce is not supported");
            const args = await harness.coerce(registered(request.tool), request.arguments);
            if (args instanceof WithDefaults)
                return { seq: request.seq, arguments: args.args, defaults: args.defaults };
            return { seq: request.seq, arguments: args === undefined ? { $nonjson: "undefined" } : args };
        }
        case "split": {
            if (!harness.split)
                throw new Error("split is not supported");
            const { tool_calls, provider_data } = await harness.split(request.tool_calls, request.provider_data);
            return { seq: request.seq, tool_calls, provider_data };
        }
        default:
            throw new Error(`unknown cmd ${JSON.stringify(request.cmd)}`);
    }
}
/** Answers requests from stdin until `stop` or end of input, then exits 0. */
export async function serve(harness) {
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
        if (line.trim() === "")
            continue;
        let request;
        try {
            request = JSON.parse(line, exactIntegers);
        }
        catch (thrown) {
            send({ seq: null, error: { message: `request is not JSON: ${describe(thrown)}` } });
            continue;
        }
        if (request?.cmd === "stop")
            break;
        try {
            send(await answer(harness, request));
        }
        catch (thrown) {
            const seq = request?.seq ?? null;
            if (thrown instanceof Rejection) {
                const via = thrown.via === undefined ? {} : { via: thrown.via };
                send({ seq, rejected: { message: thrown.message, ...via } });
            }
            else
                send({ seq, error: { message: describe(thrown) } });
        }
    }
    process.exit(0);
}
