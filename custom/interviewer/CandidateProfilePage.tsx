/**
 * /interviewer/candidate-profile/:id (the interview's id): the candidate's
 * profile, resume, screening answers and earlier rounds, then the
 * interviewer's feedback form, or for a PROFILE_REVIEW the approve / reject
 * decision. The query flags isPast and isProfileReview pick the highlighted
 * bar entry (SPEC.md section 2, custom/shell/bars.tsx interviewerTabFor); the
 * lists link with them, and a link without them gets the interview's own. An
 * interview that does not load is a page of its own with a heading and the way
 * back to that list (InterviewUnavailable).
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusy from '@mui/icons-material/EventBusy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useDataProvider, useTranslate } from 'react-admin';
import { PROFILE_STATUSES, type ProfileStatus } from '../../config/contracts/interviews';
import type { InterviewDetails, InterviewsDataProvider } from '../../dataProvider/interviews';
import { session } from '../../dataProvider/session';
import { errorMessage } from '../../ui/errors';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader, type Crumb } from '../../ui/pageFrame';
import { PageState } from '../../ui/PageState';
import { useToast } from '../../ui/toast';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { DetailSection } from '../applicants/DetailSections';
import { ResumePreview } from '../applicants/ResumePreview';
import { personName, ProfileStatusChip, ResultBadge, StatusChip } from '../interviews/InterviewBadges';
import { formatInZone } from '../interviews/zonedTime';
import { interviewerTabFor } from '../shell/bars';
import { FeedbackForm } from './FeedbackForm';
import { ProfileReviewPanel } from './ProfileReviewPanel';
import { DefinitionList, type DefinitionRow } from '../../ui/DefinitionList';
import { emailLink, phoneLink } from '../../ui/ContactLinks';

function useInterviewDetails(interviewId: string) {
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const translate = useTranslate();
    const [details, setDetails] = useState<InterviewDetails | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const load = useCallback(async () => {
        const me = session.getUser();
        if (!me) return;
        try {
            setDetails(await dataProvider.getInterviewDetails(interviewId, me.id));
            setFailure(null);
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    }, [dataProvider, interviewId, translate]);
    useEffect(() => {
        // Another interview shows the spinner; the same one keeps its page (and the form's choices) while it refreshes.
        setDetails(current => (current?.interview.id === interviewId ? current : null));
        void load();
    }, [load, interviewId]);
    return { details, setDetails, failure, reload: load };
}

/** Puts the interview's own flags in the URL when the link came without them, so the bar highlights the right list. */
function useFlagsInUrl(details: InterviewDetails | null) {
    const [query, setQuery] = useSearchParams();
    useEffect(() => {
        if (!details || query.has('isPast')) return;
        setQuery({ isPast: String(details.isPast), isProfileReview: String(details.isProfileReview) }, { replace: true });
    }, [details, query, setQuery]);
}

export default function CandidateProfilePage() {
    const { id = '' } = useParams<{ id: string }>();
    const translate = useTranslate();
    const { details, setDetails, failure, reload } = useInterviewDetails(id);
    const crumb = useListCrumb();
    useFlagsInUrl(details);
    if (failure) return <InterviewUnavailable message={failure} crumb={crumb} />;
    if (!details) return <RowSkeletons label="ats.interviews.loading" count={4} />;
    const { interview } = details;
    const candidate = details.userApplication.candidate;
    return (
        <Stack spacing={2} sx={{ maxWidth: 1200 }}>
            <PageHeader title={personName(candidate)} breadcrumbs={[crumb]} action={<JoinButton details={details} />} />
            <InterviewHeader details={details} />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 2, alignItems: 'start' }}>
                {/* useFlexGap: a gap leaves out the unseen heading (out of the flow), a spacing margin would not. */}
                <Stack spacing={2} useFlexGap component="aside" aria-labelledby="candidate-heading">
                    {/* Its sections' h3s need an h2 above them (axe's heading-order): unseen, as the columns show the grouping. */}
                    <Typography id="candidate-heading" component="h2" sx={visuallyHidden}>
                        {translate('ats.interviewer.candidate_profile')}
                    </Typography>
                    <ProfileSection details={details} />
                    <DetailSection title="ats.applicants.resume">
                        <InterviewerResume details={details} />
                    </DetailSection>
                    <DetailSection title="ats.applicants.screening_answers">
                        {details.JobScreeningQuestion.length === 0 ? (
                            <Typography variant="body2" color="text.secondary">
                                {translate('ats.applicants.no_screening_answers')}
                            </Typography>
                        ) : (
                            details.JobScreeningQuestion.map(answer => (
                                <Box key={answer.question_id} sx={{ mb: 1 }}>
                                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                        {answer.question}
                                    </Typography>
                                    <Typography variant="body2">{answer.answer}</Typography>
                                </Box>
                            ))
                        )}
                    </DetailSection>
                    <OtherRounds details={details} />
                </Stack>
                <Box component="section" aria-labelledby="decision-heading">
                    <Typography id="decision-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
                        {interview.type === 'PROFILE_REVIEW' ? translate('ats.interviews.types.PROFILE_REVIEW') : translate('ats.interviewer.feedback_title')}
                    </Typography>
                    {interview.status === 'CANCELLED' ? (
                        <Alert severity="warning">{translate('ats.interviewer.cancelled_notice')}</Alert>
                    ) : interview.type === 'PROFILE_REVIEW' ? (
                        <ProfileReviewPanel interviewId={interview.id} status={interview.profile_status} candidateName={personName(candidate)} onDecided={reload} />
                    ) : (
                        <FeedbackPanel details={details} onQuestionsChanged={questions => setDetails({ ...details, interview: { ...interview, questions } })} />
                    )}
                </Box>
            </Box>
        </Stack>
    );
}

