/**
 * The layers of docs/architecture.md hold: dependency-cruiser checks every
 * import of the product code against .dependency-cruiser.cjs (reversed imports
 * between layers, server seams, cycles), and a fixture of deliberate
 * violations proves the rules catch what they claim to.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };

const PRODUCT = ['main.tsx', 'app', 'config', 'custom', 'dataProvider', 'resources', 'server', 'ui', 'scripts'];

async function violations(paths: string[], baseDir: string): Promise<string[]> {
    const { tsConfig: _fileOnly, ...options } = config.options;
    const result = await cruise(
        paths,
        { ...options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } },
        {},
        { tsConfig: extractTSConfig(resolve('tsconfig.json')) },
    );
    const output = result.output as ICruiseResult;
    return output.summary.violations.map(v => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('import rules (.dependency-cruiser.cjs)', () => {
    it('the product code imports one way between layers, keeps the server seams and has no cycle', async () => {
        expect(await violations(PRODUCT, process.cwd())).toEqual([]);
    }, 60_000);

    it('catches a reversed import, a cycle, a route importing a route and lib importing a route', async () => {
        const found = await violations(['ui', 'custom', 'server'], resolve('tests/fixtures/layering'));
        expect(found).toEqual(
            expect.arrayContaining([
                'layer-ui: ui/picker.ts -> custom/page.ts',
                expect.stringMatching(/^no-circular: (ui\/picker\.ts -> custom\/page\.ts|custom\/page\.ts -> ui\/picker\.ts)$/),
                'server-routes-not-routes: server/routes/first.ts -> server/routes/second.ts',
                'server-engine-not-routes: server/lib/helper.ts -> server/routes/second.ts',
            ]),
        );
    }, 60_000);
});
