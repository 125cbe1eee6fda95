/**
 * /interviewer/profile: the signed-in interviewer's own profile
 * (get-interviewer-detail/{id}) and its edit (edit-interviewer: only the
 * changed fields, with the version read). The picture follows SPEC.md's
 * profile-image rule (dataProvider/images.ts): a bare file name is in the
 * workspace's image storage, an https link is used as it is. An uploaded
 * image (interviewer/profile-image) is stored there and its name becomes the
 * stored value at once; the other fields being edited stay as typed.
 */
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { CONTACT_PHONE_PATTERN, isProfileImage, type FieldErrors } from '../../config/contracts/common';
import type { EditInterviewerBody, InterviewerProfile, InterviewsDataProvider } from '../../dataProvider/interviews';
import { typedProfileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { ProfileImageUpload } from '../../ui/ProfileImageUpload';
import { useProfileEditor } from '../../ui/useProfileEditor';
import { CalibrationCard } from '../../ui/CalibrationCard';
import { BusyButton } from '../../ui/BusyButton';

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

const CONTACT_PHONE = new RegExp(CONTACT_PHONE_PATTERN);

function profileErrors(values: ProfileValues, before: ProfileValues, translate: (key: string) => string): FieldErrors {
    const errors: FieldErrors = {};
    if (!values.first_name.trim()) errors.first_name = translate('ats.interviews.required');
    if (values.phone.trim() && !CONTACT_PHONE.test(values.phone.trim())) errors.phone = translate('ats.interviewer.phone_invalid');
    const years = values.experience_years.trim();
    if (years && !(/^\d+$/.test(years) && Number(years) <= 40)) errors.experience_years = translate('ats.interviewer.experience_invalid');
    if (values.profile_image !== before.profile_image && !isProfileImage(values.profile_image)) errors.profile_image = translate('ats.interviewer.profile_image_invalid');
    return errors;
}

export default function InterviewerProfilePage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const editor = useProfileEditor({
        load: () => dataProvider.getInterviewerDetail(session.getUser()?.id ?? ''),
        valuesOf,
        validate: (values, before) => profileErrors(values, valuesOf(before), translate),
        save: (before, values) => dataProvider.editInterviewer(profileChanges(valuesOf(before), values, before.version)),
        imagePath: 'interviewer/profile-image',
    });
    const { profile, values, errors, failure, saving, progress } = editor;

    if (!profile || !values) return failure ? <Alert severity="error">{failure}</Alert> : <RowSkeletons label="ats.interviews.loading" count={6} />;

    const image = typedProfileImageUrl(values.profile_image, profile.profile_image);
    return (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <PageHeader title={translate('ats.interviewer.profile_title')} />
            <Card variant="outlined">
                <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                        <Avatar src={image ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
                            {profile.first_name.charAt(0).toUpperCase()}
                        </Avatar>
                        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
                            {profile.email} · {translate(`ats.roles.${profile.role_name}`, { _: profile.role_name })}
                        </Typography>
                    </Stack>
                    <ProfileImageUpload label="ats.interviewer.upload_image" hint="ats.interviewer.upload_image_hint" progress={progress} onFile={file => void editor.uploadImage(file)} />
                    <Stack
                        component="form"
                        ref={editor.formRef}
                        noValidate
                        spacing={2}
                        onSubmit={event => {
                            event.preventDefault();
                            void editor.submit();
                        }}
                    >
                        {fields.map(field => (
                            <TextField
                                key={field}
                                label={translate(`ats.interviewer.${field}`)}
                                required={field === 'first_name'}
                                value={values[field]}
                                onChange={event => editor.set(field, event.target.value)}
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
                        <BusyButton type="submit" variant="contained" busy={saving} sx={{ alignSelf: 'flex-start' }}>
                            {translate('ats.interviewer.save_profile')}
                        </BusyButton>
                    </Stack>
                </CardContent>
            </Card>
            <CalibrationCard calibration={profile.calibration} />
        </Stack>
    );
}
