/** The low-code proof's config directory: the shipped resource files plus one that exists only in tests/fixtures. */
import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const newResourceFile = 'tests/fixtures/lowcode/locations.json';

export function configDirWithNewResource(): string {
    const dir = mkdtempSync(join(tmpdir(), 'ats-lowcode-config-'));
    for (const file of readdirSync('config/resources').filter(f => f.endsWith('.json'))) copyFileSync(join('config/resources', file), join(dir, file));
    copyFileSync(newResourceFile, join(dir, 'locations.json'));
    return dir;
}
