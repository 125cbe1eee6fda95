/** What jsdom lacks and the console uses: matchMedia (breakpoints) and ResizeObserver. Tests only. */
import { vi } from 'vitest';

/** matchMedia answering `max-width` queries for a viewport of `width` pixels; ResizeObserver that observes nothing. */
export function stubViewport(width: number): void {
    vi.stubGlobal('matchMedia', (query: string) => {
        const max = /max-width:\s*(\d+)px/.exec(query);
        return {
            matches: max ? width <= Number(max[1]) : false,
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
        };
    });
    vi.stubGlobal(
        'ResizeObserver',
        class {
            observe(): void {}
            unobserve(): void {}
            disconnect(): void {}
        },
    );
}
