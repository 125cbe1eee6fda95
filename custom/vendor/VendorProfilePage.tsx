/**
 * /vendors/profile: the signed-in vendor's profile (GET vendor/profile) and
 * its edit (PUT vendor/profile: only the changed fields, with the version
 * read; 'Profile updated successfully!'): the account's first_name and
 * profile_image, and the vendor company's details. The picture follows
 * SPEC.md's profile-image rule (dataProvider/images.ts): a bare file name is
 * in the workspace's image storage, an https link is used as it is; an
 * uploaded image (vendor/profile-image) becomes the stored value at once. The
 * password changes on /vendors/change-password.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { typedProfileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import type { VendorPortalDataProvider, VendorProfile } from '../../dataProvider/vendorPortal';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { vendorProfileChanges, vendorProfileErrors, vendorProfileFields, vendorProfileValues, type VendorProfileValues } from './profileForm';
import { BusyButton } from '../../ui/BusyButton';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

function ProfileForm({ initial }: { initial: VendorProfile }) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const [profile, setProfile] = useState(initial);
    const [values, setValues] = useState<VendorProfileValues>(() => vendorProfileValues(initial));
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const [progress, setProgress] = useState(0);
    // The picture's upload, from the file's choice to the answer (the bar starts a moment later).
    const [sendingImage, setSendingImage] = useState(false);
    const formRef = useRef<HTMLFormElement>(null);
    const focusFirstInvalid = useFocusFirstInvalid(formRef);

    const set = (field: keyof VendorProfileValues) => (event: ChangeEvent<HTMLInputElement>) => {
        setValues(current => ({ ...current, [field]: event.target.value }));
        setErrors(({ [field]: _gone, ...rest }) => rest);
    };
    const save = async () => {
        const found = vendorProfileErrors(values, vendorProfileValues(profile));
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) {
            focusFirstInvalid();
            return;
        }
        setSaving(true);
        try {
            const answer = await dataProvider.updateVendorProfile(vendorProfileChanges(vendorProfileValues(profile), values, profile.version));
            setProfile(answer.data);
            setValues(vendorProfileValues(answer.data));
            session.keepAccount(answer.data);
            toast.success(answer.message ?? 'ats.success.profile_updated');
        } catch (error) {
            const refused = fieldErrorsOf(error);
            setErrors(refused);
            if (Object.keys(refused).length > 0) focusFirstInvalid();
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setSaving(false);
        }
    };
    const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setErrors(({ profile_image: _gone, ...rest }) => rest);
        setSendingImage(true);
        try {
            const answer = await dataProvider.vendorProfileImage(file, setProgress);
            // The upload moved the version: later saves send the new one; unsaved edits of other fields stay.
            setProfile(answer.data);
            setValues(current => ({ ...current, profile_image: answer.data.profile_image ?? '' }));
            session.keepAccount(answer.data);
            toast.success(answer.message ?? 'ats.success.profile_updated');
        } catch (error) {
            const message = errorMessage(error, translate('ats.errors.try_later_bang'));
            setErrors(current => ({ ...current, profile_image: fieldErrorsOf(error).file ?? message }));
        } finally {
            setSendingImage(false);
        }
    };
    const uploading = sendingImage || (progress > 0 && progress < 100);
    const image = typedProfileImageUrl(values.profile_image, profile.profile_image);
    const shown = (message: string | undefined) => (message ? translate(message, { _: message }) : undefined);

    return (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <PageHeader title={translate('ats.vendor.profile_title')} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={image ?? undefined} alt="" sx={{ width: 64, height: 64 }} data-testid="vendor-avatar">
                    {profile.first_name.charAt(0).toUpperCase()}
                </Avatar>
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
                    {profile.email}
                </Typography>
            </Stack>
            <Card variant="outlined" component="section" aria-labelledby="vendor-image-heading">
                <CardContent>
                    <Typography id="vendor-image-heading" variant="h6" component="h2" gutterBottom>
                        {translate('ats.vendor.profile_image')}
                    </Typography>
                    <Stack spacing={1} sx={{ maxWidth: 420 }}>
                        {/* It had the focus when the file was chosen: it keeps it while the picture uploads (ui/BusyButton.tsx). */}
                        <BusyButton component="label" variant="outlined" busy={uploading} sx={{ alignSelf: 'flex-start' }}>
                            {translate('ats.vendor.upload_image')}
                            <input hidden type="file" accept={IMAGE_TYPES} onChange={event => void onImage(event)} data-testid="vendor-image-file" />
                        </BusyButton>
                        <Typography variant="caption" color="text.secondary">
                            {translate('ats.vendor.upload_image_hint')}
                        </Typography>
                        <UploadProgress value={progress} />
                    </Stack>
                </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="vendor-details-heading">
                <CardContent>
                    <Typography id="vendor-details-heading" variant="h6" component="h2" gutterBottom>
                        {translate('ats.vendor.details')}
                    </Typography>
                    <Stack
                        component="form"
                        ref={formRef}
                        noValidate
                        spacing={2}
                        aria-labelledby="vendor-details-heading"
                        onSubmit={event => {
                            event.preventDefault();
                            void save();
                        }}
                    >
                        {vendorProfileFields.map(field => (
                            <TextField
                                key={field}
                                name={field}
                                label={translate(`ats.vendor.profile_fields.${field}`)}
                                required={field === 'first_name' || field === 'company_name'}
                                value={values[field]}
                                onChange={set(field)}
                                error={Boolean(errors[field])}
                                helperText={shown(errors[field]) ?? (field in FIELD_HINTS ? translate(FIELD_HINTS[field as keyof typeof FIELD_HINTS]) : undefined)}
                                type={field === 'phone' ? 'tel' : field === 'website' ? 'url' : 'text'}
                                slotProps={{ htmlInput: { maxLength: field === 'profile_image' ? 500 : field === 'website' ? 300 : field === 'company_name' ? 160 : 80 } }}
                            />
                        ))}
                        {failure && (
                            <Alert severity="error" role="alert">
                                {failure}
                            </Alert>
                        )}
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                            <BusyButton type="submit" variant="contained" busy={saving} disabled={uploading}>
                                {translate('ats.vendor.save_profile')}
                            </BusyButton>
                            <Button component={RouterLink} to="/vendors/change-password">
                                {translate('ats.bar.change_password')}
                            </Button>
                        </Stack>
                    </Stack>
                </CardContent>
            </Card>
        </Stack>
    );
}

/** What a field takes, under it until it is refused: "Invalid URL" (SPEC's words) alone does not say. */
const FIELD_HINTS = { profile_image: 'ats.vendor.profile_image_hint', website: 'ats.vendor.website_hint' } as const;

export default function VendorProfilePage() {
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const profile = useLoaded(() => dataProvider.vendorProfile(), [dataProvider]);
    if (profile.failure) return <LoadFailure message={profile.failure} onRetry={profile.reload} />;
    if (!profile.value) return <RowSkeletons count={6} />;
    return <ProfileForm initial={profile.value} />;
}
