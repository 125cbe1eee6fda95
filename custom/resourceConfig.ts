/// <reference types="vite/client" />
/**
 * The entity configs (config/resources/*.json) the dataProvider and the
 * authProvider need: each resource's endpoints and its permission module.
 * Screens for them come from the generator in resources/.
 */
import type { ApiMapping, ResourceDefinitions } from '../dataProvider/types';

interface ResourceConfigFile {
    name: string;
    permission?: string;
    api: ApiMapping;
}

const files = import.meta.glob<ResourceConfigFile>('../config/resources/*.json', { eager: true, import: 'default' });
const configs = Object.values(files);

export const resourceDefinitions: ResourceDefinitions = Object.fromEntries(configs.map(config => [config.name, { api: config.api }]));

export const resourceModules: Record<string, string> = Object.fromEntries(
    configs.filter(config => config.permission).map(config => [config.name, config.permission as string]),
);
