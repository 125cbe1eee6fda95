import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { withLazyMethods } from '../../../dataProvider/lazyMethods';
import { lazyDomainMethods } from '../../../dataProvider/lazyDomains';
import { interviewsMethods } from '../../../dataProvider/interviews';
import { reportsMethods } from '../../../dataProvider/reports';

type Provider = DataProvider & { eager: () => Promise<string>; later: (n: number) => Promise<number> };

function provider(load: () => Promise<object>): Provider {
    const base = { getList: () => Promise.resolve({ data: [], total: 0 }), eager: () => Promise.resolve('eager') } as unknown as DataProvider;
    return withLazyMethods(base, load) as Provider;
}

describe('withLazyMethods', () => {
    it('answers the base methods without loading, and loads the rest once on their first call', async () => {
        let loads = 0;
        const dp = provider(() => {
            loads += 1;
            return Promise.resolve({ later: (n: number) => Promise.resolve(n * 2) });
        });
        await expect(dp.eager()).resolves.toBe('eager');
        expect(loads).toBe(0);
        await expect(dp.later(21)).resolves.toBe(42);
        await expect(dp.later(2)).resolves.toBe(4);
        expect(loads).toBe(1);
    });

    it('rejects a name no module has, is not a thenable, and tries a failed download again', async () => {
        let attempt = 0;
        const dp = provider(() => {
            attempt += 1;
            return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ later: () => Promise.resolve(1) });
        });
        expect((dp as unknown as { then?: unknown }).then).toBeUndefined();
        expect(dp.supportAbortSignal).toBeUndefined();
        await expect(dp.later(1)).rejects.toThrow('offline');
        await expect(dp.later(1)).resolves.toBe(1);
        await expect((dp as unknown as { nope: () => Promise<unknown> }).nope()).rejects.toThrow('Unknown dataProvider function: nope');
    });

    it('the lazy bundle holds the domains it names', () => {
        for (const name of [...Object.keys(interviewsMethods), ...Object.keys(reportsMethods)]) expect(typeof (lazyDomainMethods as Record<string, unknown>)[name], name).toBe('function');
    });
});
