/**
 * A job's public page (/careerPage/job/:id, the share URL; docs/ui-career.md):
 * the description, location, experience, salary when published, Apply and a
 * share button that copies the link. A job that is not public (closed,
 * unpublished, another workspace's, unknown) is the not-found state, as the
 * API answers 404 for all of them alike. The apply flow is a chunk of its
 * own, fetched when Apply is pressed. A signed-in candidate who has applied
 * to the job sees that, and the way to their applications, instead of Apply.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BusyButton } from '../../ui/BusyButton';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CAREER_PAGE_PATH } from '../../config/contracts/career';
import type { AppliedJob } from '../../config/contracts/candidatePortal';
import { getApplicationTo, type CareerJobDetail } from '../../dataProvider/career';
import { session } from '../../dataProvider/session';
import { workspaceTitle } from '../../dataProvider/workspace';
import { useToast } from '../../ui/toast';
import { formatDay } from '../../ui/format';
import { withMessages } from '../i18nProvider';
import { useWorkspace } from '../workspaceContext';
import { CareerShell, carriedQuery } from './CareerShell';
import { APPLIED_JOBS_PATH, signedInCandidate } from './candidateSession';
import { JobFacts } from './jobFacts';
import { usePageMeta } from '../../ui/usePageMeta';
import { JobDescription } from '../../ui/JobDescription';
import { useCareerJob } from './useCareerData';
import type { ApplyDialogProps } from './apply/ApplyDialog';
import { preloadable, useChunkReady } from '../../ui/preloadable';

// Its words come with it, in the page's language (custom/i18nProvider.ts).
const applyDialog = preloadable<ApplyDialogProps>(() => withMessages(import('./apply/ApplyDialog'), 'apply'));
const fetchApplyDialog = () => void applyDialog.preload().catch(() => undefined);

/** Copies the share URL; where the clipboard is refused, the link is shown to copy by hand. */
function ShareButton({ url }: { url: string }) {
    const translate = useTranslate();
    const toast = useToast();
    const [shown, setShown] = useState(false);
    const share = async () => {
        try {
            await navigator.clipboard.writeText(url);
            toast.success('ats.career.link_copied');
        } catch {
            setShown(true);
        }
    };
    return (
        <>
            <Button variant="outlined" onClick={() => void share()}>
                {translate('ats.career.share')}
            </Button>
            {shown && (
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {url}
                </Typography>
            )}
        </>
    );
}

/** Whether the signed-in candidate has applied to the job: still asking, yes (their application), or no (or nobody to ask about). */
type ApplicationState = { status: 'checking' } | { status: 'applied'; application: AppliedJob } | { status: 'none' };

/**
 * The signed-in candidate's application to the job, and a way to ask again (the apply dialog may
 * have signed someone in, or sent the application). A failed check counts as none: Apply stays,
 * and the dialog checks again before it writes anything.
 */
function useApplicationTo(jobId: string | null): [ApplicationState, () => void] {
    const [asked, setAsked] = useState(0);
    const [found, setFound] = useState<{ jobId: string; application: AppliedJob | null } | null>(null);
    const candidate = signedInCandidate() !== null;
    useEffect(() => {
        if (!jobId || !candidate) return;
        let live = true;
        const answer = (application: AppliedJob | null) => live && setFound({ jobId, application });
        getApplicationTo(jobId).then(answer, () => answer(null));
        return () => {
            live = false;
        };
    }, [jobId, candidate, asked]);
    const askAgain = () => setAsked(count => count + 1);
    if (!jobId || !candidate) return [{ status: 'none' }, askAgain];
    // Asked again, the previous answer stands until the new one: the button does not flicker.
    if (found?.jobId !== jobId) return [{ status: 'checking' }, askAgain];
    return [found.application ? { status: 'applied', application: found.application } : { status: 'none' }, askAgain];
}

