/**
 * The application detail beside the board: profile, resume compatibility
 * (score and reasons), resume preview, screening answers, stage history, the
 * timeline and notes.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApplicationDetail, Compatibility, JobsDataProvider, TimelineEvent } from '../../dataProvider/jobs';
import { errorMessage } from '../../ui/errors';
import { ConsentSection, DetailSection, HistoryList, MessagesSection, NotesSection, TimelineList } from './DetailSections';
import { ResumePreview } from './ResumePreview';
import { ApplicationInterviews } from '../interviews/ApplicationInterviews';
import { ApplicationOffers } from '../offers/ApplicationOffers';
import { DefinitionList, type DefinitionRow } from '../../ui/DefinitionList';
import { emailLink, phoneLink } from '../../ui/ContactLinks';
import { AttributionSection } from './AttributionSection';
import { sourceWords } from './sourceWords';
import { WhatsAppOptInSection } from '../whatsapp/WhatsAppOptIn';

export interface ApplicationDetailDrawerProps {
    applicationId: string;
    onClose: () => void;
    /** An interview or an offer changed here: the card may show another result or stand in another stage (a sent offer moves it). */
    onCardChanged?: () => void;
}

interface Loaded {
    detail: ApplicationDetail;
    timeline: TimelineEvent[];
    compatibility: Compatibility | null;
}

function useApplicationDetail(applicationId: string) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const translate = useTranslate();
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const load = useCallback(async () => {
        try {
            const [detail, timeline] = await Promise.all([dataProvider.applicationDetail(applicationId), dataProvider.getTimeline(applicationId)]);
            const compatibility = detail.compatibility ?? (await dataProvider.resumeCompatibility(applicationId).catch(() => null));
            setLoaded({ detail, timeline, compatibility });
            setFailure(null);
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    }, [dataProvider, applicationId, translate]);
    useEffect(() => {
        setLoaded(null);
        void load();
    }, [load]);
    return { loaded, failure, reload: load };
}

export function ApplicationDetailDrawer({ applicationId, onClose, onCardChanged }: ApplicationDetailDrawerProps) {
    const translate = useTranslate();
    const { loaded, failure, reload } = useApplicationDetail(applicationId);
    const reloadWithCard = useCallback(() => {
        void reload();
        onCardChanged?.();
    }, [reload, onCardChanged]);
    return (
        <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', md: 560 } }, role: 'dialog', 'aria-label': translate('ats.applicants.detail') } }}>
            <Stack direction="row" sx={{ alignItems: 'center', p: 2, pb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                    {loaded ? [loaded.detail.candidate.first_name, loaded.detail.candidate.last_name].filter(Boolean).join(' ') : translate('ats.applicants.detail')}
                </Typography>
                <IconButton onClick={onClose} aria-label={translate('ats.resources.close')}>
                    <Close />
                </IconButton>
            </Stack>
            <Divider />
            <Box sx={{ p: 2, overflowY: 'auto' }}>
                {failure && <Alert severity="error">{failure}</Alert>}
                {!loaded && !failure && <CircularProgress aria-label={translate('ats.board.loading')} />}
                {loaded && <DetailBody loaded={loaded} applicationId={applicationId} onNoteAdded={reload} onCardChanged={reloadWithCard} />}
            </Box>
        </Drawer>
    );
}

interface DetailBodyProps {
    loaded: Loaded;
    applicationId: string;
    /** Reloads the drawer (its timeline records the change). */
    onNoteAdded: () => void;
    /** Reloads the drawer and tells the board. */
    onCardChanged: () => void;
}

function DetailBody({ loaded, applicationId, onNoteAdded, onCardChanged }: DetailBodyProps) {
    const translate = useTranslate();
    const { detail, timeline, compatibility } = loaded;
    const { candidate } = detail;
    const rows: DefinitionRow[] = [
        ['ats.applicants.email', emailLink(candidate.email)],
        ['ats.applicants.phone', phoneLink(candidate.phone)],
        ['ats.applicants.current_title', candidate.current_title],
        ['ats.applicants.experience_years', candidate.experience_years],
        ['ats.applicants.city', candidate.city],
        ['ats.applicants.source', sourceWords(translate, detail.application.source ?? candidate.source)],
        ['ats.applicants.stage', detail.stage?.name ?? null],
        ['ats.applicants.job', detail.job?.title ?? null],
    ];
    return (
        <Stack spacing={3}>
            <DetailSection title="ats.applicants.profile">
                <DefinitionList rows={rows} />
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    {candidate.city_unmatched && <Chip size="small" variant="outlined" color="warning" label={translate('ats.cities.unmatched_chip')} title={candidate.city ?? undefined} />}
                    {(candidate.skills ?? []).map(skill => (
                        <Chip key={skill} size="small" label={skill} />
                    ))}
                </Stack>
            </DetailSection>
            <AttributionSection attribution={detail.attribution} />
            <ConsentSection consent={detail.consent} />
            <DetailSection title="ats.whatsapp.section">
                <WhatsAppOptInSection applicationId={applicationId} />
            </DetailSection>
            {detail.job && (
                // Scheduling from here, and the application's interviews with their results; a change reloads the timeline.
                <ApplicationInterviews
                    applicationId={applicationId}
                    jobId={detail.job.id}
                    jobTitle={detail.job.title}
                    candidateName={[candidate.first_name, candidate.last_name].filter(Boolean).join(' ')}
                    onChanged={onCardChanged}
                />
            )}
            <ApplicationOffers
                applicationId={applicationId}
                label={[[candidate.first_name, candidate.last_name].filter(Boolean).join(' '), detail.job?.title].filter(Boolean).join(' · ')}
                onChanged={onCardChanged}
            />
            <CompatibilitySection compatibility={compatibility} />
            <DetailSection title="ats.applicants.resume">
                <ResumePreview resume={detail.resume} />
            </DetailSection>
            <DetailSection title="ats.applicants.screening_answers">
                {detail.screening_answers.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('ats.applicants.no_screening_answers')}
                    </Typography>
                ) : (
                    detail.screening_answers.map((answer, index) => (
                        <Box key={index} sx={{ mb: 1 }}>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {answer.question}
                            </Typography>
                            <Typography variant="body2">{answer.answer}</Typography>
                        </Box>
                    ))
                )}
            </DetailSection>
            <DetailSection title="ats.applicants.stage_history">
                <HistoryList history={detail.history} />
            </DetailSection>
            <DetailSection title="ats.applicants.timeline">
                <TimelineList events={timeline} />
            </DetailSection>
            <NotesSection applicationId={applicationId} notes={detail.notes} onAdded={onNoteAdded} />
            <MessagesSection applicationId={applicationId} />
        </Stack>
    );
}

function CompatibilitySection({ compatibility }: { compatibility: Compatibility | null }) {
    const translate = useTranslate();
    if (!compatibility) return null;
    return (
        <DetailSection title="ats.applicants.compatibility">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box sx={{ flexGrow: 1 }}>
                    <LinearProgress variant="determinate" value={compatibility.score} aria-label={translate('ats.applicants.compatibility')} />
                </Box>
                {/* Large, but a figure, not a heading (an h6 under the section's h3 was axe's heading-order). */}
                <Typography variant="h6" component="p" data-testid="compatibility-score">{`${compatibility.score}%`}</Typography>
            </Stack>
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
                {compatibility.reasons.map(reason => (
                    <Typography component="li" variant="body2" key={reason}>
                        {reason}
                    </Typography>
                ))}
            </Box>
        </DetailSection>
    );
}
