/**
 * The workspace's question bank (GET interview-questions): the twelve shipped
 * competency groups with the workspace's own questions after them. An admin
 * (USERS-INTERVIEWERS CREATE) adds a question to a group, with the group's
 * criteria unless three others are chosen, and deletes the workspace's own
 * ones behind the confirmation dialog; interviews keep their copy. After a
 * delete the focus goes to the next own question's Delete (the previous
 * one's, or the text of a new question once none is left).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CreateQuestionBody, Question } from '../../config/contracts/interviews';
import type { InterviewsDataProvider, QuestionBank } from '../../dataProvider/interviews';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { BusyButton } from '../../ui/BusyButton';
import { useFocusAfterRender } from '../../ui/useFocusAfterRender';
import { useFocusAfterRemoval } from '../../ui/useFocusAfterRemoval';

export interface QuestionBankDialogProps {
    open: boolean;
    onClose: () => void;
    /** Whether the user may add and delete the workspace's own questions. */
    canEdit: boolean;
}

/** The criteria sets a new question may use: the distinct sets the shipped questions use, by their first criterion's text. */
export function criteriaSets(bank: QuestionBank): { key: string; ids: string[]; label: string }[] {
    const sets = new Map<string, { key: string; ids: string[]; label: string }>();
    for (const question of bank.groups.flatMap(group => group.questions)) {
        const ids = question.criteria.map(criterion => criterion.id);
        const key = ids.join(',');
        if (ids.length === 3 && !sets.has(key)) sets.set(key, { key, ids, label: question.criteria[0].label });
    }
    return [...sets.values()];
}

