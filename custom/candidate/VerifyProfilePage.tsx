/**
 * /candidate/verify-profile?status=&id=: the link a recruiter sends so a
 * candidate confirms the details the workspace holds (SPEC.md section 7,
 * verify-profile with status and id; `id` is the candidate record's id, or
 * the account's). The
 * page shows those details and asks: opening a link never changes anything
 * by itself (mail scanners open links), the candidate's click does. The
 * link's status only decides which answer is offered first.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { PROFILE_VERIFICATION_STATUSES, type ProfileVerificationStatus } from '../../config/contracts/candidatePortal';
import type { CandidatePortalDataProvider, CandidateProfile } from '../../dataProvider/candidatePortal';
import { session } from '../../dataProvider/session';
import { BusyButton } from '../../ui/BusyButton';
import { DefinitionList } from '../../ui/DefinitionList';
import { errorMessage } from '../../ui/errors';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useFocusAfterRender } from '../../ui/useFocusAfterRender';
import { formatDay } from './format';

function statusOf(value: string | null): ProfileVerificationStatus | null {
    return PROFILE_VERIFICATION_STATUSES.find(status => status === value?.toUpperCase()) ?? null;
}

export default function VerifyProfilePage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [params] = useSearchParams();
    const linkId = params.get('id');
    const linkStatus = statusOf(params.get('status'));
    const [profile, setProfile] = useState<CandidateProfile | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    // The answer being sent: its button keeps the focus meanwhile (ui/BusyButton.tsx), the other is disabled.
    const [sending, setSending] = useState<ProfileVerificationStatus | null>(null);
    const [done, setDone] = useState<string | null>(null);
    // The answer given is then disabled, under the focus: the status saying it was recorded takes it.
    const outcome = useRef<HTMLDivElement>(null);
    const focusStatus = useFocusAfterRender(() => outcome.current);

    useEffect(() => {
        const me = session.getUser();
        if (!me) return;
        dataProvider.candidateProfile(me.id).then(setProfile, (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))));
    }, [dataProvider, translate]);

    if (!profile) return failure ? <Alert severity="error">{failure}</Alert> : <RowSkeletons label="ats.candidate.loading" count={6} />;

    // A link for someone else's record: say so rather than answer for them (the server refuses it too).
    const foreign = linkId !== null && linkId !== profile.candidate_id && linkId !== profile.id;
    const answer = async (status: ProfileVerificationStatus) => {
        setSending(status);
        setFailure(null);
        try {
            const result = await dataProvider.verifyProfile(status, linkId ?? profile.candidate_id);
            setProfile({ ...profile, profile_verification: result.data.profile_verification, profile_verified_at: result.data.profile_verified_at });
            // The page's own words: the server's message is English whatever the page's language.
            setDone(translate(status === 'CONFIRMED' ? 'ats.candidate.verified_thanks' : 'ats.candidate.disputed_thanks'));
            focusStatus();
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setSending(null);
        }
    };
    const rows = [
        ['ats.candidate.fields.name', [profile.first_name, profile.last_name].filter(Boolean).join(' ')],
        ['ats.candidate.fields.email', profile.email],
        ['ats.candidate.fields.phone', profile.phone],
        ['ats.candidate.fields.experience_years', profile.experience_years],
        ['ats.candidate.fields.city', profile.city],
        ['ats.candidate.fields.current_title', profile.current_title],
        ['ats.candidate.fields.skills', profile.skills.join(', ')],
        ['ats.candidate.fields.education', profile.education.join('; ')],
        ['ats.candidate.cv', profile.resume?.name ?? null],
    ] as const;
    const first: ProfileVerificationStatus = linkStatus ?? 'CONFIRMED';
    const order: ProfileVerificationStatus[] = first === 'CONFIRMED' ? ['CONFIRMED', 'DISPUTED'] : ['DISPUTED', 'CONFIRMED'];
    // Once something is said to be wrong, correcting it is what is left to do; the answer given
    // cannot be sent again, the other one can (a change of mind replaces it).
    const disputed = profile.profile_verification === 'DISPUTED';

    return (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <PageHeader title={translate('ats.candidate.verify_title')} />
            <Typography variant="body2">{translate('ats.candidate.verify_text')}</Typography>
            <Card variant="outlined">
                <CardContent>
                    <DefinitionList rows={rows} spacious />
                </CardContent>
            </Card>
            {profile.profile_verification && (
                <Alert severity={profile.profile_verification === 'CONFIRMED' ? 'success' : 'info'} role="status" data-testid="verification-status" ref={outcome} tabIndex={-1}>
                    {done ?? translate(`ats.candidate.verification.${profile.profile_verification}`, { date: formatDay(profile.profile_verified_at) })}
                </Alert>
            )}
            {foreign ? (
                <Alert severity="warning">{translate('ats.candidate.verify_foreign')}</Alert>
            ) : (
                <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                    {order.map((status, index) => (
                        <BusyButton
                            key={status}
                            variant={index === 0 && !disputed ? 'contained' : 'outlined'}
                            busy={sending === status}
                            disabled={(sending !== null && sending !== status) || profile.profile_verification === status}
                            onClick={() => void answer(status)}
                        >
                            {translate(status === 'CONFIRMED' ? 'ats.candidate.verify_confirm' : 'ats.candidate.verify_dispute')}
                        </BusyButton>
                    ))}
                    <Button component={RouterLink} to="/candidate/profile" variant={disputed ? 'contained' : 'text'}>
                        {translate('ats.candidate.verify_edit')}
                    </Button>
                </Stack>
            )}
            {failure && (
                <Alert severity="error" role="alert">
                    {failure}
                </Alert>
            )}
        </Stack>
    );
}
