/**
 * /employee/profile: the employee's profile (GET employee/profile) and its
 * edit (PUT employee/profile: first_name, last_name, profile_image, only the
 * fields changed, with the version read; 'Profile updated successfully!').
 * The picture follows SPEC.md's profile-image rule (dataProvider/images.ts):
 * a bare file name is in the workspace's image storage, an https link is used
 * as it is. An uploaded image (employee/profile-image, with progress) becomes
 * the stored value at once; fields being edited stay as typed. The password
 * is changed below through corporate/change-password (the server ends the
 * other sessions and answers a fresh token for this one).
 */
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { isProfileImage, type FieldErrors } from '../../config/contracts/common';
import { employeePaths, type EmployeePortalDataProvider, type EmployeeProfile, type UpdateEmployeeProfileBody } from '../../dataProvider/employeePortal';
import { typedProfileImageUrl } from '../../dataProvider/images';
import { session } from '../../dataProvider/session';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { ProfileImageUpload } from '../../ui/ProfileImageUpload';
import { useToast } from '../../ui/toast';
import { useProfileEditor } from '../../ui/useProfileEditor';
import { useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { changePasswordFields, usePasswordRequest } from '../auth/usePasswordRequest';
import { checkText, matchesField, passwordLength, requiredValue, type FieldCheck } from '../auth/validators';
import { BusyButton } from '../../ui/BusyButton';

export interface ProfileValues {
    first_name: string;
    last_name: string;
    profile_image: string;
}

const fields: (keyof ProfileValues)[] = ['first_name', 'last_name', 'profile_image'];
const limits: Record<keyof ProfileValues, number> = { first_name: 80, last_name: 80, profile_image: 500 };

export const valuesOf = (profile: EmployeeProfile): ProfileValues => ({
    first_name: profile.first_name,
    last_name: profile.last_name ?? '',
    profile_image: profile.profile_image ?? '',
});

/** The PUT body: only what changed (empty text as null), with the version read. */
export function profileChanges(before: ProfileValues, after: ProfileValues, version: number): UpdateEmployeeProfileBody {
    const body: UpdateEmployeeProfileBody = { version };
    if (after.first_name.trim() !== before.first_name) body.first_name = after.first_name.trim();
    if (after.last_name.trim() !== before.last_name) body.last_name = after.last_name.trim() || null;
    if (after.profile_image.trim() !== before.profile_image) body.profile_image = after.profile_image.trim() || null;
    return body;
}

/** `before`: the profile as read; a picture left as it was is not the form's to refuse. */
export function profileErrors(values: ProfileValues, before: ProfileValues): FieldErrors {
    const errors: FieldErrors = {};
    if (!values.first_name.trim()) errors.first_name = 'ats.employee.errors.own_first_name';
    if (values.profile_image.trim() !== before.profile_image && !isProfileImage(values.profile_image)) errors.profile_image = 'ats.employee.errors.profile_image';
    for (const field of fields) if (values[field].trim().length > limits[field]) errors[field] = 'ats.employee.errors.too_long';
    return errors;
}

export default function EmployeeProfilePage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const editor = useProfileEditor({
        load: () => dataProvider.employeeProfile(),
        valuesOf,
        validate: (values, before) => profileErrors(values, valuesOf(before)),
        save: async (before, values) => {
            const answer = await dataProvider.updateEmployeeProfile(profileChanges(valuesOf(before), values, before.version));
            return { profile: answer.data, message: answer.message };
        },
        imagePath: employeePaths.profileImage,
    });
    const { profile, values, errors, failure, saving, progress } = editor;

    if (!profile || !values) return failure ? <Alert severity="error">{failure}</Alert> : <RowSkeletons label="ats.candidate.loading" count={4} />;

    const image = typedProfileImageUrl(values.profile_image, profile.profile_image);
    const facts = [profile.email, profile.designation, profile.department_name, profile.employee_code].filter(Boolean);

    return (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <PageHeader title={translate('ats.employee.profile_title')} />
            <Card variant="outlined">
                <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                        <Avatar src={image ?? undefined} alt="" sx={{ width: 64, height: 64 }} data-testid="profile-avatar">
                            {profile.first_name.charAt(0).toUpperCase()}
                        </Avatar>
                        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
                            {facts.join(' · ')}
                        </Typography>
                    </Stack>
                    <ProfileImageUpload label="ats.employee.upload_image" hint="ats.employee.upload_image_hint" progress={progress} onFile={file => void editor.uploadImage(file)} />
                    <Stack
                        component="form"
                        ref={editor.formRef}
                        noValidate
                        spacing={2}
                        onSubmit={event => {
                            event.preventDefault();
                            void editor.submit();
                        }}
                        aria-label={translate('ats.employee.profile_title')}
                    >
                        {fields.map(field => (
                            <TextField
                                key={field}
                                name={field}
                                label={translate(`ats.employee.fields.${field}`)}
                                required={field === 'first_name'}
                                value={values[field]}
                                onChange={event => editor.set(field, event.target.value)}
                                error={Boolean(errors[field])}
                                helperText={errors[field] ? translate(errors[field], { _: errors[field] }) : field === 'profile_image' ? translate('ats.employee.profile_image_hint') : undefined}
                                slotProps={{ htmlInput: { maxLength: limits[field] } }}
                            />
                        ))}
                        {failure && (
                            <Alert severity="error" role="alert">
                                {failure}
                            </Alert>
                        )}
                        <BusyButton type="submit" variant="contained" busy={saving} sx={{ alignSelf: 'flex-start' }}>
                            {translate('ats.employee.save_profile')}
                        </BusyButton>
                    </Stack>
                </CardContent>
            </Card>
            <PasswordCard />
        </Stack>
    );
}

