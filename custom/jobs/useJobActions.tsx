/**
 * The job actions of the list: promote, hiring deadline, assign and remove
 * recruiters, and delete; removing a recruiter (a card's chip) and deleting
 * ask first through ConfirmDialog. Each success toasts and refreshes the
 * list; each failure toasts the server's message.
 */
import { useCallback, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FilterOption, JobSummary, JobsDataProvider } from '../../dataProvider/jobs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { AssignRecruiterDialog, HiringDeadlineDialog } from './JobActionDialogs';
import type { JobAction } from './JobCard';

/** A recruiter taken off a job from its card's chip, once the confirmation is answered. */
interface RecruiterRemoval {
    action: 'remove-recruiter';
    job: JobSummary;
    recruiter: { id: string; name: string };
}

export interface JobActions {
    current: { action: JobAction; job: JobSummary } | RecruiterRemoval | null;
    open: (action: JobAction, job: JobSummary) => void;
    close: () => void;
    run: (work: () => Promise<unknown>, success: string) => Promise<boolean>;
    removeRecruiter: (job: JobSummary, recruiter: RecruiterRemoval['recruiter']) => void;
}

export function useJobActions(refresh: () => void): JobActions {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const translate = useTranslate();
    const toast = useToast();
    const [current, setCurrent] = useState<JobActions['current']>(null);
    const run = useCallback(
        async (work: () => Promise<unknown>, success: string) => {
            try {
                await work();
                toast.success(success);
                refresh();
                return true;
            } catch (error) {
                toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
                return false;
            }
        },
        [refresh, toast, translate],
    );
    const open = useCallback(
        (action: JobAction, job: JobSummary) => {
            if (action === 'promote') void run(() => dataProvider.promoteJob(job.id), 'ats.jobs.promoted_done');
            else setCurrent({ action, job });
        },
        [dataProvider, run],
    );
    const removeRecruiter = useCallback((job: JobSummary, recruiter: RecruiterRemoval['recruiter']) => setCurrent({ action: 'remove-recruiter', job, recruiter }), []);
    return useMemo(() => ({ current, open, close: () => setCurrent(null), run, removeRecruiter }), [current, open, run, removeRecruiter]);
}

export function JobDialogs({ actions, recruiters }: { actions: JobActions; recruiters: FilterOption[] }) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const translate = useTranslate();
    const { current, close, run } = actions;
    const job = current?.job;
    return (
        <>
            {current?.action === 'deadline' && job && (
                <HiringDeadlineDialog
                    job={job}
                    onClose={close}
                    onSave={value => run(() => dataProvider.updateHiringDeadline(job.id, String(value), job.version), 'ats.jobs.deadline_updated')}
                />
            )}
            {current?.action === 'assign' && job && (
                <AssignRecruiterDialog
                    job={job}
                    recruiters={recruiters}
                    onClose={close}
                    onSave={value => run(() => dataProvider.assignRecruiter(job.id, Array.isArray(value) ? value : [value]), 'ats.jobs.recruiter_assigned')}
                />
            )}
            <ConfirmDialog
                open={current?.action === 'delete'}
                onClose={close}
                content={job ? translate('ats.jobs.delete_confirm', { title: job.title }) : undefined}
                onConfirm={() => (job ? dataProvider.deleteJob(job.id) : Promise.resolve())}
                onSuccess={() => void run(() => Promise.resolve(), 'ats.jobs.deleted')}
            />
            <ConfirmDialog
                open={current?.action === 'remove-recruiter'}
                onClose={close}
                content={current?.action === 'remove-recruiter' ? translate('ats.jobs.remove_recruiter_confirm', { name: current.recruiter.name, title: current.job.title }) : undefined}
                onConfirm={() => (current?.action === 'remove-recruiter' ? dataProvider.removeJobRecruiter(current.job.id, current.recruiter.id) : Promise.resolve())}
                onSuccess={() => void run(() => Promise.resolve(), 'ats.jobs.recruiter_removed')}
            />
        </>
    );
}
