/**
 * Lint and typed-client generation for the OpenAPI document, shared by
 * `npm run openapi` (scripts/openapi.ts) and tests/api/openapi.test.ts so both
 * judge the document the same way (docs/api.md, "OpenAPI document").
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's Redocly config: the recommended rules. */
export const REDOCLY_CONFIG = join(root, 'redocly.yaml');

/** Redocly's problems with the document (the same engine and rules as `redocly lint`). */
export async function lintOpenApi(document: object): Promise<NormalizedProblem[]> {
    const config = await loadConfig({ configPath: REDOCLY_CONFIG });
    // The name only places the document for Redocly's references; nothing is read from it.
    return lintFromString({ source: JSON.stringify(document), absoluteRef: join(root, 'openapi.json'), config });
}

/** One line per problem: severity, rule, message and where (a JSON pointer). */
export function describeProblem(problem: NormalizedProblem): string {
    const where = problem.location[0]?.pointer ?? '';
    return `${problem.severity} ${problem.ruleId}: ${problem.message} ${where}`.trim();
}

/** TypeScript declarations of the document (`paths`, `components`, `operations`), by openapi-typescript. */
export async function typesFromOpenApi(document: object): Promise<string> {
    return astToString(await openapiTS(document as OpenAPI3));
}
