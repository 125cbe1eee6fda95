/**
 * Reads config/resources/*.json (or another directory: CONFIG_RESOURCES_DIR,
 * ServerConfig.resourcesDir), validates every file and refuses to start with
 * one line per problem, naming the file and the path inside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerPermissionModules } from '../../config/index.js';
import type { ResourceConfig } from '../../config/resources.js';
import { validateResourceConfigs, type ResourceFile } from '../../config/resourceValidation.js';
import { hookSlotsByName } from './hooks.js';

export const defaultResourcesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../config/resources');

export class ResourceConfigError extends Error {
    constructor(readonly problems: string[]) {
        super(`Invalid resource config (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`);
        this.name = 'ResourceConfigError';
    }
}

/** The directory in effect: the argument, else CONFIG_RESOURCES_DIR, else config/resources. */
export function resourcesDirectory(dir?: string): string {
    return resolve(dir ?? process.env.CONFIG_RESOURCES_DIR ?? defaultResourcesDir);
}

/** Every *.json of a directory, parsed; files that are not JSON come back as problems. */
export function readResourceFiles(dir: string): { files: ResourceFile[]; problems: string[] } {
    const files: ResourceFile[] = [];
    const problems: string[] = [];
    for (const name of readdirSync(dir).filter(f => f.endsWith('.json')).sort()) {
        const path = join(dir, name);
        const file = relative(process.cwd(), path) || path;
        try {
            files.push({ file, json: JSON.parse(readFileSync(path, 'utf8')) });
        } catch (error) {
            problems.push(`${file}: /: not valid JSON: ${(error as Error).message}`);
        }
    }
    return { files, problems };
}

/** Validated resource configs of a directory; throws ResourceConfigError listing every problem. */
export function loadResources(dir?: string): ResourceConfig[] {
    const { files, problems } = readResourceFiles(resourcesDirectory(dir));
    const { resources, errors } = validateResourceConfigs(files, { hooks: hookSlotsByName() });
    if (problems.length || errors.length) throw new ResourceConfigError([...problems, ...errors]);
    // A file may bring its own module: permission checks, Admin's full set and the teammates' grid then know it.
    registerPermissionModules(resources.flatMap(resource => (resource.permission ? [resource.permission] : [])));
    return resources;
}
