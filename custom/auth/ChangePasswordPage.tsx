/**
 * /interviewer/change-password: PATCH /api/corporate/change-password
 * {old_password, new_password}. The server ends every session of the user and
 * returns a fresh token for this one, which we keep so the user stays in.
 * The new password is held to the server's rule before sending; a field the
 * server still refuses is named under that field. A problem is said there
 * only, not again in react-admin's "The form is not valid" toast.
 */
import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { session } from '../../dataProvider/session';
import { useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { changePasswordFields, usePasswordRequest } from './usePasswordRequest';
import { matchesField, passwordLength } from './validators';
import { BusyButton } from '../../ui/BusyButton';

interface ChangePasswordValues {
    old_password?: string;
    new_password?: string;
    confirm?: string;
}

export function ChangePasswordPage() {
    const translate = useTranslate();
    const toast = useToast();
    const formBox = useRef<HTMLDivElement>(null);
    const focusFirstInvalid = useFocusFirstInvalid(formBox);
    const { send, submitting, failure } = usePasswordRequest<{ token?: string }>('PATCH', 'corporate/change-password', true, changePasswordFields);

    const submit = async (values: ChangePasswordValues) => {
        const { answer, fieldErrors } = await send({ old_password: values.old_password, new_password: values.new_password });
        if (!answer) {
            if (Object.keys(fieldErrors).length === 0) return undefined;
            // react-admin puts the returned errors on their fields once this resolves, in the same render.
            focusFirstInvalid();
            return fieldErrors;
        }
        if (answer.data?.token) session.setToken(answer.data.token);
        toast.success('ats.auth.password_changed');
        return undefined;
    };

    return (
        <Card sx={{ maxWidth: 480 }}>
            <PageHeader title={translate('ats.login.change_password_title')} />
            <CardContent>
                <Box ref={formBox}>
                    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
                        <PasswordInput source="old_password" label="ats.login.old_password" autoComplete="current-password" validate={required()} fullWidth />
                        <PasswordInput source="new_password" label="ats.login.new_password" autoComplete="new-password" validate={[required(), passwordLength]} fullWidth />
                        <PasswordInput source="confirm" label="ats.login.confirm_password" autoComplete="new-password" validate={[required(), matchesField('new_password')]} fullWidth />
                        {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
                        <BusyButton type="submit" variant="contained" busy={submitting}>
                            {translate('ats.login.save')}
                        </BusyButton>
                    </Form>
                </Box>
            </CardContent>
        </Card>
    );
}