function JobDetail({ job, application, onApplyClosed }: { job: CareerJobDetail; application: ApplicationState; onApplyClosed: () => void }) {
    const translate = useTranslate();
    const [applying, setApplying] = useState(false);
    // Fetched while the pointer or the focus is on Apply; clicked before it is in, the button spins until it is.
    const dialogReady = useChunkReady(applyDialog, applying);
    // Applied in the dialog: Apply, where the closing dialog gives the focus back, is gone by the time
    // the page knows. The focus moves to My applications, which took its place, not to the page's top.
    const [closedDialog, setClosedDialog] = useState(false);
    const myApplications = useRef<HTMLAnchorElement>(null);
    useEffect(() => {
        if (!closedDialog || application.status !== 'applied') return;
        myApplications.current?.focus();
        setClosedDialog(false);
    }, [closedDialog, application.status]);
    return (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box>
                <Typography variant="h4" component="h1">
                    {job.title}
                </Typography>
                <Typography color="text.secondary">{job.company.brand_name || job.company.name}</Typography>
            </Box>
            <JobFacts job={job} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
                {application.status === 'applied' ? (
                    <>
                        <Chip icon={<CheckCircle />} color="success" label={translate('ats.career.applied')} />
                        <Button variant="contained" size="large" component={RouterLink} to={APPLIED_JOBS_PATH} ref={myApplications}>
                            {translate('ats.career.my_applications')}
                        </Button>
                    </>
                ) : (
                    <BusyButton
                        variant="contained"
                        size="large"
                        busy={(applying && !dialogReady) || application.status === 'checking'}
                        onPointerEnter={fetchApplyDialog}
                        onFocus={fetchApplyDialog}
                        onClick={() => setApplying(true)}
                    >
                        {translate('ats.career.apply')}
                    </BusyButton>
                )}
                <ShareButton url={job.share_url} />
            </Box>
            {application.status === 'applied' && (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.career.applied_on', { date: formatDay(application.application.applied_at) })}
                </Typography>
            )}
            {job.skills.length > 0 && (
                <Box component="section" aria-labelledby="job-skills">
                    <Typography id="job-skills" variant="h6" component="h2" gutterBottom>
                        {translate('ats.career.skills')}
                    </Typography>
                    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
                        {job.skills.map(skill => (
                            <li key={skill}>
                                <Chip size="small" label={skill} />
                            </li>
                        ))}
                    </Box>
                </Box>
            )}
            <Box component="section" aria-labelledby="job-description">
                <Typography id="job-description" variant="h6" component="h2" gutterBottom>
                    {translate('ats.career.description')}
                </Typography>
                <JobDescription description={job.description} empty={translate('ats.career.no_description')} />
            </Box>
            {job.job_deadline && (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.career.deadline', { date: formatDay(job.job_deadline) })}
                </Typography>
            )}
            {applying && dialogReady && (
                <Suspense fallback={null}>
                    <applyDialog.Page
                        job={job}
                        onClose={() => {
                            setApplying(false);
                            setClosedDialog(true);
                            onApplyClosed();
                        }}
                    />
                </Suspense>
            )}
        </Paper>
    );
}

export default function JobPage() {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const [params] = useSearchParams();
    const job = useCareerJob(id);
    const [application, askAgain] = useApplicationTo(job.status === 'ready' ? job.data.id : null);
    const company = useWorkspace().company ?? session.getCompany();
    const ready = job.status === 'ready' ? job.data : null;
    usePageMeta(ready && company ? `${ready.title} | ${workspaceTitle(company)}` : null, ready ? ready.description_text.slice(0, 160) || ready.title : null);
    const back = (
        <Link component={RouterLink} to={`${CAREER_PAGE_PATH}${carriedQuery(params)}`}>
            {translate('ats.career.all_jobs')}
        </Link>
    );
    return (
        <CareerShell>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                {back}
                {job.status === 'loading' && (
                    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
                        <CircularProgress aria-label={translate('ats.career.loading')} />
                    </Box>
                )}
                {job.status === 'error' && job.httpStatus === 404 && (
                    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, py: 8 }}>
                        <SearchOff sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
                        <Typography variant="h5" component="h1">
                            {translate('ats.career.not_found_title')}
                        </Typography>
                        <Typography color="text.secondary">{translate('ats.career.not_found_body')}</Typography>
                    </Box>
                )}
                {job.status === 'error' && job.httpStatus !== 404 && <Alert severity="error">{job.message || translate('ats.errors.try_later_bang')}</Alert>}
                {ready && <JobDetail job={ready} application={application} onApplyClosed={askAgain} />}
            </Box>
        </CareerShell>
    );
}
