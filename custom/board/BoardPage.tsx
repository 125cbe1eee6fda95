/**
 * /corporate/total-applications/:id — the applicant board of one job: one
 * column per stage, drag (mouse and keyboard) to move, checkboxes for bulk
 * actions (which switch drag off until the selection is cleared), the
 * application detail drawer, adding applicants and managing the stages.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAdd from '@mui/icons-material/PersonAdd';
import UploadFile from '@mui/icons-material/UploadFile';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FilterOption, Job, JobsDataProvider } from '../../dataProvider/jobs';
import { AddApplicantDialog } from '../applicants/AddApplicantDialog';
import { ApplicantUploadDialog } from '../applicants/ApplicantUploadDialog';
import { ApplicationDetailDrawer } from '../applicants/ApplicationDetailDrawer';
import { ScheduleInterviewDialog } from '../interviews/ScheduleInterviewDialog';
import { SendMailDialog } from '../messaging/SendMailDialog';
import { candidateName } from './ApplicantCard';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { ColumnSkeletons } from '../../ui/LoadStatus';
import { useToast } from '../../ui/toast';
import { useFocusAfterRender } from '../../ui/useFocusAfterRender';
import { BoardColumns } from './BoardColumns';
import { BoardFilters, BulkActions } from './BoardToolbar';
import { StageManagerDialog } from './StageManagerDialog';
import { columnWidth } from './StageColumn';
import { useOpenApplication } from './openApplication';
import { jobListPath } from '../jobs/jobListModel';
import { useBoardState, type BoardController } from './useBoardState';

function useJobAndRecruiters(jobId: string) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [job, setJob] = useState<Job | null>(null);
    const [recruiters, setRecruiters] = useState<FilterOption[]>([]);
    useEffect(() => {
        let cancelled = false;
        dataProvider.getJob(jobId).then(
            value => !cancelled && setJob(value),
            () => undefined,
        );
        dataProvider.getFilterList().then(
            lists => !cancelled && setRecruiters(lists.recruiters ?? []),
            () => undefined,
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, jobId]);
    return { job, recruiters };
}

/** The heading of a stage's column (focusable from code: custom/board/StageColumn.tsx). */
function columnHeading(stageId: string): HTMLElement | null {
    const column = [...document.querySelectorAll<HTMLElement>('section[data-stage-id]')].find(section => section.dataset.stageId === stageId);
    return document.getElementById(column?.getAttribute('aria-labelledby') ?? '');
}

/**
 * A bulk action that went clears the selection, and the bulk bar, whose select had the focus, goes
 * with it. A move takes the focus to the heading of the stage the applicants went to: it says
 * where they are, and Tab goes on into that column's cards, the usual next step (open one,
 * schedule, move on). An assignment has no such place: the first filter, which takes the bar's
 * place, keeps the keyboard where it was in the page.
 */
function useFocusAfterBulk(toolbar: RefObject<HTMLElement | null>) {
    const movedTo = useRef<string | null>(null);
    const focus = useFocusAfterRender(() => (movedTo.current ? columnHeading(movedTo.current) : toolbar.current?.querySelector<HTMLElement>('input, button')));
    return (stageId: string | null) => {
        movedTo.current = stageId;
        focus();
    };
}

function useBulkActions(jobId: string, board: BoardController, toolbar: RefObject<HTMLElement | null>) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const translate = useTranslate();
    const toast = useToast();
    const [busy, setBusy] = useState(false);
    const focusAfter = useFocusAfterBulk(toolbar);
    /** `stageId`: where a move takes the applicants. */
    const run = async (action: () => Promise<number>, successKey: string, stageId: string | null = null) => {
        setBusy(true);
        try {
            const count = await action();
            toast.success(translate(successKey, { smart_count: count, count }));
            board.clearSelection();
            focusAfter(stageId);
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setBusy(false);
            board.reload();
        }
    };
    const selected = () => board.state.selection.flatMap(id => (board.state.cards[id] ? [{ id, version: board.state.cards[id].version }] : []));
    return {
        busy,
        move: (stageId: string) => void run(() => dataProvider.updateBulkCurrentPipeline(jobId, stageId, selected()), 'ats.board.bulk_moved', stageId),
        assign: (recruiterId: string) =>
            void run(() => dataProvider.bulkApplications({ type: 'recruiter', job_id: jobId, applicants: selected(), recruiter_id: recruiterId }), 'ats.board.bulk_assigned'),
    };
}

type Dialog = 'add' | 'upload' | 'stages' | 'mail' | null;

