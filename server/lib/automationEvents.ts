/**
 * The automation event hook (docs/api-communication.md, "Automations"). Write
 * paths call recordAutomationEvent inside the transaction of their change, so
 * an event exists exactly when the change committed: a rolled-back move sends
 * nothing, a committed one cannot be lost. The worker
 * (server/lib/automationWorker.ts) turns events into sends later, so a write
 * path pays one insert, whatever rules exist.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { AutomationEventType } from '../../config/contracts/automations.js';

export type { AutomationEventType };

export interface AutomationEvent {
    type: AutomationEventType;
    applicationId?: string;
    jobId?: string;
    interviewId?: string;
    offerId?: string;
    /** The application's source (utm_source), for rules filtered by source. */
    source?: string;
    /** STAGE_ENTERED: the stage entered. */
    stageId?: string;
    /** FEEDBACK_SUBMITTED: the result given (PASS, FAIL, WAITLIST, NOT_APPEARED). */
    result?: string;
}

export async function recordAutomationEvent(tx: Tx, workspaceId: string, event: AutomationEvent): Promise<void> {
    await recordAutomationEvents(tx, workspaceId, [event]);
}

/** Many events in one statement (a bulk move of 500 cards is one insert, not 500). */
export async function recordAutomationEvents(tx: Tx, workspaceId: string, events: readonly AutomationEvent[]): Promise<void> {
    if (!events.length) return;
    const rows = events.map(
        e => sql`(${workspaceId}::uuid, ${e.type}, ${e.applicationId ?? null}::uuid, ${e.jobId ?? null}::uuid, ${e.interviewId ?? null}::uuid,
            ${e.offerId ?? null}::uuid, ${e.stageId ?? null}::uuid, ${e.source ?? null}, ${e.result ?? null})`,
    );
    await sql`insert into automation_events (workspace_id, type, application_id, job_id, interview_id, offer_id, stage_id, source, result)
        values ${sql.join(rows)}`.execute(tx);
}
