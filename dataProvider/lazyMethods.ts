/**
 * Custom dataProvider methods whose code is downloaded on their first call.
 * The console's first page (the dashboard) uses the jobs and dashboard
 * methods only; the interviews, offers, reports and portal methods are used by
 * pages that are lazy chunks themselves, and were 5 KB on the wire of every
 * signed-in first page (docs/performance.md, "Console loading").
 *
 * A Proxy rather than a list of names: a method added to one of the lazy
 * modules works without a second list to keep in step. Any string property
 * the base does not have is a method to look up in the loaded modules; a name
 * they lack rejects as react-admin's useDataProvider does for a name the
 * provider lacks ("Unknown dataProvider function").
 */
import type { DataProvider } from 'react-admin';

/** Names read from a data provider that are not methods: a Promise's resolution check, react-admin's flag. */
const NOT_METHODS = new Set(['then', 'supportAbortSignal', 'toJSON']);

type MethodTable = Record<string, unknown>;

export function withLazyMethods<Base extends DataProvider>(base: Base, load: () => Promise<object>): Base {
    let loading: Promise<MethodTable> | undefined;
    const methods = (): Promise<MethodTable> => {
        loading ??= load().then(
            loaded => loaded as MethodTable,
            (error: unknown) => {
                // A failed download is tried again by the next call.
                loading = undefined;
                throw error;
            },
        );
        return loading;
    };
    return new Proxy(base, {
        get(target, name, receiver) {
            if (typeof name === 'symbol' || name in target || NOT_METHODS.has(name)) return Reflect.get(target, name, receiver);
            return (...args: unknown[]) =>
                methods().then(table => {
                    const method = table[name];
                    if (typeof method !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
                    return (method as (...params: unknown[]) => unknown).apply(table, args);
                });
        },
    });
}
