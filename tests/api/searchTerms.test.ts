/**
 * A candidate's search terms (007) are kept by candidates' triggers; since 038_upload_triggers.sql
 * no key ties them to their candidate, so triggers also remove them: with the candidates a
 * statement deletes, and all of them when the candidates are truncated. A lookup by term reads the
 * terms it names first, even when the statistics have not yet seen an upload.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withSystem, withWorkspace } from '../../server/db/scope.js';
import { termsThenCandidates } from '../../server/lib/candidates.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob } from './jobsSupport.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const termsOf = async (candidateIds: string[]) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from candidate_search_terms where candidate_id = any(${candidateIds}::uuid[])`.execute(t.database.db)).rows[0].n);
const allTerms = async () => Number((await sql<{ n: number }>`select count(*)::int as n from candidate_search_terms`.execute(t.database.db)).rows[0].n);

it("go with the candidates a statement deletes, and leave everyone else's", async () => {
    const job = await createJob(t, ACME, admin, { title: 'Search terms job' });
    const people: string[] = [];
    for (const [i, name] of ['Termone', 'Termtwo', 'Termthree'].entries()) {
        const added = await addApplicant(t, ACME, admin, job.id, { first_name: name, last_name: 'Kept', email: `${name.toLowerCase()}@terms.example`, phone: `+91 98765 4321${i}` });
        expect(added.statusCode, added.body).toBe(200);
        people.push((await sql<{ id: string }>`select candidate_id::text as id from applications where id = ${added.json().data.id as string}`.execute(t.database.db)).rows[0].id);
    }
    const [kept, ...removed] = people;
    const keptTerms = await termsOf([kept]);
    expect(keptTerms).toBeGreaterThan(0);
    expect(await termsOf(removed)).toBeGreaterThan(0);
    const others = (await allTerms()) - keptTerms - (await termsOf(removed));

    await sql`delete from candidates where id = any(${removed}::uuid[])`.execute(t.database.db);
    expect(await termsOf(removed)).toBe(0);
    expect(await termsOf([kept])).toBe(keptTerms);
    expect(await allTerms()).toBe(others + keptTerms);
});

interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Cond'?: string;
    Plans?: PlanNode[];
}
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

it('are read before their candidates, each candidate by its id, however many candidates an unanalysed upload added', async () => {
    const workspaceId = (await withSystem(t.database.db, tx => tx.selectFrom('workspaces').select('id').where('host', '=', ACME).executeTakeFirstOrThrow())).id;
    // As an upload leaves the table: thousands more candidates than the planner's statistics know of.
    await withSystem(t.database.db, tx =>
        sql`insert into candidates (workspace_id, first_name, email) select ${workspaceId}, 'Unanalysed', 'unanalysed' || i || '@terms.example' from generate_series(1, 5000) i`.execute(tx),
    );
    const terms = Array.from({ length: 500 }, (_, i) => `@wanted${i}@terms.example`);
    const plan = await withWorkspace(t.database.db, workspaceId, async tx => {
        const explained = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json) select c.id from ${termsThenCandidates(terms)}
            where lower(c.email) = substr(t.term, 2)`.execute(tx);
        return explained.rows[0]['QUERY PLAN'][0].Plan;
    });
    const nodes = planNodes(plan);
    const read = (relation: string) => nodes.filter(n => n['Relation Name'] === relation);
    expect(read('candidate_search_terms').map(n => n['Index Cond'])).toEqual([expect.stringContaining('term')]);
    expect(read('candidates').map(n => n['Index Cond'])).toEqual([expect.stringMatching(/\bid = t\.candidate_id/)]);
    const order = nodes.map(n => n['Relation Name']).filter(Boolean);
    expect(order).toEqual(['candidate_search_terms', 'candidates']);
});

it('all go when the candidates are truncated', async () => {
    expect(await allTerms()).toBeGreaterThan(0);
    await sql`truncate candidates cascade`.execute(t.database.db);
    expect(await allTerms()).toBe(0);
});