export function BoardPage() {
    const { id: jobId = '' } = useParams<{ id: string }>();
    const translate = useTranslate();
    const board = useBoardState(jobId);
    const { job, recruiters } = useJobAndRecruiters(jobId);
    const selectionBar = useRef<HTMLDivElement>(null);
    const bulk = useBulkActions(jobId, board, selectionBar);
    const { openId, open: onOpen, close: closeDrawer } = useOpenApplication();
    const [scheduleId, setScheduleId] = useState<string | null>(null);
    const [dialog, setDialog] = useState<Dialog>(null);
    const { state } = board;
    const firstStage = state.columns[0]?.id;
    // The job list as it was filtered when it opened this board (custom/jobs/JobCard.tsx), else the whole list.
    const listPath = jobListPath(useLocation().state);

    return (
        <Box>
            {/* The toolbar stays in view while the page scrolls; the board scrolls sideways under it. */}
            <Box data-testid="board-toolbar" sx={{ position: 'sticky', top: 'var(--ats-page-top, 0px)', zIndex: 3, bgcolor: 'background.default', pt: 1, mt: -1, pb: 2 }}>
                <Stack direction="row" sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                    <PageHeader
                        title={job ? job.title : translate('ats.pages.total_applications')}
                        breadcrumbs={[{ label: translate('ats.menu.job_postings'), to: listPath }]}
                        action={
                            <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setDialog('add')} disabled={state.status !== 'ready'}>
                                {translate('ats.applicants.add')}
                            </Button>
                        }
                    />
                    <Button startIcon={<UploadFile />} onClick={() => setDialog('upload')}>
                        {translate('ats.applicants.bulk_upload')}
                    </Button>
                    <Button startIcon={<ViewColumn />} onClick={() => setDialog('stages')}>
                        {translate('ats.board.manage_stages')}
                    </Button>
                </Stack>
                <Box ref={selectionBar}>
                    {state.selection.length > 0 ? (
                        <BulkActions
                            count={state.selection.length}
                            columns={state.columns}
                            recruiters={recruiters}
                            busy={bulk.busy}
                            onMove={bulk.move}
                            onAssign={bulk.assign}
                            onSendMail={() => setDialog('mail')}
                            onClear={board.clearSelection}
                        />
                    ) : (
                        <BoardFilters filter={state.filter} recruiters={recruiters} onChange={board.setFilter} />
                    )}
                </Box>
            </Box>
            <BoardBody board={board} onOpen={onOpen} onSchedule={setScheduleId} />
            {dialog === 'mail' && <SendMailDialog applicationIds={state.selection} onClose={() => setDialog(null)} />}
            {openId && <ApplicationDetailDrawer applicationId={openId} onClose={closeDrawer} onCardChanged={board.reload} />}
            {scheduleId && state.cards[scheduleId] && (
                <ScheduleInterviewDialog
                    applicationId={scheduleId}
                    jobId={jobId}
                    jobTitle={job?.title ?? ''}
                    candidateName={candidateName(state.cards[scheduleId])}
                    onClose={() => setScheduleId(null)}
                    onDone={() => {
                        setScheduleId(null);
                        board.reload();
                    }}
                />
            )}
            {dialog === 'add' && (
                <AddApplicantDialog jobId={jobId} stageId={firstStage} recruiters={recruiters} questions={job?.screening_questions ?? []} onClose={() => setDialog(null)} onAdded={board.reload} />
            )}
            {dialog === 'upload' && <ApplicantUploadDialog jobId={jobId} onClose={() => setDialog(null)} onUploaded={board.reload} />}
            {dialog === 'stages' && <StageManagerDialog jobId={jobId} onClose={() => setDialog(null)} onChanged={board.reload} />}
        </Box>
    );
}

function BoardBody({ board, onOpen, onSchedule }: { board: BoardController; onOpen: (id: string) => void; onSchedule: (id: string) => void }) {
    const translate = useTranslate();
    const { state } = board;
    if (state.status === 'error' && state.columns.length === 0) {
        return (
            <Alert severity="error" action={<Button onClick={board.reload}>{translate('ats.board.retry')}</Button>}>
                {translate('ats.board.load_failed')}
            </Alert>
        );
    }
    if (state.status === 'loading' && state.columns.length === 0) {
        return <ColumnSkeletons label="ats.board.loading_board" width={columnWidth} />;
    }
    return (
        <Box aria-busy={state.status === 'loading'} sx={{ opacity: state.status === 'loading' ? 0.6 : 1 }}>
            <BoardColumns board={board} onOpen={onOpen} onSchedule={onSchedule} />
        </Box>
    );
}
