import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown, re-rendered once a second, and its start.
 * The start reads the clock once: two reads a millisecond apart showed "61 s"
 * for a 60-second wait.
 */
export function useCountdown(): [number, (seconds: number) => void] {
    const [until, setUntil] = useState(0);
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        if (until <= now) return;
        const timer = setTimeout(() => setNow(Date.now()), 1000);
        return () => clearTimeout(timer);
    }, [until, now]);
    const start = (seconds: number) => {
        const startedAt = Date.now();
        setNow(startedAt);
        setUntil(startedAt + seconds * 1000);
    };
    return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
