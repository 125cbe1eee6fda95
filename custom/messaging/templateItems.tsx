/**
 * A mail-to-many dialog's template options. A template that uses a variable the mail cannot fill
 * (an interview's date, for applications at large; a job's title, for a talent pool) is listed but
 * disabled, saying which: the server refuses it by the same rule (variablesUnfilledFor), and
 * picking it would only lead there.
 */
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { TranslateFunction } from 'react-admin';
import { variablesUnfilledFor, type BulkAudience } from '../../config/communication/variables';
import type { TemplateOption } from '../../dataProvider/messaging';

export function templateItems(templates: readonly TemplateOption[], audience: BulkAudience, translate: TranslateFunction) {
    return templates.map(template => {
        const unfilled = variablesUnfilledFor(audience, template.subject ?? '', template.body ?? '');
        const why = unfilled.length ? translate('ats.messaging.template_unfilled', { variables: unfilled.map(name => `{{${name}}}`).join(', ') }) : undefined;
        return (
            <MenuItem key={template.id} value={template.id} disabled={Boolean(why)}>
                <ListItemText primary={template.name} secondary={why} sx={{ my: 0 }} />
            </MenuItem>
        );
    });
}
