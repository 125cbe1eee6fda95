/**
 * keptAnswer (server/lib/keptAnswers.ts): one answer per key and data version, computed once for
 * requests that miss together, computed again for `fresh`, for a new version, after a failure, and
 * once it is older than KEPT_FOR_MS. tests/api/dataVersions.test.ts covers it through the routes.
 */
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DB } from '../../../server/db/schema.js';
import { answerKey, keptAnswer, KEPT_FOR_MS, wantsFresh } from '../../../server/lib/keptAnswers.js';

/** Each test its own database handle: answers are kept per handle. */
const handle = () => ({}) as Kysely<DB>;

function counter() {
    let runs = 0;
    const compute = async () => {
        runs += 1;
        await new Promise(resolve => setTimeout(resolve, 5));
        return { runs };
    };
    return { compute, runs: () => runs };
}

afterEach(() => vi.useRealTimers());

describe('keptAnswer', () => {
    it('keeps an answer per key and version', async () => {
        const db = handle();
        const { compute, runs } = counter();
        const ask = (key: string, version: number, fresh = false) => keptAnswer({ db, workspaceId: 'w1', key, version, fresh }, compute);
        expect(await ask('a', 1)).toEqual({ runs: 1 });
        expect(await ask('a', 1)).toEqual({ runs: 1 });
        expect(await ask('b', 1)).toEqual({ runs: 2 });
        expect(await ask('a', 2)).toEqual({ runs: 3 });
        // Fresh computes and keeps the new answer.
        expect(await ask('a', 2, true)).toEqual({ runs: 4 });
        expect(await ask('a', 2)).toEqual({ runs: 4 });
        expect(runs()).toBe(4);
    });

    it('never answers one workspace or database with another one’s', async () => {
        const db = handle();
        const { compute } = counter();
        await keptAnswer({ db, workspaceId: 'w1', key: 'a', version: 1, fresh: false }, compute);
        expect(await keptAnswer({ db, workspaceId: 'w2', key: 'a', version: 1, fresh: false }, compute)).toEqual({ runs: 2 });
        expect(await keptAnswer({ db: handle(), workspaceId: 'w1', key: 'a', version: 1, fresh: false }, compute)).toEqual({ runs: 3 });
    });

    it('computes once for requests that miss together', async () => {
        const db = handle();
        const { compute, runs } = counter();
        const answers = await Promise.all(Array.from({ length: 6 }, () => keptAnswer({ db, workspaceId: 'w1', key: 'a', version: 1, fresh: false }, compute)));
        expect(runs()).toBe(1);
        expect(new Set(answers).size).toBe(1);
    });

    it("computes for each waiting request when the first one's computation fails", async () => {
        const db = handle();
        let runs = 0;
        const failing = async () => {
            runs += 1;
            await new Promise(resolve => setTimeout(resolve, 5));
            if (runs === 1) throw new Error('connection lost');
            return runs;
        };
        const first = keptAnswer({ db, workspaceId: 'w1', key: 'a', version: 1, fresh: false }, failing);
        const second = keptAnswer({ db, workspaceId: 'w1', key: 'a', version: 1, fresh: false }, failing);
        await expect(first).rejects.toThrow('connection lost');
        expect(await second).toBe(2);
    });

    it('computes again once the kept answer is older than KEPT_FOR_MS (figures that follow the clock)', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const db = handle();
        const { compute } = counter();
        const ask = () => keptAnswer({ db, workspaceId: 'w1', key: 'a', version: 1, fresh: false }, compute);
        expect(await ask()).toEqual({ runs: 1 });
        vi.setSystemTime(Date.now() + KEPT_FOR_MS - 1_000);
        expect(await ask()).toEqual({ runs: 1 });
        vi.setSystemTime(Date.now() + 2_000);
        expect(await ask()).toEqual({ runs: 2 });
    });
});

describe('answerKey and wantsFresh', () => {
    it('gives the same key for the same filters in any order, nested or not', () => {
        expect(answerKey({ scope: { a: 1, b: 2 }, query: { period: 'x', job_id: 'j' } })).toBe(answerKey({ query: { job_id: 'j', period: 'x' }, scope: { b: 2, a: 1 } }));
        expect(answerKey({ query: { period: 'x' } })).not.toBe(answerKey({ query: { period: 'y' } }));
        expect(answerKey({ scope: { ownJobsOf: 'u1' } })).not.toBe(answerKey({ scope: {} }));
    });

    it('reads no-cache and no-store from Cache-Control', () => {
        expect(wantsFresh('no-cache')).toBe(true);
        expect(wantsFresh('max-age=0, no-store')).toBe(true);
        expect(wantsFresh('max-age=0')).toBe(false);
        expect(wantsFresh(undefined)).toBe(false);
    });
});