export function QuestionBankDialog({ open, onClose, canEdit }: QuestionBankDialogProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [bank, setBank] = useState<QuestionBank | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [groupId, setGroupId] = useState('');
    const [deleting, setDeleting] = useState<Question | null>(null);
    // A deleted question's Delete goes with its row: the next own question's Delete takes the focus, to delete on.
    const list = useRef<HTMLUListElement>(null);
    const addField = useRef<HTMLTextAreaElement>(null);
    const focusAfterDelete = useFocusAfterRemoval(() => ({
        controls: list.current?.querySelectorAll<HTMLElement>('[data-control="delete"]') ?? [],
        empty: addField.current,
        scope: addField.current?.closest<HTMLElement>('[role="dialog"]'),
    }));

    /** Reads the bank; `then` runs in the same update as the new bank (a focus that needs its rows drawn). */
    const load = useCallback(
        (then?: () => void) => {
            setFailure(null);
            dataProvider.questionBank().then(
                value => {
                    setBank(value);
                    setGroupId(current => current || value.groups[0]?.id || '');
                    then?.();
                },
                (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
            );
        },
        [dataProvider, translate],
    );

    useEffect(() => {
        if (open) load();
    }, [open, load]);

    const group = bank?.groups.find(g => g.id === groupId);
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="question-bank-title">
            <DialogTitle id="question-bank-title">{translate('ats.interviews.question_bank')}</DialogTitle>
            <DialogContent dividers>
                {failure && <Alert severity="error">{failure}</Alert>}
                {!bank && !failure && (
                    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                        <CircularProgress aria-label={translate('ats.interviews.question_bank_loading')} />
                    </Box>
                )}
                {bank && (
                    <Stack spacing={2}>
                        <TextField select label={translate('ats.interviews.question_group')} value={groupId} onChange={event => setGroupId(event.target.value)} sx={{ maxWidth: 360 }}>
                            {bank.groups.map(g => (
                                <MenuItem key={g.id} value={g.id}>
                                    {g.label} ({g.questions.length})
                                </MenuItem>
                            ))}
                        </TextField>
                        {group && (
                            <List dense aria-label={group.label} ref={list}>
                                {group.questions.map(question => (
                                    <ListItem
                                        key={question.id}
                                        divider
                                        secondaryAction={
                                            question.custom && canEdit ? (
                                                <IconButton
                                                    edge="end"
                                                    aria-label={translate('ats.interviews.delete_question', { question: question.label })}
                                                    onClick={() => setDeleting(question)}
                                                    data-control="delete"
                                                >
                                                    <DeleteOutline />
                                                </IconButton>
                                            ) : undefined
                                        }
                                    >
                                        <ListItemText
                                            primary={
                                                <>
                                                    {question.label} {question.custom && <Chip size="small" label={translate('ats.interviews.own_question')} sx={{ ml: 1 }} />}
                                                </>
                                            }
                                            secondary={question.criteria.map(criterion => criterion.label).join(' · ')}
                                        />
                                    </ListItem>
                                ))}
                            </List>
                        )}
                        {canEdit && group && <AddQuestionForm bank={bank} groupId={group.id} onAdded={() => load()} labelField={addField} />}
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ats.interviews.close')}</Button>
            </DialogActions>
            <ConfirmDialog
                open={deleting !== null}
                onClose={() => setDeleting(null)}
                content="ats.interviews.delete_question_confirm"
                subject={deleting?.label}
                onConfirm={() => dataProvider.deleteQuestion(deleting?.id ?? '')}
                onSuccess={() => {
                    // Its place among the group's Delete buttons (the own questions), read before the bank changes.
                    const index = group?.questions.filter(question => question.custom).findIndex(question => question.id === deleting?.id) ?? -1;
                    load(() => focusAfterDelete(Math.max(index, 0)));
                }}
            />
        </Dialog>
    );
}

interface AddQuestionFormProps {
    bank: QuestionBank;
    groupId: string;
    onAdded: () => void;
    /** The question's text field: the dialog gives it the focus once the last own question is deleted. */
    labelField: RefObject<HTMLTextAreaElement | null>;
}

function AddQuestionForm({ bank, groupId, onAdded, labelField }: AddQuestionFormProps) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [label, setLabel] = useState('');
    const [criteria, setCriteria] = useState('');
    const [error, setError] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const sets = criteriaSets(bank);
    // Added: the text is emptied, so Add disables under the focus; the text field takes it, for the next question.
    const focusLabel = useFocusAfterRender(() => labelField.current);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSaving(true);
        setError(null);
        const body: CreateQuestionBody = { group_id: groupId, label: label.trim(), ...(criteria ? { criteria_ids: criteria.split(',') } : {}) };
        try {
            await dataProvider.createQuestion(body);
            toast.success('ats.interviews.question_added');
            setLabel('');
            focusLabel();
            onAdded();
        } catch (failure) {
            const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
            setError(fields?.label ?? errorMessage(failure, translate('ats.errors.try_later_bang')));
        } finally {
            setSaving(false);
        }
    };

    return (
        <Box component="form" onSubmit={submit} noValidate aria-label={translate('ats.interviews.add_question')}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {translate('ats.interviews.add_question')}
            </Typography>
            <Stack spacing={1.5}>
                <TextField
                    label={translate('ats.interviews.question_text')}
                    value={label}
                    onChange={event => setLabel(event.target.value)}
                    inputRef={labelField}
                    required
                    multiline
                    slotProps={{ htmlInput: { maxLength: 500 } }}
                    error={error !== null}
                    helperText={error ?? ' '}
                />
                <TextField select label={translate('ats.interviews.question_criteria')} value={criteria} onChange={event => setCriteria(event.target.value)} sx={{ maxWidth: 480 }}>
                    <MenuItem value="">{translate('ats.interviews.question_criteria_default')}</MenuItem>
                    {sets.map(set => (
                        <MenuItem key={set.key} value={set.key}>
                            {set.label}
                        </MenuItem>
                    ))}
                </TextField>
                <Box>
                    <BusyButton type="submit" variant="contained" busy={saving} disabled={label.trim() === ''}>
                        {translate('ats.interviews.add_question')}
                    </BusyButton>
                </Box>
            </Stack>
        </Box>
    );
}