const listCrumbs: Record<'upcoming' | 'past' | 'approval', { label: string; to: string }> = {
    upcoming: { label: 'ats.nav.upcoming_interviews', to: '/interviewer/upcoming-interviews' },
    past: { label: 'ats.nav.past_interviews', to: '/interviewer/past-interviews' },
    approval: { label: 'ats.nav.profile_approval', to: '/interviewer/profile-approval' },
};

/** The list this interview was opened from, as the bar's way back: the tab the bar highlights, from the same query flags. */
function useListCrumb(): Crumb {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const [query] = useSearchParams();
    const crumb = listCrumbs[interviewerTabFor(pathname, query) ?? 'upcoming'];
    return { label: translate(crumb.label), to: crumb.to };
}

/**
 * The interview did not load (not this interviewer's, gone, or the network): a page of its own,
 * headed, with the reason and the way back to the list it came from. An alert alone left a reader
 * landing here with no h1.
 */
function InterviewUnavailable({ message, crumb }: { message: string; crumb: Crumb }) {
    const translate = useTranslate();
    return (
        <PageState
            icon={EventBusy}
            title="ats.interviewer.interview_unavailable"
            breadcrumbs={[crumb]}
            description={message}
            action={
                crumb.to && (
                    <Button component={Link} to={crumb.to} variant="outlined">
                        {translate('ats.interviewer.back_to_list', { list: crumb.label })}
                    </Button>
                )
            }
        />
    );
}

/** Joining the call is what an interviewer comes here for just before it starts: the page's primary action. */
function JoinButton({ details }: { details: InterviewDetails }) {
    const translate = useTranslate();
    const { interview } = details;
    if (interview.type !== 'INTERVIEW' || interview.mode !== 'VIDEO' || !interview.link || interview.status !== 'PENDING') return null;
    return (
        <Button variant="contained" href={interview.link} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />}>
            {translate('ats.interviewer.join')}
        </Button>
    );
}

function InterviewHeader({ details }: { details: InterviewDetails }) {
    const translate = useTranslate();
    const { interview } = details;
    const zone = interview.time_zone;
    const what = [interview.job.title, interview.round.name].filter(Boolean).join(' · ');
    return (
        <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="body1" color="text.secondary" noWrap title={what} sx={{ flexGrow: 1, minWidth: 0 }}>
                    {what}
                </Typography>
                <Chip size="small" label={translate(`ats.interviews.types.${interview.type}`)} />
                {/* A review's own status says what is decided; beside it the interview's read "Pending Pending", then "Completed Rejected". */}
                {interview.type === 'PROFILE_REVIEW' && interview.profile_status && interview.status !== 'CANCELLED' ? <ProfileStatusChip status={interview.profile_status} /> : <StatusChip status={interview.status} />}
                {interview.result && <ResultBadge result={interview.result} />}
            </Stack>
            {interview.type === 'INTERVIEW' && (
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
                    <Typography variant="body2">
                        {formatInZone(interview.starts_at, zone, { dateStyle: 'full', timeStyle: 'short' })} ·{' '}
                        {translate('ats.interviews.minutes', { smart_count: interview.duration_minutes })} · {zone}
                    </Typography>
                    {interview.mode && <Typography variant="body2">{translate(`ats.interviews.modes.${interview.mode}`)}</Typography>}
                    {interview.mode === 'IN_PERSON' && interview.place && <Typography variant="body2">{interview.place}</Typography>}
                </Stack>
            )}
            {interview.note && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                    {interview.note}
                </Typography>
            )}
        </Paper>
    );
}

