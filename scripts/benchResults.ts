/**
 * What `npm run bench` (scripts/bench.ts) produces, and the table it prints: req/s, p50 and p99
 * per endpoint and engine, the PGlite-to-PostgreSQL ratio, the imports, the export, the memory and
 * the browser figures; then the targets of issues 10 and 15 a run does not meet.
 */
import type { SeededVolume } from './benchSeed.js';

export type EngineName = 'pglite' | 'postgres';
export const ENGINE_LABEL: Record<EngineName, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export interface LoadResult {
    reqPerSec: number;
    p50: number;
    p99: number;
    /** The slowest request (a kept answer's end shows here, not at p99: scripts/bench.ts changeEverySecond). */
    max: number;
    requests: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodes: Record<string, number>;
}

export interface ImportResult {
    label: string;
    rows: number;
    ms: number | null;
    status: number;
    message: string;
}

export interface PageFigure {
    label: string;
    url: string;
    /** Script responses: bytes on the wire (headers and compressed body) and decoded. */
    scriptWireBytes: number;
    scriptDecodedBytes: number;
    scripts: number;
    lcpMs: number | null;
    budgetKb?: number;
    lighthouse?: { score: number; lcpMs: number | null } | string;
}

/** The applications export of issue 15: every row streamed, the server's memory sampled while it streams. */
export interface ExportResult {
    rows: number;
    /** The rows the server announced (x-report-rows), checked against those received. */
    announced: number;
    bytes: number;
    ms: number | null;
    status: number;
    rssBeforeMb: number | null;
    rssPeakMb: number | null;
}

export interface EngineResult {
    engine: EngineName;
    exported: ExportResult | null;
    seedMs: number;
    totals: SeededVolume['totals'];
    loads: Record<string, LoadResult>;
    imports: ImportResult[];
    idleRssMb: number | null;
    pages: PageFigure[];
    problems: string[];
}

/** What the table needs of an endpoint (scripts/bench.ts, Endpoint). */
export interface ReportedEndpoint {
    key: string;
    label: string;
    /** The issue's target for this endpoint, printed beside the figures. */
    target: string;
    /** p99 budget in ms, when the issue sets one. */
    p99Budget?: number;
    /** Absent: no such endpoint exists yet (the row says so). */
    request?: unknown;
}

/** The run's shape: its endpoints, seconds per endpoint, and the rows an import must take within 3 s. */
export interface RunShape {
    endpoints: readonly ReportedEndpoint[];
    durationS: number;
    importRows: number;
}

export const kb = (bytes: number) => Math.round(bytes / 1024).toLocaleString('en');
export const int = (n: number) => Math.round(n).toLocaleString('en');
const pct = (n: number) => `${Math.round(n * 100)}%`;

