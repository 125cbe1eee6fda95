/**
 * One job of the candidate's list: its facts, and either one-click apply (a
 * free job: no screening questions, the profile's CV) or a link to the job's
 * public page and its apply flow. A profile without a CV is asked first
 * whether to upload one or apply without (NoCvDialog). The first application
 * asks for the privacy notice once (PrivacyNoticeDialog) when the server says
 * consent is missing.
 * The card itself (JobSummaryCard: facts, chips, an actions slot) is shared
 * with the employee's job openings (custom/employee/).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { careerJobPath } from '../../config/contracts/career';
import { experienceWords } from '../../config/contracts/jobs';
import { attributionOfVisit, type CandidateJob, type CandidatePortalDataProvider, type ConsentBody } from '../../dataProvider/candidatePortal';
import { session } from '../../dataProvider/session';
import { BusyButton } from '../../ui/BusyButton';
import { FactsLine } from '../../ui/FactsLine';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { NoCvDialog } from './NoCvDialog';
import { PrivacyNoticeDialog, needsConsent } from './PrivacyNoticeDialog';
import { formatAmount } from '../../ui/format';

type Translate = ReturnType<typeof useTranslate>;

/** "INR 600,000 – 900,000", "INR 600,000" or null when the job publishes no salary. */
export function candidateSalary(job: { salary_min?: number | null; salary_max?: number | null; currency?: string | null }): string | null {
    const amounts = [job.salary_min, job.salary_max].filter((value): value is number => typeof value === 'number');
    if (amounts.length === 0) return null;
    const text = [...new Set(amounts)].map(formatAmount).join(' – ');
    return job.currency ? `${job.currency} ${text}` : text;
}

export function experienceText(translate: Translate, min: number, max: number): string {
    return experienceWords(translate, wording => `ats.candidate.experience_wording.${wording}`, min, max);
}

export function CandidateJobCard({ job }: { job: CandidateJob }) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [applied, setApplied] = useState(job.applied);
    const [applying, setApplying] = useState(false);
    const [askConsent, setAskConsent] = useState(false);
    const [askCv, setAskCv] = useState(false);
    // The button pressed goes once the application is in: the focus moves to the link that takes
    // its place, so a keyboard user goes on from this card rather than from the page's top.
    const [justApplied, setJustApplied] = useState(false);
    const applicationsLink = useRef<HTMLAnchorElement>(null);
    useEffect(() => {
        if (justApplied) applicationsLink.current?.focus();
    }, [justApplied]);

    const apply = async (consent?: ConsentBody): Promise<void> => {
        setApplying(true);
        try {
            const answer = await dataProvider.applyToJob({ job_id: job.id, ...(consent ? { consent } : {}), ...withAttribution() });
            setApplied(true);
            setJustApplied(true);
            setAskConsent(false);
            toast.success(answer.message ?? 'ats.candidate.applied_toast');
        } catch (error) {
            if (!consent && needsConsent(error)) {
                setAskConsent(true);
                return;
            }
            // Refused inside the notice dialog too: the dialog shows it (it rethrows).
            if (consent) throw error;
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setApplying(false);
        }
    };

    // Apply now: a profile without a CV is told first (the list promises "your profile and CV").
    const applyNow = async (): Promise<void> => {
        setApplying(true);
        if (await profileLacksCv(dataProvider)) {
            setApplying(false);
            setAskCv(true);
            return;
        }
        await apply();
    };

    return (
        <JobSummaryCard
            job={job}
            testId="candidate-job"
            chips={
                <>
                    {job.free && <Chip size="small" color="primary" variant="outlined" label={translate('ats.candidate.free_job')} />}
                    {applied && <Chip size="small" color="success" label={translate('ats.candidate.applied')} />}
                </>
            }
            actions={
                <>
                    <Button component={RouterLink} to={careerJobPath(job.id)} aria-label={translate('ats.candidate.view_job_named', { title: job.title })}>
                        {translate('ats.candidate.view_job')}
                    </Button>
                    {job.free && !applied && (
                        <BusyButton variant="contained" busy={applying} onClick={() => void applyNow()} aria-label={translate('ats.candidate.apply_now_named', { title: job.title })}>
                            {translate('ats.candidate.apply_now')}
                        </BusyButton>
                    )}
                    {applied && (
                        <Button component={RouterLink} to="/candidate/applied-jobs" ref={applicationsLink}>
                            {translate('ats.candidate.see_applications')}
                        </Button>
                    )}
                </>
            }
        >
            {askCv && (
                <NoCvDialog
                    onClose={() => setAskCv(false)}
                    onApply={() => {
                        setAskCv(false);
                        void apply();
                    }}
                />
            )}
            {askConsent && <PrivacyNoticeDialog onClose={() => setAskConsent(false)} onAccept={consent => apply(consent)} />}
        </JobSummaryCard>
    );
}

/** The facts a job card shows: the candidate's and the employee's jobs both carry them. */
export interface JobSummary {
    id: string;
    title: string;
    position_category_name: string | null;
    job_locations: string[];
    skills: string[];
    min_experience: number;
    max_experience: number;
    salary_min?: number | null;
    salary_max?: number | null;
    currency?: string | null;
}

/** A job as a card: title (the card's name), facts, salary when published, chips then the first six skills, and the caller's actions. */
export function JobSummaryCard({ job, chips, actions, testId, children }: { job: JobSummary; chips?: ReactNode; actions: ReactNode; testId: string; children?: ReactNode }) {
    const translate = useTranslate();
    const salary = candidateSalary(job);
    const titleId = `job-${job.id}`;
    const facts = [job.position_category_name, job.job_locations.join(', '), experienceText(translate, job.min_experience, job.max_experience)];
    return (
        <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={testId} aria-labelledby={titleId} component="article">
            <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" id={titleId} noWrap title={job.title} sx={{ fontWeight: 600 }}>
                    {job.title}
                </Typography>
                <FactsLine facts={facts} />
                {salary && <Typography variant="body2">{salary}</Typography>}
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    {chips}
                    {job.skills.slice(0, 6).map(skill => (
                        <Chip key={skill} size="small" label={skill} />
                    ))}
                </Stack>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>{actions}</CardActions>
            {children}
        </Card>
    );
}

/** Whether the signed-in candidate's profile has no CV. A failed read says no: the application itself then says what is wrong. */
async function profileLacksCv(dataProvider: CandidatePortalDataProvider): Promise<boolean> {
    const me = session.getUser();
    if (!me) return false;
    try {
        return !(await dataProvider.candidateProfile(me.id)).resume;
    } catch {
        return false;
    }
}

function withAttribution() {
    const attribution = attributionOfVisit();
    return attribution ? { attribution } : {};
}
