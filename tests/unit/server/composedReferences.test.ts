/**
 * A generated resource's reference that is not an id at all (server/crud/records.ts
 * checkReferences): refused before any query, in the request's language. The shipped resources
 * declare their references' format (a uuid, refused by the body's schema first), so a resource
 * file that leaves it out (as a low-code one may) is made here from talent_pool.json.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResourceConfig } from '../../../config/resources';
import type { Tx } from '../../../server/db/scope';
import { HttpProblem } from '../../../server/lib/http';
import { buildModels } from '../../../server/crud/model';
import { checkReferences } from '../../../server/crud/records';

const resource = (name: string) => JSON.parse(readFileSync(resolve(__dirname, `../../../config/resources/${name}.json`), 'utf8')) as ResourceConfig;
const pool = resource('talent_pool');
const { format: _format, ...categoryField } = pool.schema.properties.category_id;
const withoutFormat: ResourceConfig = { ...pool, schema: { ...pool.schema, properties: { ...pool.schema.properties, category_id: categoryField } } };
const model = buildModels([resource('talent_categories'), withoutFormat]).find(m => m.name === 'talent_pool')!;
/** No query is expected: a value that is not an id is refused before the database is asked. */
const noDatabase = new Proxy({}, { get: () => { throw new Error('no query expected'); } }) as Tx;

async function refusal(locale: 'en' | 'hi'): Promise<HttpProblem> {
    const error = await checkReferences(noDatabase, model, 'workspace', { category_id: 'not-an-id' }, locale).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpProblem);
    return error as HttpProblem;
}

describe('a reference that is not an id', () => {
    it('is refused naming the field and the resource in Hindi as the console does', async () => {
        const problem = await refusal('hi');
        expect(problem.statusCode).toBe(400);
        expect(problem.errors).toEqual({ category_id: 'टैलेंट श्रेणी में टैलेंट श्रेणी के किसी रिकॉर्ड की id होनी चाहिए' });
        expect(problem.message).toBe(problem.errors?.category_id);
    });

    it('in English word for word, as always', async () => {
        expect((await refusal('en')).errors).toEqual({ category_id: 'Talent category must be the id of a talent_categories record' });
    });
});
