/**
 * /interviewer/profile: the signed-in interviewer's own profile
 * (get-interviewer-detail/{id}) and its edit (edit-interviewer: only the
 * changed fields, with the version read). The picture follows SPEC.md's
 * profile-image rule (dataProvider/images.ts): a bare file name is in the
 * workspace's image storage, an https link is used as it is. An uploaded
 * image (interviewer/profile-image) is stored there and its name becomes the
 * stored value at once; the other fields being edited stay as typed.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../config/contracts/common';
import type { EditInterviewerBody, InterviewerProfile, InterviewsDataProvider } from '../../dataProvider/interviews';
import { profileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { useUpload } from '../../dataProvider/upload';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { CalibrationCard } from '../../ui/CalibrationCard';

interface ProfileValues {
    first_name: string;
    last_name: string;
    phone: string;
    designation: string;
    expertise: string;
    experience_years: string;
    profile_image: string;
}

const fields: (keyof ProfileValues)[] = ['first_name', 'last_name', 'phone', 'designation', 'expertise', 'experience_years', 'profile_image'];

function valuesOf(profile: InterviewerProfile): ProfileValues {
    return {
        first_name: profile.first_name,
        last_name: profile.last_name ?? '',
        phone: profile.phone ?? '',
        designation: profile.designation ?? '',
        expertise: profile.expertise.join(', '),
        experience_years: profile.experience_years === null ? '' : String(profile.experience_years),
        profile_image: profile.profile_image ?? '',
    };
}

/** The edit body: only what changed, empty text as null. */
export function profileChanges(before: ProfileValues, after: ProfileValues, version: number): EditInterviewerBody {
    const body: EditInterviewerBody = { version };
    const text = (value: string) => value.trim() || null;
    if (after.first_name.trim() !== before.first_name) body.first_name = after.first_name.trim();
    if (after.last_name !== before.last_name) body.last_name = text(after.last_name);
    if (after.phone !== before.phone) body.phone = text(after.phone);
    if (after.designation !== before.designation) body.designation = text(after.designation);
    if (after.profile_image !== before.profile_image) body.profile_image = text(after.profile_image);
    if (after.experience_years !== before.experience_years) body.experience_years = after.experience_years.trim() === '' ? null : Number(after.experience_years);
    if (after.expertise !== before.expertise) body.expertise = [...new Set(after.expertise.split(',').map(item => item.trim()).filter(Boolean))];
    return body;
}

function profileErrors(values: ProfileValues, translate: (key: string) => string): FieldErrors {
    const errors: FieldErrors = {};
    if (!values.first_name.trim()) errors.first_name = translate('ats.interviews.required');
    if (values.phone.trim() && !/^\+?[0-9 ()-]{7,20}$/.test(values.phone.trim())) errors.phone = translate('ats.interviewer.phone_invalid');
    const years = values.experience_years.trim();
    if (years && !(/^\d+$/.test(years) && Number(years) <= 40)) errors.experience_years = translate('ats.interviewer.experience_invalid');
    return errors;
}

