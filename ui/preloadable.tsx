/**
 * A page in a chunk of its own that can be fetched before it renders. Opened
 * at its own address, the page's chunk is fetched beside the entry's work
 * (main.tsx awaits `preload()` before the first render) and the page then
 * renders at once; reached by a link, it suspends like any `lazy` page.
 * Suspending costs a fallback drawn and then replaced: one more commit, and
 * on the career page a layout shift (docs/performance.md, "Console loading").
 */
import { lazy, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
    Page: ComponentType<P>;
    /** Starts the chunk's download (once); resolves when the page can render without suspending. */
    preload: () => Promise<void>;
    /** Whether the page renders at once (its chunk is in). */
    isLoaded: () => boolean;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
    let loaded: ComponentType<P> | undefined;
    let loading: Promise<void> | undefined;
    const preload = () =>
        (loading ??= load().then(
            module => {
                loaded = module.default;
            },
            (error: unknown) => {
                // A failed download is tried again on the next render (the error boundary offers it).
                loading = undefined;
                throw error;
            },
        ));
    const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
    function Page(props: P) {
        // Chosen once per mount: switching from Lazy to the loaded page would remount it.
        const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
        return <Component {...props} />;
    }
    return { Page, preload, isLoaded: () => loaded !== undefined };
}

/**
 * Whether `page` can be rendered now, fetching its chunk while `wanted` and re-rendering when it
 * arrives. Rendering a page only once its chunk is in spares the Suspense fallback, whose
 * replacement React 19 holds back until 300 ms after the fallback appeared: most of a cold
 * load's wait on a fast network (docs/performance.md, "No fallback to wait out"). After a failed
 * download it answers true too: the page then suspends, tries again, and an error reaches its
 * error boundary as with any lazy page.
 */
export function useChunkReady<P extends object>(page: Preloadable<P>, wanted: boolean): boolean {
    const [failed, setFailed] = useState(false);
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const loaded = page.isLoaded();
    useEffect(() => {
        if (!wanted || loaded) return;
        let live = true;
        page.preload().then(
            () => live && arrived(),
            () => live && setFailed(true),
        );
        return () => {
            live = false;
        };
    }, [page, wanted, loaded]);
    return loaded || failed;
}

/**
 * A component in a chunk of its own (a page of the console's routes, a chart, the report grid),
 * drawn once the chunk is in and `loading` until then: React's lazy() with a Suspense fallback,
 * without the fallback's wait (useChunkReady).
 */
export function chunkComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, loading: ReactNode): ChunkComponent<P> {
    const chunk = preloadable(load);
    function WhenLoaded(props: P) {
        return useChunkReady(chunk, true) ? <chunk.Page {...props} /> : loading;
    }
    return Object.assign(WhenLoaded, { preload: chunk.preload });
}

/** A component whose chunk can also be fetched before it renders (a page at the address about to open). */
export type ChunkComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };
