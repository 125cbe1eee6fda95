/** What jsdom lacks and the console uses: matchMedia (breakpoints) and ResizeObserver. Tests only. */
import { vi } from 'vitest';

export interface StubbedViewport {
    /** Changes the width and tells every query whose answer changed, as a browser window being resized does. */
    resize: (width: number) => void;
}

/** matchMedia answering `max-width` queries for a viewport of `width` pixels; ResizeObserver that observes nothing. */
export function stubViewport(width: number): StubbedViewport {
    let current = width;
    const queries: { max: number | null; listeners: Set<(event: { matches: boolean }) => void>; matches: boolean }[] = [];
    const answer = (max: number | null) => (max === null ? false : current <= max);
    vi.stubGlobal('matchMedia', (query: string) => {
        const found = /max-width:\s*(\d+)px/.exec(query);
        const entry = { max: found ? Number(found[1]) : null, listeners: new Set<(event: { matches: boolean }) => void>(), matches: false };
        entry.matches = answer(entry.max);
        queries.push(entry);
        return {
            get matches() {
                return answer(entry.max);
            },
            media: query,
            onchange: null,
            addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => entry.listeners.add(listener),
            removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => entry.listeners.delete(listener),
            addListener: (listener: (event: { matches: boolean }) => void) => entry.listeners.add(listener),
            removeListener: (listener: (event: { matches: boolean }) => void) => entry.listeners.delete(listener),
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
    return {
        resize: next => {
            current = next;
            for (const entry of queries) {
                const matches = answer(entry.max);
                if (matches === entry.matches) continue;
                entry.matches = matches;
                for (const listener of entry.listeners) listener({ matches });
            }
        },
    };
}
