/** Emscripten's NODEFS as pgliteFileSizes.mjs patches it: its stream and node operations. */
export interface NodeFs {
    stream_ops: Record<string, unknown>;
    node_ops: Record<string, unknown>;
}

/** Keeps the files' sizes of a NODEFS in memory (once per NODEFS); answers them by FS node. */
export function keepFileSizes(NODEFS: NodeFs): WeakMap<object, number>;
