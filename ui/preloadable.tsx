/**
 * A page in a chunk of its own that can be fetched before it renders. Opened
 * at its own address, the page's chunk is fetched beside the entry's work
 * (main.tsx awaits `preload()` before the first render) and the page then
 * renders at once; reached by a link, it suspends like any `lazy` page.
 * Suspending costs a fallback drawn and then replaced: one more commit, and
 * on the career page a layout shift (docs/performance.md, "Console loading").
 */
import { lazy, useState, type ComponentType } from 'react';

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
