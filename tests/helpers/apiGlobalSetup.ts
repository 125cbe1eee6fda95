/**
 * Seeds one template database for the API project's engine before its files run;
 * createTestApp copies it per file (tests/helpers/testApp.ts).
 */
import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, dropSeededTemplate } from './testApp.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
    const template = await buildSeededTemplate(project.config.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite');
    project.provide('seededTemplate', template);
    return () => dropSeededTemplate(template);
}
