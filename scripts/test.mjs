// `npm test` after the type-check: the browser suite and every other suite as two vitest runs
// side by side, then one report of both.
//
// Why two runs: the browser files share one server and run one after another (fileParallelism:
// false), and vitest runs such a project only after every other project has finished. Its ten
// minutes then had the machine to themselves while they kept about half a core busy; run beside
// the others they overlap them (docs/testing.md, "How the suite is run").
//
// Arguments are vitest's. With --project, or --merge-reports, they go to one plain vitest run.
// Otherwise both runs get the others (a file filter, -t …), print their progress with vitest's
// default reporter, their lines prefixed, and write a blob report; a last vitest run merges the
// blobs into the reporters and output files asked for (`--reporter=json --outputFile.json=…`,
// as .ci/run asks), or vitest's compact summary when none was asked for.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const vitest = join('node_modules', 'vitest', 'vitest.mjs');

/** Runs vitest with `vitestArgs`, its lines prefixed with `label` when given; answers its exit code. */
function run(vitestArgs, label) {
    return new Promise(resolve => {
        const child = spawn(process.execPath, [vitest, ...vitestArgs], { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
        if (label) {
            for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
                let rest = '';
                stream.on('data', chunk => {
                    const lines = (rest + chunk).split('\n');
                    rest = lines.pop();
                    for (const line of lines) out.write(`${label} ${line}\n`);
                });
                stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
            }
        }
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
}

const single = args.some(arg => arg === '--project' || arg.startsWith('--project=') || arg.startsWith('--merge-reports') || arg.startsWith('--mergeReports'));
if (single) process.exit(await run(['run', ...args]));

// The reporters asked for go to the merged report; each run reports progress with vitest's default.
const isReporting = arg => arg.startsWith('--reporter') || arg.startsWith('--outputFile');
const reporting = args.filter(isReporting);
const selection = args.filter(arg => !isReporting(arg));
const blobs = mkdtempSync(join(tmpdir(), 'ats-test-blobs-'));
const runArgs = name => ['run', ...selection, '--passWithNoTests', '--reporter=default', '--reporter=blob', `--outputFile.blob=${join(blobs, `${name}.json`)}`];

// Without Chromium there is no browser project (vite.config.ts says so in a banner).
const [browser, others] = await Promise.all([
    hasChromium ? run([...runArgs('e2e'), '--project=e2e'], '[browser]') : 0,
    run([...runArgs('others'), '--project=!e2e'], '[suites]'),
]);
console.log(`\nbrowser suite: ${browser === 0 ? 'passed' : `failed (${browser})`}; other suites: ${others === 0 ? 'passed' : `failed (${others})`}. Both together:\n`);
// Unless told otherwise, the merged report is vitest's compact one: the runs above listed every file.
const merged = await run(['run', `--merge-reports=${blobs}`, ...(reporting.length ? reporting : ['--reporter=dot'])]);
rmSync(blobs, { recursive: true, force: true });
process.exit(browser || others || merged);