/** The resume through the interviewer's own route (files/resume is for corporate roles). */
function InterviewerResume({ details }: { details: InterviewDetails }) {
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const applicationId = details.userApplication.id;
    const load = useCallback(() => dataProvider.interviewerResumeBlob(applicationId), [dataProvider, applicationId]);
    return <ResumePreview resume={details.userApplication.resume} load={load} />;
}

function ProfileSection({ details }: { details: InterviewDetails }) {
    const { candidate } = details.userApplication;
    const rows: DefinitionRow[] = [
        ['ats.applicants.email', emailLink(candidate.email)],
        ['ats.applicants.phone', phoneLink(candidate.phone)],
        ['ats.applicants.current_title', candidate.current_title],
        ['ats.applicants.experience_years', candidate.experience_years],
        ['ats.applicants.city', candidate.city],
        ['ats.applicants.stage', details.userApplication.stage],
    ];
    return (
        <DetailSection title="ats.applicants.profile">
            <DefinitionList rows={rows} />
            {candidate.skills.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    {candidate.skills.map(skill => (
                        <Chip key={skill} size="small" label={skill} />
                    ))}
                </Stack>
            )}
        </DetailSection>
    );
}

function OtherRounds({ details }: { details: InterviewDetails }) {
    const translate = useTranslate();
    const zone = details.interview.time_zone;
    return (
        <DetailSection title="ats.interviewer.rounds">
            {details.other_rounds.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.interviewer.no_rounds')}
                </Typography>
            ) : (
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {details.other_rounds.map(round => (
                        <Box component="li" key={round.interview_id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {round.round}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {formatInZone(round.starts_at, zone, { dateStyle: 'medium' })}
                                {round.interviewers.length > 0 ? ` · ${round.interviewers.join(', ')}` : ''}
                            </Typography>
                            <RoundOutcome round={round} />
                        </Box>
                    ))}
                </Stack>
            )}
        </DetailSection>
    );
}

const RESULTS = ['PASS', 'FAIL', 'WAITLIST', 'NOT_APPEARED'] as const;
function isResult(value: string | null): value is (typeof RESULTS)[number] {
    return (RESULTS as readonly (string | null)[]).includes(value);
}
function isProfileStatus(value: string | null): value is ProfileStatus {
    return (PROFILE_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * Where another round stands: its result, or a profile review's decision (named as a review:
 * "Technical · Completed" hid that the profile had been rejected), else its status.
 */
function RoundOutcome({ round }: { round: InterviewDetails['other_rounds'][number] }) {
    const translate = useTranslate();
    if (isResult(round.result)) return <ResultBadge result={round.result} />;
    if (round.type === 'PROFILE_REVIEW' && isProfileStatus(round.profile_status) && round.status !== 'CANCELLED') {
        return (
            <>
                <Chip size="small" label={translate('ats.interviews.types.PROFILE_REVIEW')} />
                <ProfileStatusChip status={round.profile_status} />
            </>
        );
    }
    return <Chip size="small" variant="outlined" label={translate(`ats.interviews.statuses.${round.status}`, { _: round.status })} />;
}

function FeedbackPanel({ details, onQuestionsChanged }: { details: InterviewDetails; onQuestionsChanged: (questions: InterviewDetails['interview']['questions']) => void }) {
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const translate = useTranslate();
    const toast = useToast();
    const navigate = useNavigate();
    const { interview } = details;
    const submitted = Boolean(details.my_feedback?.submitted_at);
    return (
        <FeedbackForm
            // Another interview starts a fresh form; a replaced question keeps the other ratings.
            key={interview.id}
            interviewId={interview.id}
            questions={interview.questions}
            saved={details.my_feedback}
            onSend={async body => {
                const answer = await dataProvider.updateFeedback(body);
                if (body.recommendation) {
                    navigate('/interviewer-feedback/success');
                } else {
                    toast.success(answer.message ?? translate('ats.interviewer.draft_saved'));
                }
            }}
            onReplaceQuestion={
                submitted
                    ? undefined
                    : async questionId => {
                          try {
                              const updated = await dataProvider.regenerateQuestion(interview.id, questionId);
                              onQuestionsChanged(updated.questions);
                          } catch (error) {
                              toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
                          }
                      }
            }
        />
    );
}
