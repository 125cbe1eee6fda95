/**
 * Demo records for a first start, created through the API as each demo
 * workspace's admin (config/seed/demo-records.json). Going through the routes
 * means validation, hooks and accounts (teammates, interviewers, vendors,
 * employees become users) work exactly as they do for people.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { parseEndpoint, type ResourceConfig } from '../../config/resources.js';
import { loadResources } from '../crud/loadResources.js';
import { UUID } from '../crud/records.js';
import { activateDemoLogins, DEMO_PASSWORD } from './seed.js';

type DemoRecord = Record<string, unknown>;

interface DemoPlan {
    workspaces: Record<string, { admin: string; steps: { resource: string; records: DemoRecord[] }[] }>;
}

export const demoRecordsFile = join(dirname(fileURLToPath(import.meta.url)), '../../config/seed/demo-records.json');

let seedSignIns = 0;

/**
 * The seeder's client address. Its own, so seeding spends nobody's sign-in
 * budget; and each of its sign-ins (one per demo account) from a fresh one,
 * so however low LOGIN_RATE_LIMIT is set the seed never runs out of budget.
 */
function seederAddress(path: string): string {
    return path.endsWith('login') ? `127.0.1.${(seedSignIns++ % 250) + 1}` : '127.0.0.254';
}

/** One API call as the seeder makes it ("POST corporate/login"); anything but 200 stops the seed with the answer. */
export async function call(app: FastifyInstance, host: string, token: string | null, endpoint: string, payload?: object) {
    const { method, path } = parseEndpoint(endpoint);
    const response = await app.inject({
        method,
        url: `/api/${path}`,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        remoteAddress: seederAddress(path),
        ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`Demo seed: ${endpoint} on ${host} answered ${response.statusCode}: ${response.body}`);
    return response.json();
}

/** Reference fields may name their record by label ("Engineering"); the options endpoint turns it into an id. */
async function resolveReferences(app: FastifyInstance, host: string, token: string, config: ResourceConfig, byName: Map<string, ResourceConfig>, record: DemoRecord) {
    const resolved = { ...record };
    for (const [field, reference] of Object.entries(config.references ?? {})) {
        const value = record[field];
        if (typeof value !== 'string' || UUID.test(value)) continue;
        const target = byName.get(reference.resource);
        if (!target?.api.options) throw new Error(`Demo seed: ${config.name}.${field} names "${value}" but ${reference.resource} has no options endpoint`);
        const { data } = await call(app, host, token, `${target.api.options}?search=${encodeURIComponent(value)}`);
        const match = (data as { id: string; label: string }[]).find(option => option.label === value);
        if (!match) throw new Error(`Demo seed: no ${reference.resource} labelled "${value}" for ${config.name}.${field}`);
        resolved[field] = match.id;
    }
    return resolved;
}

export async function seedDemoRecords(app: FastifyInstance, resourcesDir?: string, planFile = demoRecordsFile): Promise<void> {
    const plan = JSON.parse(readFileSync(planFile, 'utf8')) as DemoPlan;
    const byName = new Map(loadResources(resourcesDir).map(r => [r.name, r]));
    for (const [host, { admin, steps }] of Object.entries(plan.workspaces)) {
        const login = await call(app, host, null, 'POST corporate/login', { email: admin, password: DEMO_PASSWORD });
        const token = login.data.token as string;
        const visible = new Set(((await call(app, host, token, 'GET resource-config')).data as ResourceConfig[]).map(r => r.name));
        for (const step of steps) {
            const config = byName.get(step.resource);
            // A deployment without that resource file, or one this workspace does not see (clients outside agencies).
            if (!config || !visible.has(config.name)) continue;
            for (const record of step.records) {
                await call(app, host, token, config.api.create, await resolveReferences(app, host, token, config, byName, record));
            }
        }
        await call(app, host, token, 'POST logout');
    }
    await activateDemoLogins(app.deps.database.db);
}
