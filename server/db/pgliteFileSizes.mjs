// PGlite's files' sizes, kept in memory instead of asked of the operating system each time.
//
// PostgreSQL learns a relation's length with lseek(fd, 0, SEEK_END): for the table and every
// index of each relation a statement plans, and at the start of each sequential scan. Emscripten's
// NODEFS answers that with fs.fstatSync, a system call and a Stats object with four Dates, and on
// this machine that was about a ninth of the PGlite thread's busy time under the job list's load
// (docs/performance.md, "PGlite's file sizes kept; a list and its count in one statement"). Only
// this process writes the data directory (connect.ts takes its lock, lock.ts), and every change
// to a file's length goes through NODEFS: a write, or a truncation (stream_ops.setattr for
// ftruncate, node_ops.setattr for a path). So a length read once stays true while those
// operations keep it: a write past the end moves it, and anything else that may change it
// forgets it, to be read again on the next SEEK_END.
//
// Plain JavaScript for the same reason as pgliteWorker.mjs (a worker thread has no TypeScript loader).

/** Stream operations that leave a file's length as it is. */
const LENGTH_KEEPING = new Set(['read', 'llseek', 'open', 'close', 'dup', 'getattr', 'mmap', 'write']);
const SEEK_END = 2;
const kept = new WeakMap();

/**
 * Installs the kept sizes on a NODEFS (PGlite's `Module.NODEFS`), once. Answers its table of
 * sizes by FS node, for tests to hold against the files.
 */
export function keepFileSizes(NODEFS) {
    const already = kept.get(NODEFS);
    if (already) return already;
    const sizes = new WeakMap();
    const ops = NODEFS.stream_ops;
    const { llseek, write } = ops;

    ops.llseek = function (stream, offset, whence) {
        if (whence !== SEEK_END) return llseek.call(this, stream, offset, whence);
        let size = sizes.get(stream.node);
        if (size === undefined) {
            size = llseek.call(this, stream, 0, SEEK_END);
            sizes.set(stream.node, size);
        }
        return offset + size;
    };
    ops.write = function (stream, buffer, offset, length, position) {
        const written = write.call(this, stream, buffer, offset, length, position);
        const size = sizes.get(stream.node);
        if (size === undefined) return written;
        if (typeof position !== 'number') sizes.delete(stream.node);
        else if (position + written > size) sizes.set(stream.node, position + written);
        return written;
    };
    // Anything else a stream can do (a truncation, msync, allocate in a later Emscripten) forgets the length.
    for (const [name, op] of Object.entries(ops)) {
        if (typeof op !== 'function' || LENGTH_KEEPING.has(name)) continue;
        ops[name] = function (stream, ...rest) {
            sizes.delete(stream.node);
            return op.call(this, stream, ...rest);
        };
    }
    const { setattr } = NODEFS.node_ops;
    NODEFS.node_ops.setattr = function (node, attr) {
        sizes.delete(node);
        return setattr.call(this, node, attr);
    };

    kept.set(NODEFS, sizes);
    return sizes;
}
