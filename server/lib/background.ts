/**
 * Work a request starts but does not wait for. A job queued with
 * `afterResponse` begins only once its response has been sent, so how long
 * the work takes (or whether there was any) cannot show in the answer's
 * timing: forgot-password answers the same, as fast, for an address with an
 * account and for one without (docs/decisions.md).
 *
 * Jobs run one at a time per process, in order. That bounds what a burst of
 * public requests can cost (one extra database transaction at a time, a
 * capped queue), and lets the server finish queued work before it closes.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** Queued jobs beyond this are dropped with a warning rather than held in memory without bound. */
const MAX_PENDING = 1_000;

export class BackgroundWork {
    private tail: Promise<void> = Promise.resolve();
    private pending = 0;

    constructor(
        private readonly log: FastifyBaseLogger,
        private readonly maxPending = MAX_PENDING,
    ) {}

    /** Queues `job` behind the jobs queued before it, to start once `startAfter` settles. False when the queue is full. */
    enqueue(label: string, job: () => Promise<void>, startAfter: Promise<void> = Promise.resolve()): boolean {
        if (this.pending >= this.maxPending) {
            this.log.warn({ job: label }, 'background queue full; job dropped');
            return false;
        }
        this.pending++;
        this.tail = this.tail
            .then(() => startAfter)
            .then(job)
            .catch(error => this.log.error({ err: error, job: label }, 'background job failed'))
            .finally(() => {
                this.pending--;
            });
        return true;
    }

    /** Queues `job` to start after `reply` has been sent (or its connection closed). */
    afterResponse(reply: FastifyReply, label: string, job: () => Promise<void>): boolean {
        return this.enqueue(label, job, responseDone(reply));
    }

    /** Settles when every job queued so far, and any they queued, has finished. */
    async idle(): Promise<void> {
        let seen: Promise<void>;
        do {
            seen = this.tail;
            await seen;
        } while (seen !== this.tail);
    }
}

function responseDone(reply: FastifyReply): Promise<void> {
    const raw = reply.raw;
    if (raw.writableFinished || raw.destroyed) return Promise.resolve();
    return new Promise(resolve => {
        raw.once('finish', () => resolve());
        raw.once('close', () => resolve());
    });
}
