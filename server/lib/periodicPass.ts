/**
 * A background pass the server runs every few seconds or minutes (the mail
 * and WhatsApp dispatchers, the automation worker, offer expiry). Each pass
 * claims its rows with `for update skip locked`, so passes in several
 * processes never do one row twice; within one process, overlapping calls
 * share the pass in flight, so a timer tick during a slow pass (or a test
 * calling runOnce beside the timer) does not start a second one.
 */
export abstract class PeriodicPass<Result> {
    private timer: NodeJS.Timeout | null = null;
    private running: Promise<Result> | null = null;

    /** One pass of the work. */
    protected abstract pass(): Promise<Result>;

    /**
     * Runs a pass every `intervalMs` (unref'd: it never keeps a process alive);
     * 0 or less starts no timer (the tests run passes themselves).
     */
    start(intervalMs: number, { runNow = false } = {}): void {
        if (intervalMs <= 0) return;
        if (runNow) void this.runOnce();
        this.timer = setInterval(() => void this.runOnce(), intervalMs);
        this.timer.unref();
    }

    /** Stops the timer and waits for the pass in flight. */
    async stop(): Promise<void> {
        if (this.timer) clearInterval(this.timer);
        this.timer = null;
        await this.running;
    }

    runOnce(): Promise<Result> {
        this.running ??= this.pass().finally(() => (this.running = null));
        return this.running;
    }
}
