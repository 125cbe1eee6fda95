/**
 * How the server sends the built console (server/app.ts registerConsole,
 * docs/performance.md "Console loading"): the brotli or gzip copy made at
 * build time (scripts/precompress.ts) by Accept-Encoding, br before gzip
 * before the file itself, always with Vary: Accept-Encoding; hashed assets
 * cached for a year (immutable), index.html and the client-routing fallback
 * revalidated (no-cache); a missing hashed asset is a 404.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir, type Precompressed } from '../../scripts/precompress.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK = 'assets/index-Bx7Yz3Qa.js';
const TINY = 'assets/tiny-Aa11Bb22.js';

let t: TestApp;
let consoleDir: string;
let written: Precompressed[];
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "the console's code, line ${i}";`).join('\n');

beforeAll(async () => {
    consoleDir = mkdtempSync(join(tmpdir(), 'ats-console-assets-'));
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), `<!doctype html><html><head><script type="module" src="/${CHUNK}"></script></head><body><div id="root"></div></body></html>`);
    writeFileSync(join(consoleDir, CHUNK), script);
    writeFileSync(join(consoleDir, TINY), 'export const tiny = 1;');
    written = await precompressDir(consoleDir);
    t = await createTestApp({ consoleDir });
});
afterAll(async () => {
    await t.close();
    rmSync(consoleDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
    t.call(ACME, { method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the build writes brotli and gzip copies', () => {
    it('beside files of 1 KB and more, smaller than the file; nothing beside smaller files', () => {
        const chunk = written.find(entry => entry.file.endsWith(CHUNK));
        expect(chunk?.br).toBeGreaterThan(0);
        expect(chunk?.gz).toBeGreaterThan(0);
        expect(chunk!.br!).toBeLessThan(chunk!.gz!);
        expect(chunk!.gz!).toBeLessThan(chunk!.bytes);
        expect(written.some(entry => entry.file.endsWith(TINY) || entry.file.endsWith('index.html'))).toBe(false);
        expect(brotliDecompressSync(readFileSync(join(consoleDir, `${CHUNK}.br`))).toString()).toBe(script);
    });
});

describe('a hashed asset', () => {
    it.each([
        ['br', 'br'],
        ['gzip, deflate, br', 'br'],
        ['br;q=1.0, gzip;q=0.8', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate', 'gzip'],
        ['deflate', undefined],
        ['identity', undefined],
        [undefined, undefined],
    ])('Accept-Encoding %s is sent as %s, cached for a year, with Vary', async (accept, encoding) => {
        const response = await get(`/${CHUNK}`, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        const body = response.rawPayload;
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        expect(decoded.toString()).toBe(script);
        if (encoding) expect(body.length).toBeLessThan(script.length / 3);
    });

    it('a file without compressed copies goes as itself, still immutable', async () => {
        const response = await get(`/${TINY}`, 'br, gzip');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(response.body).toBe('export const tiny = 1;');
    });

    it('a missing one is a 404, not the console page', async () => {
        const response = await get('/assets/index-OldBuild1.js', 'br');
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
    });
});

describe('the console page', () => {
    it.each(['/index.html', '/', '/corporate-login', '/corporate/total-applications/42?tab=1'])('%s is index.html, revalidated on every load', async url => {
        const response = await get(url, 'br, gzip');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        // A client route's page is written per request, with the workspace check's answer in it
        // (tests/api/pageBootData.test.ts), and compressed as it is sent; the file itself as it is.
        const encoding = response.headers['content-encoding'];
        expect(encoding).toBe(url === '/index.html' ? undefined : 'br');
        const html = (encoding === 'br' ? brotliDecompressSync(response.rawPayload) : response.rawPayload).toString('utf8');
        expect(html).toContain(`src="/${CHUNK}"`);
        expect(html.includes('id="ats-boot"')).toBe(url !== '/index.html');
    });

    it('API paths keep their JSON 404', async () => {
        const response = await get('/api/no-such-route', 'br');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: false });
    });
});
