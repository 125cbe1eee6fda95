/**
 * The privacy notice candidates accept when they apply (docs/api-candidates.md):
 * read by everyone who may see the company profile, replaced by who may edit
 * it. Every save moves the version, and a consent names the version it
 * accepted, so saving asks first: applicants from then on accept the new text.
 * "Use the built-in notice" sends null, and the server's default text returns.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PrivacyNotice } from '../../config/contracts/candidatePortal';
import { getPrivacyNotice, updatePrivacyNotice } from '../../dataProvider/career';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { formatDateTime } from '../../ui/format';

/** The server's own length rule (updatePrivacyNoticeBodySchema), checked before asking. */
export const noticeLength = { min: 20, max: 20_000 };

function useNotice() {
    const [notice, setNotice] = useState<PrivacyNotice | null>(null);
    const [loadError, setLoadError] = useState<unknown>(null);
    const load = useCallback(() => {
        getPrivacyNotice().then(
            loaded => {
                setNotice(loaded);
                setLoadError(null);
            },
            error => setLoadError(error ?? new Error()),
        );
    }, []);
    useEffect(load, [load]);
    return { notice, setNotice, loadError, reload: load };
}

export function PrivacyNoticeCard({ canEdit }: { canEdit: boolean }) {
    const translate = useTranslate();
    const { notice, setNotice, loadError, reload } = useNotice();
    if (loadError !== null) return <Alert severity="error">{errorMessage(loadError, translate('ats.errors.try_later_bang'))}</Alert>;
    if (!notice) return <CircularProgress aria-label={translate('ats.company.notice_loading')} />;
    // Keyed by version: a published or reloaded notice starts a fresh draft.
    return <NoticeEditor key={notice.version} notice={notice} canEdit={canEdit} onSaved={setNotice} onStale={reload} />;
}

interface NoticeEditorProps {
    notice: PrivacyNotice;
    canEdit: boolean;
    onSaved: (notice: PrivacyNotice) => void;
    onStale: () => void;
}

function NoticeEditor({ notice, canEdit, onSaved, onStale }: NoticeEditorProps) {
    const translate = useTranslate();
    const toast = useToast();
    const [text, setText] = useState(notice.text ?? '');
    const [pending, setPending] = useState<{ text: string | null } | null>(null);
    const trimmed = text.trim();
    const tooShort = trimmed.length < noticeLength.min;
    const save = async (next: string | null) => {
        try {
            const answer = await updatePrivacyNotice({ text: next, version: notice.version ?? 1 });
            onSaved(answer.data);
            toast.success(answer.message ?? 'ats.company.notice_saved');
        } catch (error) {
            if ((error as { status?: number }).status === 409) onStale();
            throw error;
        }
    };

    return (
        <Card sx={{ maxWidth: 900 }}>
            <CardContent>
                <Typography variant="h6" component="h2">
                    {translate('ats.company.notice_title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('ats.company.notice_version', { version: notice.version ?? 1, date: notice.updated_at ? formatDateTime(notice.updated_at) : '—' })}
                </Typography>
                <TextField
                    label={translate('ats.company.notice_text')}
                    value={text}
                    onChange={event => setText(event.target.value)}
                    multiline
                    minRows={6}
                    fullWidth
                    disabled={!canEdit}
                    error={canEdit && trimmed.length > 0 && tooShort}
                    helperText={translate('ats.company.notice_help', { min: noticeLength.min })}
                    slotProps={{ htmlInput: { maxLength: noticeLength.max } }}
                />
                {canEdit && (
                    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                        <Button variant="contained" disabled={tooShort || trimmed === (notice.text ?? '').trim()} onClick={() => setPending({ text: trimmed })}>
                            {translate('ats.company.notice_save')}
                        </Button>
                        <Button onClick={() => setPending({ text: null })}>{translate('ats.company.notice_default')}</Button>
                    </Stack>
                )}
            </CardContent>
            <ConfirmDialog
                open={pending !== null}
                onClose={() => setPending(null)}
                title="ats.company.notice_confirm_title"
                content="ats.company.notice_confirm"
                confirmLabel="ats.company.notice_save"
                onConfirm={() => save(pending?.text ?? null)}
            />
        </Card>
    );
}
