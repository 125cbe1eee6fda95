/**
 * PGlite's files' sizes kept in memory (server/db/pgliteFileSizes.mjs): after every kind of write
 * PostgreSQL makes (a table growing, an index built, a vacuum truncating, a rewrite, a truncation,
 * a checkpoint), each kept size is the file's size on disk, and the data reads back.
 */
import { fstatSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFileSizes } from '../../server/db/pgliteFileSizes.mjs';

interface FsNode {
    mode: number;
}
interface FsStream {
    node: FsNode;
    nfd?: number;
    stream_ops: unknown;
}
interface EmscriptenModule {
    NODEFS: { stream_ops: Record<string, unknown>; node_ops: Record<string, unknown> };
    FS: { streams: (FsStream | null | undefined)[]; isFile(mode: number): boolean };
}

describe("PGlite's kept file sizes", () => {
    let dir: string;
    let pg: PGlite;
    let module: EmscriptenModule;
    let sizes: WeakMap<FsNode, number>;

    /** Every open data file whose size is kept, with the kept size and the size on disk. */
    const keptFiles = () =>
        module.FS.streams
            .filter((s): s is FsStream => !!s && s.stream_ops === module.NODEFS.stream_ops && s.nfd !== undefined && module.FS.isFile(s.node.mode))
            .filter(s => sizes.has(s.node))
            .map(s => ({ kept: sizes.get(s.node), onDisk: fstatSync(s.nfd!).size }));

    const expectKeptSizesTrue = () => {
        const files = keptFiles();
        expect(files.length).toBeGreaterThan(0);
        expect(files.filter(f => f.kept !== f.onDisk)).toEqual([]);
    };

    beforeAll(async () => {
        dir = mkdtempSync(join(tmpdir(), 'ats-pglite-sizes-'));
        pg = await PGlite.create(dir);
        module = (pg as unknown as { Module: EmscriptenModule }).Module;
        sizes = keepFileSizes(module.NODEFS);
    }, 60_000);

    afterAll(async () => {
        await pg?.close();
        rmSync(dir, { recursive: true, force: true });
    });

    it('installs once on a NODEFS', () => {
        expect(keepFileSizes(module.NODEFS)).toBe(sizes);
    });

    it('follows a table and its index as they grow', async () => {
        await pg.exec(`create table t (id int primary key, v text)`);
        await pg.exec(`insert into t select g, repeat('x', 100) from generate_series(1, 20000) g`);
        await pg.exec(`create index t_v on t (v, id)`);
        // Planning and a sequential scan ask for the lengths: they are kept from here.
        expect((await pg.query<{ n: number }>(`select count(*)::int as n from t where v like 'x%'`)).rows[0].n).toBe(20000);
        expectKeptSizesTrue();
        await pg.exec(`insert into t select g, repeat('y', 100) from generate_series(20001, 40000) g`);
        expect((await pg.query<{ n: number }>(`select count(*)::int as n from t`)).rows[0].n).toBe(40000);
        expectKeptSizesTrue();
    });

    it('follows a vacuum that gives the end of a table back, and a rewrite', async () => {
        await pg.exec(`delete from t where id > 10000`);
        await pg.exec(`vacuum t`);
        expect((await pg.query<{ n: number }>(`select count(*)::int as n from t`)).rows[0].n).toBe(10000);
        expectKeptSizesTrue();
        await pg.exec(`vacuum full t`);
        expect((await pg.query<{ n: number }>(`select count(*)::int as n from t where id <= 5000`)).rows[0].n).toBe(5000);
        expectKeptSizesTrue();
    });

    it('follows a truncation and a checkpoint, and the rows written after them read back', async () => {
        await pg.exec(`truncate t`);
        await pg.exec(`insert into t select g, 'z' from generate_series(1, 3000) g`);
        await pg.exec(`checkpoint`);
        const rows = await pg.query<{ n: number; z: number }>(`select count(*)::int as n, count(*) filter (where v = 'z')::int as z from t`);
        expect(rows.rows[0]).toEqual({ n: 3000, z: 3000 });
        expectKeptSizesTrue();
    });

    it('forgets a length when something other than a write may change it', () => {
        const node = { mode: 0 };
        const calls: string[] = [];
        const fake = {
            stream_ops: {
                llseek: (_s: unknown, offset: number, whence: number) => (calls.push('llseek'), whence === 2 ? offset + 100 : offset),
                write: (_s: unknown, _b: unknown, _o: number, length: number) => length,
                setattr: () => calls.push('setattr'),
                allocate: () => calls.push('allocate'),
            },
            node_ops: { setattr: (_node: unknown, _attr: unknown) => calls.push('node setattr') },
        };
        const kept = keepFileSizes(fake);
        const ops = fake.stream_ops as Record<string, (...args: unknown[]) => unknown>;
        const stream = { node };
        expect(ops.llseek(stream, 0, 2)).toBe(100);
        expect(ops.llseek(stream, 5, 2)).toBe(105);
        expect(calls.filter(c => c === 'llseek')).toHaveLength(1);
        ops.write(stream, null, 0, 50, 90);
        expect(kept.get(node)).toBe(140);
        ops.write(stream, null, 0, 10, 0);
        expect(kept.get(node)).toBe(140);
        expect(ops.llseek(stream, 7, 0)).toBe(7);
        for (const forget of [() => ops.setattr(stream, { size: 0 }), () => ops.allocate(stream, 0, 10), () => fake.node_ops.setattr(node, { size: 0 })]) {
            kept.set(node, 1);
            forget();
            expect(kept.has(node)).toBe(false);
        }
    });
});