export function table(results: EngineResult[], { endpoints, durationS, importRows }: RunShape): string {
    const engines = results.map(r => ENGINE_LABEL[r.engine]);
    const header = ['measure', ...engines.flatMap(e => [`${e} req/s`, 'p50 ms', 'p99 ms', 'non-2xx']), ...(results.length === 2 ? ['PGlite ÷ PostgreSQL'] : []), 'target'];
    const rows: string[][] = [];
    const blank = (n: number) => Array.from({ length: n }, () => '');
    const perEngine = (value: (r: EngineResult) => string) => results.flatMap(r => [value(r), ...blank(3)]);
    const ratioCell = (value: (r: EngineResult) => number | null) => {
        if (results.length !== 2) return [];
        const [a, b] = results.map(value);
        return [a !== null && b !== null && b > 0 ? pct(a / b) : ''];
    };

    for (const endpoint of endpoints) {
        if (!endpoint.request) {
            rows.push([endpoint.label, ...perEngine(() => 'no endpoint yet'), ...ratioCell(() => null), endpoint.target]);
            continue;
        }
        const cells = results.flatMap(r => {
            const l = r.loads[endpoint.key];
            if (l && l.requests === 0) return ['0', '—', `> ${durationS * 1000}`, String(l.non2xx + l.errors + l.timeouts)];
            return l ? [int(l.reqPerSec), int(l.p50), int(l.p99), String(l.non2xx + l.errors + l.timeouts)] : blank(4);
        });
        rows.push([endpoint.label, ...cells, ...ratioCell(r => r.loads[endpoint.key]?.reqPerSec ?? null), endpoint.target]);
    }
    const authToPublic = (r: EngineResult) => (r.loads.me && r.loads.public ? r.loads.me.reqPerSec / r.loads.public.reqPerSec : null);
    rows.push(['authenticated ÷ public (req/s)', ...perEngine(r => (authToPublic(r) === null ? '' : pct(authToPublic(r)!))), ...ratioCell(() => null), '≥ 50%']);
    const importLabels = results[0]?.imports.map(i => i.label) ?? [];
    importLabels.forEach((label, i) => {
        rows.push([`${label}, ms`, ...perEngine(r => (r.imports[i]?.ms === null || !r.imports[i] ? `answered ${r.imports[i]?.status ?? '?'}` : int(r.imports[i].ms!))), ...ratioCell(() => null), results[0].imports[i].rows >= importRows ? '10,000 rows ≤ 3,000 ms' : '']);
    });
    if (results.some(r => r.exported)) {
        const ex = (r: EngineResult) => r.exported;
        rows.push([`export of the year's applications (CSV, streamed), ms`, ...perEngine(r => (ex(r) ? (ex(r)!.ms === null ? `answered ${ex(r)!.status}` : `${int(ex(r)!.ms!)} (${int(ex(r)!.rows)} rows)`) : '')), ...ratioCell(() => null), 'memory flat']);
        const growth = (r: EngineResult) => (ex(r)?.rssPeakMb != null && ex(r)?.rssBeforeMb != null ? ex(r)!.rssPeakMb! - ex(r)!.rssBeforeMb! : null);
        rows.push(['  server resident memory during it: before → peak, MB', ...perEngine(r => (growth(r) === null ? '' : `${ex(r)!.rssBeforeMb} → ${ex(r)!.rssPeakMb} (+${growth(r)})`)), ...ratioCell(() => null), '']);
    }
    rows.push(['idle resident memory of the server, MB', ...perEngine(r => (r.idleRssMb === null ? '?' : int(r.idleRssMb))), ...ratioCell(() => null), 'PGlite ≤ 300 MB']);
    rows.push(['seeding, s (not a target)', ...perEngine(r => (r.seedMs / 1000).toFixed(0)), ...ratioCell(() => null), '']);
    const pageLabels = results.find(r => r.pages.length)?.pages ?? [];
    for (const [i, page] of pageLabels.entries()) {
        const at = (r: EngineResult) => r.pages[i];
        rows.push([`${page.label}: script on the wire, KB (decoded)`, ...perEngine(r => (at(r) ? `${kb(at(r).scriptWireBytes)} (${kb(at(r).scriptDecodedBytes)})` : '')), ...ratioCell(() => null), `≤ ${page.budgetKb} KB`]);
        rows.push([`${page.label}: LCP, ms`, ...perEngine(r => (at(r)?.lcpMs == null ? '' : int(at(r).lcpMs!))), ...ratioCell(() => null), '']);
        if (results.some(r => at(r)?.lighthouse)) {
            const cell = (r: EngineResult) => {
                const lh = at(r)?.lighthouse;
                if (!lh) return '';
                if (typeof lh === 'string') return lh;
                return `${lh.score} (LCP ${lh.lcpMs === null ? '?' : int(lh.lcpMs)} ms)`;
            };
            rows.push([`${page.label}: Lighthouse mobile performance`, ...perEngine(cell), ...ratioCell(() => null), '≥ 90']);
        }
    }

    const widths = header.map((h, c) => Math.max(h.length, ...rows.map(r => r[c].length)));
    const line = (cells: string[]) => `| ${cells.map((cell, c) => (c === 0 || c === cells.length - 1 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
    return [line(header), `|${widths.map((w, c) => (c === 0 || c === widths.length - 1 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Targets of issue 10 a run does not meet (budgets and ratios: the only figures comparable across runs). */
export function unmet(results: EngineResult[], { endpoints, durationS, importRows }: RunShape): string[] {
    const out: string[] = [];
    for (const r of results) {
        const name = ENGINE_LABEL[r.engine];
        for (const e of endpoints) {
            const l = r.loads[e.key];
            if (!e.request) out.push(`${name}: ${e.label}: no endpoint yet`);
            // A request slower than the whole run completes none: autocannon's latencies are then zeros, not a result.
            else if (l && l.requests === 0) out.push(`${name}: ${e.label}: no request completed in ${durationS} s`);
            else if (l && e.p99Budget !== undefined && l.p99 > e.p99Budget) out.push(`${name}: ${e.label}: p99 ${int(l.p99)} ms > ${e.p99Budget} ms`);
        }
        if (r.loads.me && r.loads.public && r.loads.me.reqPerSec < r.loads.public.reqPerSec / 2) out.push(`${name}: authenticated ÷ public ${pct(r.loads.me.reqPerSec / r.loads.public.reqPerSec)} < 50%`);
        for (const i of r.imports.filter(x => x.rows >= importRows && (x.ms === null || x.ms > 3_000))) out.push(`${name}: ${i.label}: ${i.ms === null ? 'failed' : `${int(i.ms)} ms > 3,000 ms`}`);
        if (r.engine === 'pglite' && r.idleRssMb !== null && r.idleRssMb > 300) out.push(`PGlite: idle resident memory ${r.idleRssMb} MB > 300 MB`);
        for (const p of r.pages) if (p.budgetKb && p.scriptWireBytes > p.budgetKb * 1024) out.push(`${name}: ${p.label}: ${kb(p.scriptWireBytes)} KB of script > ${p.budgetKb} KB`);
        for (const p of r.pages) if (p.lighthouse && typeof p.lighthouse !== 'string' && p.lighthouse.score < 90) out.push(`${name}: ${p.label}: Lighthouse ${p.lighthouse.score} < 90`);
    }
    if (results.length === 2) {
        const [pglite, postgres] = results;
        for (const e of endpoints) {
            const a = pglite.loads[e.key];
            const b = postgres.loads[e.key];
            if (a && b && a.reqPerSec < 0.6 * b.reqPerSec) out.push(`PGlite ÷ PostgreSQL: ${e.label}: ${pct(a.reqPerSec / b.reqPerSec)} < 60%`);
        }
    }
    return out;
}
