/**
 * `npm run openapi` — writes the OpenAPI document to a file, the same document
 * `GET /api/docs/json` serves (docs/api.md, "OpenAPI document").
 *
 * Builds the app on a throwaway in-memory PGlite with the resource files of
 * CONFIG_RESOURCES_DIR (else config/resources), so it needs no running server.
 *
 * Options: --out FILE (default openapi.json), --lint (Redocly, recommended
 * rules: prints every problem, exits 1 on an error), --types FILE (TypeScript
 * declarations by openapi-typescript).
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../server/app.js';
import { prepareDatabase } from '../server/bootstrap.js';
import { configFromEnv } from '../server/config.js';
import { openDatabase } from '../server/db/connect.js';
import { describeProblem, lintOpenApi, typesFromOpenApi } from './openapiTools.js';

function option(name: string): string | undefined {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
}

const out = option('out') ?? 'openapi.json';
const typesOut = option('types');
const lint = process.argv.includes('--lint');

const config = { ...configFromEnv(), logLevel: 'silent', consoleDir: undefined };
const database = await openDatabase({});
let failed = false;
try {
    const prepared = await prepareDatabase(database, { seed: false, resourcesDir: config.resourcesDir });
    const app = await buildApp({ database, config, jwtSecret: prepared.jwtSecret });
    await app.ready();
    const document = app.swagger();
    await app.close();

    writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
    console.log(`OpenAPI document written to ${out}`);
    if (typesOut) {
        writeFileSync(typesOut, await typesFromOpenApi(document));
        console.log(`TypeScript declarations written to ${typesOut}`);
    }
    if (lint) {
        const problems = await lintOpenApi(document);
        for (const problem of problems) console.log(describeProblem(problem));
        const errors = problems.filter(p => p.severity === 'error').length;
        console.log(`Redocly (recommended): ${errors} errors, ${problems.length - errors} warnings`);
        failed = errors > 0;
    }
} finally {
    await database.close();
}
process.exit(failed ? 1 : 0);
