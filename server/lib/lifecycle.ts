/**
 * Whether this process still takes work: a load balancer reads it through
 * /api/health/ready. A process that has begun to shut down answers "not ready"
 * at once, while it finishes what it holds (server/main.ts, docs/operations.md).
 */
export class Lifecycle {
    private drainingSince: Date | null = null;

    get draining(): boolean {
        return this.drainingSince !== null;
    }

    startDraining(): void {
        this.drainingSince ??= new Date();
    }
}
