/**
 * /corporate/mail-automation and /corporate/whatsapp-automation: the
 * workspace's rules of one channel, newest first, each with its on/off
 * switch, what it sent, its log, edit and delete (behind the confirmation).
 * docs/ui-communication.md, "Automations".
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AutoMode from '@mui/icons-material/AutoMode';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { deleteRule, listRules, ruleOptions, setRuleEnabled, type AutomationChannel, type AutomationRule, type RuleOptions } from '../../dataProvider/automations';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errors';
import { ListPager } from '../../ui/ListPager';
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { useLoaded } from '../../ui/useLoaded';
import { RuleEditorDialog } from './RuleEditorDialog';
import { RuleLogDialog } from './RuleLogDialog';
import { RuleSummary } from './RuleSummary';

type Editing = { rule?: AutomationRule; options: RuleOptions } | null;

export default function AutomationsPage({ channel }: { channel: AutomationChannel }) {
    const translate = useTranslate();
    const toast = useToast();
    const [page, setPage] = useState(1);
    const rules = useLoaded(() => listRules({ channel, page, limit: 10 }), [channel, page]);
    const [editing, setEditing] = useState<Editing>(null);
    // The editor whose choices are being read: New's (its button keeps the focus meanwhile, ui/BusyButton.tsx) or a rule's.
    const [opening, setOpening] = useState<'new' | 'rule' | null>(null);
    const [logOf, setLogOf] = useState<AutomationRule | null>(null);
    const [deleting, setDeleting] = useState<AutomationRule | null>(null);
    const [switching, setSwitching] = useState<string | null>(null);
    const failed = (error: unknown) => toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));

    // The editor's choices are read when it opens, so a template made a moment ago is offered.
    const openEditor = async (rule?: AutomationRule) => {
        setOpening(rule ? 'rule' : 'new');
        try {
            setEditing({ rule, options: await ruleOptions(channel) });
        } catch (error) {
            failed(error);
        } finally {
            setOpening(null);
        }
    };

    const toggle = async (rule: AutomationRule, enabled: boolean) => {
        // One change at a time; the switch stays enabled meanwhile, or the focus would drop to the page.
        if (switching) return;
        setSwitching(rule.id);
        try {
            await setRuleEnabled(rule.id, enabled);
            toast.success(translate(enabled ? 'ats.automations.switched_on' : 'ats.automations.switched_off', { name: rule.name }));
            // The list stays while it is read again, so the switch keeps the keyboard's focus.
            rules.refresh();
        } catch (error) {
            failed(error);
        } finally {
            setSwitching(null);
        }
    };

    const list = rules.value;
    const newButton = (
        <BusyButton variant="contained" startIcon={<Add />} onClick={() => void openEditor()} busy={opening === 'new'} disabled={opening === 'rule'}>
            {translate('ats.automations.new')}
        </BusyButton>
    );
    return (
        <Stack spacing={2}>
            {/* The empty state carries the same button, so the bar shows it only beside rules. */}
            <PageHeader title={translate(`ats.automations.title.${channel}`)} action={list && list.data.length > 0 ? newButton : undefined} />
            <Typography variant="body2" color="text.secondary">
                {translate(`ats.automations.intro.${channel}`)}
            </Typography>
            {rules.failure && <LoadFailure message={rules.failure} onRetry={rules.reload} />}
            {!list && !rules.failure && <RowSkeletons label="ats.automations.loading" />}
            {list && list.data.length === 0 && <EmptyState icon={AutoMode} title="ats.automations.empty_title" description={`ats.automations.empty.${channel}`} action={newButton} />}
            {list && list.data.length > 0 && (
                <>
                    <TableContainer component={Paper} variant="outlined">
                        <Table aria-label={translate(`ats.automations.title.${channel}`)}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('ats.automations.rule')}</TableCell>
                                    <TableCell>{translate('ats.automations.sent')}</TableCell>
                                    <TableCell>{translate('ats.automations.on')}</TableCell>
                                    <TableCell align="right">{translate('ats.automations.actions')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {list.data.map(rule => (
                                    <TableRow key={rule.id} hover>
                                        <TableCell>
                                            <RuleSummary rule={rule} />
                                        </TableCell>
                                        <TableCell>
                                            <Typography variant="body2">{translate('ats.automations.sent_count', { smart_count: rule.sent_count })}</Typography>
                                            {rule.pending_count > 0 && (
                                                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                                    {translate('ats.automations.pending_count', { smart_count: rule.pending_count })}
                                                </Typography>
                                            )}
                                            {rule.failed_count > 0 && (
                                                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                                                    {translate('ats.automations.failed_count', { smart_count: rule.failed_count })}
                                                </Typography>
                                            )}
                                        </TableCell>
                                        <TableCell>
                                            {/* As the candidate's WhatsApp switch (custom/whatsapp/WhatsAppOptIn.tsx): enabled under the focus while a
                                                change runs, so every switch says it is unavailable (toggle ignores presses) and the one switching that it is busy. */}
                                            <Switch
                                                checked={rule.enabled}
                                                onChange={e => void toggle(rule, e.target.checked)}
                                                slotProps={{
                                                    input: {
                                                        'aria-label': translate('ats.automations.switch_label', { name: rule.name }),
                                                        'aria-disabled': switching !== null || undefined,
                                                        'aria-busy': switching === rule.id || undefined,
                                                    },
                                                }}
                                            />
                                        </TableCell>
                                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                            <Tooltip title={translate('ats.automations.log')}>
                                                <IconButton aria-label={translate('ats.automations.log_of', { name: rule.name })} onClick={() => setLogOf(rule)}>
                                                    <History />
                                                </IconButton>
                                            </Tooltip>
                                            <Tooltip title={translate('ats.automations.edit')}>
                                                <IconButton aria-label={translate('ats.automations.edit_of', { name: rule.name })} onClick={() => void openEditor(rule)} disabled={opening !== null}>
                                                    <Edit />
                                                </IconButton>
                                            </Tooltip>
                                            <Tooltip title={translate('ats.automations.delete')}>
                                                <IconButton aria-label={translate('ats.automations.delete_of', { name: rule.name })} onClick={() => setDeleting(rule)}>
                                                    <Delete />
                                                </IconButton>
                                            </Tooltip>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <ListPager meta={list.meta} onChange={setPage} />
                </>
            )}
            {editing && (
                <RuleEditorDialog
                    channel={channel}
                    rule={editing.rule}
                    options={editing.options}
                    onClose={() => setEditing(null)}
                    onSaved={saved => {
                        toast.success(translate(editing.rule ? 'ats.automations.updated' : 'ats.automations.created', { name: saved.name }));
                        setEditing(null);
                        rules.reload();
                    }}
                />
            )}
            {logOf && <RuleLogDialog rule={logOf} onClose={() => setLogOf(null)} />}
            <ConfirmDialog
                open={!!deleting}
                onClose={() => setDeleting(null)}
                onConfirm={() => deleteRule(deleting!.id)}
                onSuccess={() => {
                    toast.success(translate('ats.automations.deleted'));
                    rules.reload();
                }}
                content="ats.automations.delete_content"
                subject={deleting?.name}
            />
        </Stack>
    );
}
