/**
 * The resend countdown (ui/useCountdown.ts): it starts at the seconds asked
 * for, however the clock moves while it starts, and counts down to zero.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../../../ui/useCountdown';

afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
});

describe('useCountdown', () => {
    it('shows the whole wait at its start, even when the clock ticks between two reads', () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        let clock = 1_000_000;
        // Every read of the clock a millisecond later: a loaded machine showed "61 s" for 60.
        vi.spyOn(Date, 'now').mockImplementation(() => clock++);
        const { result } = renderHook(() => useCountdown());
        expect(result.current[0]).toBe(0);

        act(() => result.current[1](60));
        expect(result.current[0]).toBe(60);

        clock += 1_000;
        act(() => void vi.advanceTimersByTime(1_000));
        expect(result.current[0]).toBe(59);

        clock += 59_000;
        act(() => void vi.advanceTimersByTime(1_000));
        expect(result.current[0]).toBe(0);
        // At zero nothing is left to count: no timer keeps re-rendering.
        expect(vi.getTimerCount()).toBe(0);
    });
});
