/**
 * The chips of a template field: one per variable of
 * config/communication/variables.json the field offers, by group. A click
 * hands `{{name}}` to the field, which inserts it at its cursor.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TEMPLATE_VARIABLE_GROUPS, type TemplateVariable } from '../../config/communication/variables';

export const token = (name: string) => `{{${name}}}`;

interface VariableChipsProps {
    variables: readonly TemplateVariable[];
    onInsert: (token: string) => void;
    disabled?: boolean;
    /** The field's label, so each chip says where it inserts. */
    fieldLabel: string;
    /** Behind a "Variables" toggle (a one-line field such as a subject, whose chips would dwarf it). */
    collapsed?: boolean;
}

export function VariableChips({ variables, onInsert, disabled, fieldLabel, collapsed = false }: VariableChipsProps) {
    const translate = useTranslate();
    const [open, setOpen] = useState(!collapsed);
    const groups = TEMPLATE_VARIABLE_GROUPS.map(group => ({ ...group, variables: variables.filter(v => v.group === group.name) })).filter(g => g.variables.length > 0);
    if (groups.length === 0) return null;
    const label = translate('ats.templates.variables_of', { field: fieldLabel });
    const toggle = collapsed && (
        <Button size="small" onClick={() => setOpen(value => !value)} aria-expanded={open} endIcon={open ? <ExpandLess /> : <ExpandMore />} sx={{ mt: 0.5 }}>
            {label}
        </Button>
    );
    if (!open) return toggle || null;
    return (
        <>
            {toggle}
            <VariableGroups label={label} groups={groups} onInsert={onInsert} disabled={disabled} fieldLabel={fieldLabel} />
        </>
    );
}

function VariableGroups({ label, groups, onInsert, disabled, fieldLabel }: { label: string; groups: Array<{ name: string; label: string; variables: TemplateVariable[] }> } & Omit<VariableChipsProps, 'variables' | 'collapsed'>) {
    const translate = useTranslate();
    return (
        <Box role="group" aria-label={label} sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            {groups.map(group => (
                <Box key={group.name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
                    <Typography variant="caption" color="text.secondary" sx={{ minWidth: 72 }}>
                        {group.label}
                    </Typography>
                    {group.variables.map(variable => (
                        <Tooltip key={variable.name} title={`${token(variable.name)} · ${translate('ats.templates.sample', { sample: variable.sample })}`}>
                            <Chip
                                size="small"
                                variant="outlined"
                                label={variable.label}
                                aria-label={translate('ats.templates.insert', { label: variable.label, field: fieldLabel })}
                                // Keep the field's cursor: a chip takes no focus on mouse down.
                                onMouseDown={event => event.preventDefault()}
                                onClick={() => onInsert(token(variable.name))}
                                disabled={disabled}
                            />
                        </Tooltip>
                    ))}
                </Box>
            ))}
        </Box>
    );
}
