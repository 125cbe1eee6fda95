/**
 * server/lib/idleCollection.ts: one full collection on each thread once the server has rested a
 * second after requests; none while requests keep coming or one is still answered, none again
 * until new ones came, and nothing at all without --expose-gc.
 */
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, REST_MS } from '../../../server/lib/idleCollection';

describe('collectWhenIdle', () => {
    let server: EventEmitter;
    let gc: ReturnType<typeof vi.fn<() => void>>;
    let collectGarbage: ReturnType<typeof vi.fn<() => Promise<void>>>;
    let stop: () => void;

    beforeEach(() => {
        vi.useFakeTimers();
        server = new EventEmitter();
        gc = vi.fn();
        collectGarbage = vi.fn(async () => undefined);
        stop = collectWhenIdle(server as never, { collectGarbage }, gc);
    });
    afterEach(() => {
        stop();
        vi.useRealTimers();
    });

    /** A request answered at once, or (held) left open until its response closes. */
    const request = (held = false) => {
        const response = new EventEmitter();
        server.emit('request', {}, response);
        if (!held) response.emit('close');
        return response;
    };

    it('collects on both threads once after requests and a second of rest, not again until new requests', () => {
        vi.advanceTimersByTime(5 * REST_MS);
        expect(gc).not.toHaveBeenCalled();
        request();
        request();
        vi.advanceTimersByTime(REST_MS);
        expect(gc).not.toHaveBeenCalled();
        vi.advanceTimersByTime(REST_MS);
        expect(gc).toHaveBeenCalledTimes(1);
        expect(collectGarbage).toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(10 * REST_MS);
        expect(gc).toHaveBeenCalledTimes(1);
        request();
        vi.advanceTimersByTime(2 * REST_MS);
        expect(gc).toHaveBeenCalledTimes(2);
    });

    it('waits while requests keep coming', () => {
        for (let i = 0; i < 10; i++) {
            request();
            vi.advanceTimersByTime(REST_MS);
        }
        expect(gc).not.toHaveBeenCalled();
        vi.advanceTimersByTime(REST_MS);
        expect(gc).toHaveBeenCalledTimes(1);
    });

    it('waits for a long request to be answered', () => {
        const long = request(true);
        vi.advanceTimersByTime(5 * REST_MS);
        expect(gc).not.toHaveBeenCalled();
        long.emit('close');
        vi.advanceTimersByTime(REST_MS);
        expect(gc).toHaveBeenCalledTimes(1);
    });

    it('does nothing without --expose-gc', () => {
        const quiet = new EventEmitter();
        const off = collectWhenIdle(quiet as never, { collectGarbage }, null);
        quiet.emit('request');
        vi.advanceTimersByTime(5 * REST_MS);
        expect(quiet.listenerCount('request')).toBe(0);
        off();
    });
});
