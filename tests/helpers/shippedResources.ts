/**
 * The resource files the product ships (config/resources/*.json) as the
 * console receives them from GET /api/resource-config, for tests that need the
 * whole corporate menu: a resource's menu entry is declared only by its file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicResourceConfig, type PublicResourceConfig, type ResourceConfig } from '../../config/resources';

export function shippedResourceConfigs(dir = join(process.cwd(), 'config/resources')): PublicResourceConfig[] {
    return readdirSync(dir)
        .filter(file => file.endsWith('.json'))
        .sort()
        .map(file => publicResourceConfig(JSON.parse(readFileSync(join(dir, file), 'utf8')) as ResourceConfig));
}
