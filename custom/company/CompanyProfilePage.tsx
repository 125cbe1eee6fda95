/**
 * /corporate/company-profile: the workspace's name, brand, theme colour,
 * contact details and logo. Reading needs COMPANY-PROFILE VIEW (the route is
 * wrapped in RequirePermission; a 403 from the load shows the same
 * access-denied page), saving CREATE;
 * a stale version (someone saved meanwhile) is refused by the server with 409.
 */
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, Form, NumberInput, SelectInput, TextInput, email, maxLength, maxValue, minLength, minValue, regex, required, useTranslate } from 'react-admin';
import { VENDOR_OWNERSHIP_DAYS, VENDOR_OWNERSHIP_RANGE } from '../../config/contracts/vendorPortal';
import { hasPermission } from '../../config';
import { httpClient } from '../../dataProvider/httpClient';
import { profileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { useUpload } from '../../dataProvider/upload';
import { PageLoadError } from '../../ui/AccessDenied';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { PrivacyNoticeCard } from './PrivacyNoticeCard';
import { BusyButton, FileButton } from '../../ui/BusyButton';

export interface CompanyProfile {
    id: string;
    company_name: string;
    brand_name: string | null;
    institute: string | null;
    theme_color: string;
    time_zone: string;
    website: string | null;
    industry: string | null;
    company_size: string | null;
    contact_email: string | null;
    contact_phone: string | null;
    address: string | null;
    about: string | null;
    company_profile_image: string | null;
    favicon: string | null;
    /** How long a vendor's submission is theirs, in days; null: the default (docs/ui-vendors.md). */
    vendor_ownership_days: number | null;
    version: number;
}

const editableFields = ['company_name', 'brand_name', 'institute', 'theme_color', 'time_zone', 'website', 'industry', 'company_size', 'contact_email', 'contact_phone', 'address', 'about', 'vendor_ownership_days'] as const;
const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'].map(id => ({ id, name: id }));
/** The zones this browser knows (the server checks the name with the same ICU data), with the stored one kept even when it is an alias such as Asia/Kolkata. */
function timeZoneChoices(current: string | undefined): { id: string; name: string }[] {
    const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
    if (current) zones.add(current);
    return [...zones].sort().map(id => ({ id, name: id.replaceAll('_', ' ') }));
}

interface Envelope {
    message?: string;
    data: CompanyProfile;
}

function useCompanyProfile() {
    const [profile, setProfile] = useState<CompanyProfile | null>(null);
    // The failed call itself: a 403 shows the access-denied page, anything else its message.
    const [loadError, setLoadError] = useState<unknown>(null);
    const load = useCallback(async () => {
        try {
            setProfile((await httpClient<Envelope>('get-company-profile')).json.data);
            setLoadError(null);
        } catch (error) {
            setLoadError(error ?? new Error());
        }
    }, []);
    useEffect(() => void load(), [load]);
    return { profile, setProfile, loadError, reload: load };
}

function LogoUpload({ profile, canEdit, onUploaded }: { profile: CompanyProfile; canEdit: boolean; onUploaded: (p: CompanyProfile) => void }) {
    const translate = useTranslate();
    const toast = useToast();
    const { progress, upload } = useUpload();
    const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        const form = new FormData();
        form.append('file', file);
        try {
            const { json } = await upload<Envelope>('company-profile/logo', form);
            onUploaded(json.data);
            toast.success(json.message ?? 'ats.success.profile_updated');
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    };
    return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar src={profileImageUrl(profile.company_profile_image) ?? undefined} alt="" sx={{ width: 72, height: 72 }} variant="rounded">
                {profile.company_name.charAt(0)}
            </Avatar>
            <Stack spacing={1}>
                <FileButton variant="outlined" disabled={!canEdit} busy={progress > 0 && progress < 100}>
                    {translate('ats.company.upload_logo')}
                    <input hidden type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={onFile} />
                </FileButton>
                <Typography variant="caption" color="text.secondary">
                    {translate('ats.company.logo_hint')}
                </Typography>
                <UploadProgress value={progress} />
            </Stack>
        </Stack>
    );
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The browser's colour picker beside the hex field, both on one form value: pick a colour or
 * type its code. Until a typed code is whole, the picker shows black.
 */
function ColourPicker({ source, label, disabled }: { source: string; label: string; disabled: boolean }) {
    const value = useWatch({ name: source }) as string | undefined;
    const { setValue } = useFormContext();
    return (
        <Box
            component="input"
            type="color"
            aria-label={label}
            disabled={disabled}
            value={value && HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(source, event.target.value, { shouldDirty: true, shouldValidate: true })}
            sx={{ width: 36, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: disabled ? 'default' : 'pointer', flexShrink: 0 }}
        />
    );
}

export function CompanyProfilePage() {
    const translate = useTranslate();
    const toast = useToast();
    const { profile, setProfile, loadError, reload } = useCompanyProfile();
    const [saving, setSaving] = useState(false);
    const canEdit = session.getUser()?.role_name === 'CORPORATE' || hasPermission(session.getPermissions(), 'COMPANY-PROFILE', 'CREATE');

    const header = <PageHeader title={translate('ats.pages.company_profile')} />;
    if (loadError !== null) return <PageLoadError error={loadError} header={header} onRetry={reload} />;
    if (!profile)
        return (
            <>
                {header}
                <CircularProgress aria-label={translate('ats.company.loading')} />
            </>
        );

    const save = async (values: Partial<CompanyProfile>) => {
        setSaving(true);
        const body: Record<string, unknown> = { version: profile.version };
        for (const field of editableFields) if (values[field] !== profile[field]) body[field] = values[field] ?? null;
        try {
            const { json } = await httpClient<Envelope>('update-company-profile', { method: 'POST', body });
            setProfile(json.data);
            toast.success(json.message ?? 'ats.success.profile_updated');
            return undefined;
        } catch (error) {
            const status = (error as { status?: number }).status;
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
            if (status === 409) void reload();
            // Field errors from the server land beside their inputs.
            return (error as { body?: { errors?: Record<string, string> } }).body?.errors;
        } finally {
            setSaving(false);
        }
    };

    return (
        <Stack spacing={2}>
            {header}
            <Card sx={{ maxWidth: 900 }}>
                <CardContent>
                    <LogoUpload profile={profile} canEdit={canEdit} onUploaded={setProfile} />
                    {/* Not keyed by the version: a new record resets the form's values in place (react-admin's
                        Form does on a changed record), where a new form after each save dropped the focus from
                        Save to <body> and the page's scroll with it. */}
                    <Form record={profile} onSubmit={save} noValidate disabled={!canEdit}>
                        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                            <TextInput source="company_name" label="ats.company.company_name" validate={[required(), minLength(2), maxLength(160)]} fullWidth />
                            <TextInput source="brand_name" label="ats.company.brand_name" validate={maxLength(160)} fullWidth />
                        </Stack>
                        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                            <TextInput
                                source="theme_color"
                                label="ats.company.theme_color"
                                validate={[required(), regex(HEX_COLOUR, 'ats.company.theme_color_invalid')]}
                                slotProps={{ input: { endAdornment: <ColourPicker source="theme_color" label={translate('ats.company.theme_color_pick')} disabled={!canEdit} /> } }}
                                fullWidth
                            />
                            <TextInput source="website" label="ats.company.website" type="url" fullWidth />
                            <TextInput source="industry" label="ats.company.industry" validate={maxLength(120)} fullWidth />
                            <SelectInput source="company_size" label="ats.company.company_size" choices={companySizes} fullWidth />
                        </Stack>
                        <AutocompleteInput
                            source="time_zone"
                            label="ats.company.time_zone"
                            helperText="ats.company.time_zone_hint"
                            choices={timeZoneChoices(profile.time_zone)}
                            validate={required()}
                            sx={{ maxWidth: 420 }}
                        />
                        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                            <TextInput source="contact_email" label="ats.company.contact_email" validate={email('ats.auth.invalid_email')} fullWidth />
                            <TextInput source="contact_phone" label="ats.company.contact_phone" type="tel" fullWidth />
                        </Stack>
                        <TextInput source="address" label="ats.company.address" multiline minRows={2} validate={maxLength(500)} fullWidth />
                        <TextInput source="about" label="ats.company.about" multiline minRows={4} validate={maxLength(5000)} fullWidth />
                        {/* The vendors' ownership period (issue 13): empty is the default. */}
                        <NumberInput
                            source="vendor_ownership_days"
                            label="ats.vendor.company.ownership_days"
                            helperText={translate('ats.vendor.company.ownership_days_hint', { days: VENDOR_OWNERSHIP_DAYS })}
                            min={VENDOR_OWNERSHIP_RANGE.min}
                            max={VENDOR_OWNERSHIP_RANGE.max}
                            step={1}
                            validate={[minValue(VENDOR_OWNERSHIP_RANGE.min), maxValue(VENDOR_OWNERSHIP_RANGE.max)]}
                            sx={{ maxWidth: 420 }}
                        />
                        {/* Its own line: the field above is narrower than the card, and the button sat at its end. */}
                        <Box sx={{ mt: 1 }}>
                            <BusyButton type="submit" variant="contained" busy={saving} disabled={!canEdit}>
                                {translate('ats.company.save')}
                            </BusyButton>
                        </Box>
                    </Form>
                </CardContent>
            </Card>
            <PrivacyNoticeCard canEdit={canEdit} />
        </Stack>
    );
}
