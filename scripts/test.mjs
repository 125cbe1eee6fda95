// `npm test`: the type-check, the browser suite and every other suite side by side (the type-check
// beside two vitest runs), then one report of both runs.
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

/** Runs the Node script `script` with `scriptArgs`, its lines prefixed with `label` when given; answers its exit code. */
function runNode(script, scriptArgs, label) {
    return new Promise(resolve => {
        const child = spawn(process.execPath, [script, ...scriptArgs], { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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

const run = (vitestArgs, label) => runNode(vitest, vitestArgs, label);

// The type-check runs beside the tests rather than before them: on two cores its 40 s otherwise
// delayed every suite (docs/testing.md). Its errors print with their [types] prefix.
const typecheck = () => runNode(join('node_modules', 'typescript', 'bin', 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], '[types]');

const merging = args.some(arg => arg.startsWith('--merge-reports') || arg.startsWith('--mergeReports'));
if (merging) process.exit(await run(['run', ...args]));
if (args.some(arg => arg === '--project' || arg.startsWith('--project='))) {
    const [types, tests] = await Promise.all([typecheck(), run(['run', ...args])]);
    process.exit(types || tests);
}

// The reporters asked for go to the merged report; each run reports progress with vitest's default.
const isReporting = arg => arg.startsWith('--reporter') || arg.startsWith('--outputFile');
const reporting = args.filter(isReporting);
const selection = args.filter(arg => !isReporting(arg));
const blobs = mkdtempSync(join(tmpdir(), 'ats-test-blobs-'));
const runArgs = name => ['run', ...selection, '--passWithNoTests', '--reporter=default', '--reporter=blob', `--outputFile.blob=${join(blobs, `${name}.json`)}`];

// Without Chromium there is no browser project (vite.config.ts says so in a banner).
const [types, browser, others] = await Promise.all([
    typecheck(),
    hasChromium ? run([...runArgs('e2e'), '--project=e2e'], '[browser]') : 0,
    run([...runArgs('others'), '--project=!e2e'], '[suites]'),
]);
const outcome = code => (code === 0 ? 'passed' : `failed (${code})`);
console.log(`\ntype-check: ${outcome(types)}; browser suite: ${outcome(browser)}; other suites: ${outcome(others)}. Both suites together:\n`);
// Unless told otherwise, the merged report is vitest's compact one: the runs above listed every file.
const merged = await run(['run', `--merge-reports=${blobs}`, ...(reporting.length ? reporting : ['--reporter=dot'])]);
rmSync(blobs, { recursive: true, force: true });
process.exit(types || browser || others || merged);