const passwordChecks: Record<'old_password' | 'new_password' | 'confirm', FieldCheck[]> = {
    old_password: [requiredValue],
    new_password: [requiredValue, passwordLength],
    confirm: [matchesField('new_password')],
};

/** Change password, as the shared ChangePasswordPage does it (its checks and its fields), as a section of this page (one h1 per page). */
function PasswordCard() {
    const translate = useTranslate();
    const toast = useToast();
    const { send, submitting, failure } = usePasswordRequest<{ token?: string }>('PATCH', 'corporate/change-password', true, changePasswordFields);
    const empty = { old_password: '', new_password: '', confirm: '' };
    const [values, setValues] = useState(empty);
    const [errors, setErrors] = useState<FieldErrors>({});
    const formRef = useRef<HTMLFormElement>(null);
    const focusFirstInvalid = useFocusFirstInvalid(formRef);
    const submit = async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const found: FieldErrors = {};
        for (const [field, checks] of Object.entries(passwordChecks)) {
            const problem = checks.map(check => check(values[field as keyof typeof empty], values)).find(Boolean);
            if (problem) found[field] = checkText(translate, problem);
        }
        setErrors(found);
        if (Object.keys(found).length > 0) {
            focusFirstInvalid();
            return;
        }
        const { answer, fieldErrors } = await send({ old_password: values.old_password, new_password: values.new_password });
        if (!answer) {
            setErrors(fieldErrors);
            focusFirstInvalid();
            return;
        }
        if (answer.data?.token) session.setToken(answer.data.token);
        setValues(empty);
        toast.success('ats.auth.password_changed');
    };
    const input = (name: keyof typeof empty, label: string, autoComplete: string) => (
        <TextField
            name={name}
            type="password"
            label={translate(label)}
            autoComplete={autoComplete}
            required
            value={values[name]}
            onChange={event => {
                setValues({ ...values, [name]: event.target.value });
                setErrors(({ [name]: _gone, ...rest }) => rest);
            }}
            error={Boolean(errors[name])}
            helperText={errors[name]}
        />
    );
    return (
        <Card variant="outlined" component="section" aria-labelledby="password-title">
            <CardContent>
                <Typography variant="h6" component="h2" id="password-title" gutterBottom>
                    {translate('ats.login.change_password_title')}
                </Typography>
                <Stack component="form" ref={formRef} noValidate spacing={2} onSubmit={event => void submit(event)} aria-labelledby="password-title" sx={{ maxWidth: 400 }}>
                    {input('old_password', 'ats.login.old_password', 'current-password')}
                    {input('new_password', 'ats.login.new_password', 'new-password')}
                    {input('confirm', 'ats.login.confirm_password', 'new-password')}
                    {failure && (
                        <Alert severity="error" role="alert">
                            {failure}
                        </Alert>
                    )}
                    <BusyButton type="submit" variant="contained" busy={submitting} sx={{ alignSelf: 'flex-start' }}>
                        {translate('ats.employee.change_password')}
                    </BusyButton>
                </Stack>
            </CardContent>
        </Card>
    );
}
