/**
 * Reads a V8 CPU profile (`node --cpu-prof`, e.g. `npm run bench -- --cpu-prof DIR`)
 * and prints where the time went: self time by package (a node_modules package,
 * our server code, Node's internals, garbage collection, idle) and the top
 * functions by self and by total time. docs/performance.md, "The Node side".
 *
 *   npx tsx scripts/cpuProfile.ts DIR/CPU.*.cpuprofile [--top 40] [--focus name]
 *
 * --focus prints the callers of the functions whose name contains `name`, with
 * the time each caller spent in them.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
    functionName: string;
    url: string;
    lineNumber: number;
}
interface ProfileNode {
    id: number;
    callFrame: CallFrame;
    children?: number[];
}
interface Profile {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
}

const args = process.argv.slice(2);
const file = args.find(a => !a.startsWith('--'));
if (!file) throw new Error('usage: tsx scripts/cpuProfile.ts FILE.cpuprofile [--top N] [--focus name]');
const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
};
const TOP = Number(option('top') ?? 30);
const FOCUS = option('focus');

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Microseconds of samples whose leaf is each node. */
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

function packageOf(frame: CallFrame): string {
    const { url, functionName } = frame;
    if (functionName === '(garbage collector)') return '(garbage collector)';
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(program)') return '(program)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    if (pkg) return pkg;
    if (url.includes('recruitment-server/main.mjs')) return 'our code (bundle)';
    if (/\/(server|config)\//.test(url)) return 'our code';
    if (url.startsWith('node:') || url === '') return `node internals${functionName ? '' : ' (native)'}`;
    return url;
}

const key = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*\/work\/main\//, '')}:${f.lineNumber + 1}`;
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const share = (us: number) => `${((us / totalUs) * 100).toFixed(1).padStart(5)}%`;

function printTop(title: string, entries: Map<string, number>, top: number): void {
    console.log(`\n${title}`);
    for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(us)} ms ${share(us)}  ${name}`);
}

const byPackage = new Map<string, number>();
const selfByFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + us);
    selfByFunction.set(key(frame), (selfByFunction.get(key(frame)) ?? 0) + us);
}

// Total time per function: each sample counts once for every distinct function on its stack.
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const k = key(byId.get(n)!.callFrame);
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    }
}

console.log(`${file}: ${(totalUs / 1000).toFixed(0)} ms sampled`);
printTop('Self time by package', byPackage, 25);
printTop('Self time by function', selfByFunction, TOP);
printTop('Total time by function (callees included)', inclusive, TOP);

if (FOCUS) {
    const callers = new Map<string, number>();
    for (const [id, us] of selfUs) {
        const stack: CallFrame[] = [];
        for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n)!.callFrame);
        const at = stack.findIndex(f => f.functionName.includes(FOCUS));
        if (at < 0) continue;
        const caller = stack.slice(at + 1).find(f => !f.functionName.includes(FOCUS));
        const k = caller ? key(caller) : '(root)';
        callers.set(k, (callers.get(k) ?? 0) + us);
    }
    printTop(`Callers of *${FOCUS}*`, callers, TOP);
}
