/**
 * /candidate/profile: the signed-in candidate's profile
 * (candidate/get-user-profile/{own user id}) and its edit
 * (candidate/update-profile: only the changed fields, with the version read;
 * 'Profile updated successfully!'). Replacing the CV uploads it
 * (candidate/upload-candidate-cv) with SPEC.md section 4's progress; the
 * server makes it the profile's CV at once, and the details read from it are
 * offered for review: they fill the form only when the candidate asks, and
 * are saved like any edit.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../config/contracts/common';
import { EXPERIENCE } from '../../config/contracts/jobs';
import { candidatePaths, type CandidatePortalDataProvider, type CandidateProfile, type UploadCvAnswer } from '../../dataProvider/candidatePortal';
import { session } from '../../dataProvider/session';
import { useUpload } from '../../dataProvider/upload';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { OwnWhatsAppOptInCard } from '../whatsapp/WhatsAppOptIn';
import { formatDay } from './format';
import { CityInput } from '../cities/CityInput';
import { profileChanges, profileErrors, profileFields, profileValues, withParsedCv, type ProfileValues } from './profileForm';
import { BusyButton, FileButton } from '../../ui/BusyButton';

const CV_TYPES = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export default function CandidateProfilePage() {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [profile, setProfile] = useState<CandidateProfile | null>(null);
    const [values, setValues] = useState<ProfileValues | null>(null);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const [cv, setCv] = useState<UploadCvAnswer | null>(null);
    const [cvError, setCvError] = useState<string | null>(null);
    const { progress, upload } = useUpload();
    const formRef = useRef<HTMLFormElement>(null);
    const focusFirstInvalid = useFocusFirstInvalid(formRef);
    const [reads, setReads] = useState(0);

    useEffect(() => {
        const me = session.getUser();
        if (!me) return;
        setFailure(null);
        dataProvider.candidateProfile(me.id).then(
            loaded => {
                setProfile(loaded);
                setValues(profileValues(loaded));
            },
            (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
    }, [dataProvider, translate, reads]);

    // A failed read offers Try again rather than leaving a reload as the only way.
    if (!profile || !values) return failure ? <LoadFailure message={failure} onRetry={() => setReads(count => count + 1)} /> : <RowSkeletons label="ats.candidate.loading" count={6} />;

    const change = (field: keyof ProfileValues, value: string) => {
        setValues({ ...values, [field]: value });
        setErrors(({ [field]: _gone, ...rest }) => rest);
    };
    const set = (field: keyof ProfileValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value);
    const save = async () => {
        const before = profileValues(profile);
        const found = profileErrors(values, before, {
            required: translate('ats.candidate.required'),
            phone: translate('ats.candidate.phone_invalid'),
            experience: translate('ats.candidate.experience_invalid', { min: EXPERIENCE.min, max: EXPERIENCE.max }),
            tooLong: translate('ats.candidate.too_long'),
        });
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) {
            focusFirstInvalid();
            return;
        }
        setSaving(true);
        try {
            const answer = await dataProvider.updateCandidateProfile(profileChanges(before, values, profile.version));
            setProfile(answer.data);
            setValues(profileValues(answer.data));
            setCv(null);
            // The bar shows the name from the session cookie.
            session.keepAccount(answer.data);
            toast.success(answer.message ?? 'ats.success.profile_updated');
        } catch (error) {
            const fieldErrors = fieldErrorsOf(error);
            if (Object.keys(fieldErrors).length > 0) {
                setErrors(fieldErrors);
                focusFirstInvalid();
            }
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setSaving(false);
        }
    };
    const onCv = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setCvError(null);
        const form = new FormData();
        form.append('file', file);
        try {
            const { json } = await upload<{ message?: string; data: UploadCvAnswer }>(candidatePaths.uploadCv, form);
            setCv(json.data);
            toast.success(json.message ?? 'ats.candidate.cv_uploaded');
            // The upload made it the profile's CV and moved the version: read both, keep what is being typed.
            const me = session.getUser();
            if (me) setProfile(await dataProvider.candidateProfile(me.id));
        } catch (error) {
            const message = fieldErrorsOf(error).file ?? errorMessage(error, translate('ats.errors.try_later_bang'));
            // Said once, beside the button (an alert a screen reader announces), not again as a toast.
            setCvError(message);
        }
    };
    const uploading = progress > 0 && progress < 100;

    return (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <PageHeader title={translate('ats.candidate.profile_title')} />
            <Card variant="outlined" component="section" aria-labelledby="candidate-cv-heading">
                <CardContent>
                    <Typography variant="h6" component="h2" id="candidate-cv-heading" gutterBottom>
                        {translate('ats.candidate.cv')}
                    </Typography>
                    <Typography variant="body2" data-testid="current-cv">
                        {profile.resume ? translate('ats.candidate.cv_current', { name: profile.resume.name, date: formatDay(profile.resume.uploaded_at) }) : translate('ats.candidate.cv_none')}
                    </Typography>
                    <Stack spacing={1} sx={{ mt: 1.5, maxWidth: 420 }}>
                        <FileButton variant="outlined" busy={uploading} sx={{ alignSelf: 'flex-start' }}>
                            {translate(profile.resume ? 'ats.candidate.replace_cv' : 'ats.candidate.upload_cv')}
                            <input hidden type="file" accept={CV_TYPES} onChange={onCv} />
                        </FileButton>
                        <Typography variant="caption" color="text.secondary">
                            {translate('ats.candidate.cv_hint')}
                        </Typography>
                        <UploadProgress value={progress} />
                        {cvError && (
                            <Alert severity="error" role="alert">
                                {cvError}
                            </Alert>
                        )}
                        {cv && (
                            // The button under the sentence, not in the alert's action slot: in this 420 px
                            // column (less on a phone) the slot squeezed both into narrow columns, the
                            // button's three words one to a line.
                            <Alert severity="info">
                                {translate('ats.candidate.cv_pending', { name: cv.file_name })}
                                <Button color="inherit" size="small" onClick={() => setValues(withParsedCv(values, cv.parsed))} sx={{ display: 'flex', width: 'fit-content', mt: 1, ml: -0.625 }}>
                                    {translate('ats.candidate.use_cv_details')}
                                </Button>
                            </Alert>
                        )}
                    </Stack>
                </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="candidate-details-heading">
                <CardContent>
                    <Typography variant="h6" component="h2" id="candidate-details-heading">
                        {translate('ats.candidate.details')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {profile.email}
                    </Typography>
                    <Stack
                        component="form"
                        ref={formRef}
                        noValidate
                        spacing={2}
                        aria-labelledby="candidate-details-heading"
                        onSubmit={event => {
                            event.preventDefault();
                            void save();
                        }}
                    >
                        {profileFields.map(field =>
                            field === 'city' ? (
                                <CityInput key={field} label="ats.candidate.fields.city" value={values.city} onChange={city => change('city', city)} error={errors.city || undefined} />
                            ) : (
                            <TextField
                                key={field}
                                name={field}
                                label={translate(`ats.candidate.fields.${field}`)}
                                required={field === 'first_name'}
                                value={values[field]}
                                onChange={set(field)}
                                error={Boolean(errors[field])}
                                helperText={errors[field] || (field === 'skills' ? translate('ats.candidate.skills_hint') : field === 'education' ? translate('ats.candidate.education_hint') : undefined)}
                                type={field === 'experience_years' ? 'number' : field === 'phone' ? 'tel' : 'text'}
                                multiline={field === 'education'}
                                minRows={field === 'education' ? 2 : undefined}
                                slotProps={{ htmlInput: field === 'experience_years' ? { min: EXPERIENCE.min, max: EXPERIENCE.max, step: 1 } : { maxLength: field === 'education' ? 3000 : field === 'skills' ? 2000 : 160 } }}
                            />
                            ),
                        )}
                        {failure && (
                            <Alert severity="error" role="alert">
                                {failure}
                            </Alert>
                        )}
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                            <BusyButton type="submit" variant="contained" busy={saving} disabled={uploading}>
                                {translate('ats.candidate.save_profile')}
                            </BusyButton>
                            <Button component={RouterLink} to="/candidate/change-password">
                                {translate('ats.bar.change_password')}
                            </Button>
                        </Stack>
                    </Stack>
                </CardContent>
            </Card>
            <OwnWhatsAppOptInCard />
        </Stack>
    );
}