export default function InterviewerProfilePage() {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [profile, setProfile] = useState<InterviewerProfile | null>(null);
    const [values, setValues] = useState<ProfileValues | null>(null);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const { progress, upload } = useUpload();

    useEffect(() => {
        const me = session.getUser();
        if (!me) return;
        dataProvider.getInterviewerDetail(me.id).then(
            loaded => {
                setProfile(loaded);
                setValues(valuesOf(loaded));
            },
            (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
    }, [dataProvider, translate]);

    if (!profile || !values) return failure ? <Alert severity="error">{failure}</Alert> : <CircularProgress aria-label={translate('ats.interviews.loading')} />;

    const set = (field: keyof ProfileValues) => (event: ChangeEvent<HTMLInputElement>) => {
        setValues({ ...values, [field]: event.target.value });
        setErrors(({ [field]: _gone, ...rest }) => rest);
    };
    const save = async () => {
        const found = profileErrors(values, translate);
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) return;
        setSaving(true);
        try {
            const answer = await dataProvider.editInterviewer(profileChanges(valuesOf(profile), values, profile.version));
            setProfile(answer.profile);
            setValues(valuesOf(answer.profile));
            // The bar shows the name from the session cookie.
            const user = session.getUser();
            if (user) session.setUser({ ...user, first_name: answer.profile.first_name, last_name: answer.profile.last_name });
            toast.success(answer.message ?? 'ats.success.profile_updated');
        } catch (error) {
            const body = (error as { body?: { errors?: FieldErrors } } | null)?.body;
            if (body?.errors) setErrors(body.errors);
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setSaving(false);
        }
    };
    const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        const form = new FormData();
        form.append('file', file);
        setErrors(({ profile_image: _gone, ...rest }) => rest);
        try {
            const { json } = await upload<{ message?: string; data: InterviewerProfile }>('interviewer/profile-image', form);
            // The upload bumped the account's version: later saves send the new one; unsaved edits of other fields stay.
            setProfile(json.data);
            setValues(current => (current ? { ...current, profile_image: json.data.profile_image ?? '' } : valuesOf(json.data)));
            toast.success(json.message ?? 'ats.success.profile_updated');
        } catch (error) {
            const message = errorMessage(error, translate('ats.errors.try_later_bang'));
            const fileError = (error as { body?: { errors?: FieldErrors } } | null)?.body?.errors?.file;
            setErrors(current => ({ ...current, profile_image: fileError ?? message }));
            toast.error(message);
        }
    };
    const uploading = progress > 0 && progress < 100;
    const image = profileImageUrl(values.profile_image.trim());
    return (
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
            <Card variant="outlined">
                <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                        <Avatar src={image ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
                            {profile.first_name.charAt(0).toUpperCase()}
                        </Avatar>
                        <div>
                            <Typography variant="h5" component="h1">
                                {translate('ats.interviewer.profile_title')}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {profile.email} · {translate(`ats.roles.${profile.role_name}`, { _: profile.role_name })}
                            </Typography>
                        </div>
                    </Stack>
                    <Stack spacing={1} sx={{ mb: 2, maxWidth: 360 }}>
                        <Button component="label" variant="outlined" disabled={uploading} sx={{ alignSelf: 'flex-start' }}>
                            {translate('ats.interviewer.upload_image')}
                            <input hidden type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={onImage} />
                        </Button>
                        <Typography variant="caption" color="text.secondary">
                            {translate('ats.interviewer.upload_image_hint')}
                        </Typography>
                        <UploadProgress value={progress} />
                    </Stack>
                    <Stack
                        component="form"
                        noValidate
                        spacing={2}
                        onSubmit={event => {
                            event.preventDefault();
                            void save();
                        }}
                    >
                        {fields.map(field => (
                            <TextField
                                key={field}
                                label={translate(`ats.interviewer.${field}`)}
                                required={field === 'first_name'}
                                value={values[field]}
                                onChange={set(field)}
                                error={Boolean(errors[field])}
                                helperText={errors[field] || (field === 'expertise' ? translate('ats.interviewer.expertise_hint') : field === 'profile_image' ? translate('ats.interviewer.profile_image_hint') : undefined)}
                                type={field === 'experience_years' ? 'number' : field === 'phone' ? 'tel' : 'text'}
                                slotProps={{ htmlInput: field === 'experience_years' ? { min: 0, max: 40 } : { maxLength: field === 'profile_image' ? 500 : 120 } }}
                            />
                        ))}
                        {failure && (
                            <Alert severity="error" role="alert">
                                {failure}
                            </Alert>
                        )}
                        <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
                            {translate('ats.interviewer.save_profile')}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
            <CalibrationCard calibration={profile.calibration} />
        </Stack>
    );
}
