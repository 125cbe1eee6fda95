import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_COMPONENT_FILES } from '../helpers/isolatedComponentFiles';

const componentFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? componentFiles(path) : entry.name.endsWith('.test.tsx') ? [path] : [];
    });

describe('component files that share their worker', () => {
    it('never replace a module or reload modules: those run isolated', () => {
        const needIsolation = componentFiles('tests/component').filter(file => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')));
        expect(needIsolation.sort()).toEqual([...ISOLATED_COMPONENT_FILES].sort());
    });
});
