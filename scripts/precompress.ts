/**
 * Brotli and gzip copies of the built console, made once at build time so the
 * server sends them without compressing per request (server/app.ts
 * registerConsole: br > gzip > identity by Accept-Encoding). Next to every
 * text file of at least MIN_BYTES the build writes `<file>.br` (quality 11,
 * the slowest and smallest: paid once per build) and `<file>.gz` (level 9),
 * each only when smaller than the file. node:zlib only: no plugin
 * dependency for thirty lines. docs/performance.md, "Console loading".
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain nothing worth a second request header's worth of bytes. */
export const MIN_BYTES = 1024;
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

export interface Precompressed {
    file: string;
    bytes: number;
    br: number | null;
    gz: number | null;
}

function filesUnder(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(path) : [path];
    });
}

/** Writes the .br and .gz copies of every text file under `dir`; answers what it wrote. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
    const files = filesUnder(dir).filter(file => TEXT.has(extname(file)) && statSync(file).size >= MIN_BYTES);
    return Promise.all(
        files.map(async file => {
            const content = readFileSync(file);
            const [br, gz] = await Promise.all([
                brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
                gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            const keep = (copy: Buffer, suffix: string): number | null => {
                if (copy.length >= content.length) return null;
                writeFileSync(file + suffix, copy);
                return copy.length;
            };
            return { file, bytes: content.length, br: keep(br, '.br'), gz: keep(gz, '.gz') };
        }),
    );
}

/** `vite build` only (the dev server serves sources). */
export function precompress(): Plugin {
    return {
        name: 'ats-precompress',
        apply: 'build',
        async writeBundle(options) {
            if (options.dir) await precompressDir(options.dir);
        },
    };
}
