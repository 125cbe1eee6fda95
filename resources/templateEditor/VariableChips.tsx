/**
 * The chips of a template field: one per variable of
 * config/communication/variables.json the field offers, by group. A click
 * hands `{{name}}` to the field, which inserts it at its cursor.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
}

export function VariableChips({ variables, onInsert, disabled, fieldLabel }: VariableChipsProps) {
    const translate = useTranslate();
    const groups = TEMPLATE_VARIABLE_GROUPS.map(group => ({ ...group, variables: variables.filter(v => v.group === group.name) })).filter(g => g.variables.length > 0);
    if (groups.length === 0) return null;
    return (
        <Box role="group" aria-label={translate('ats.templates.variables_of', { field: fieldLabel })} sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
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
