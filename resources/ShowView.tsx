/** The generated detail page: every schema field, then status and timestamps. */
import Box from '@mui/material/Box';
import { PageHeader } from '../ui/pageFrame';
import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { hasAside, RecordAsidePanel } from './AsidePanel';
import { renderField } from './fields';
import { hasStatus } from './ListView';
import { resourceKey } from '../dataProvider/resourceRegistry';
import type { ResourceConfig } from './types';

export function showFields(config: ResourceConfig): string[] {
    return [...Object.keys(config.schema.properties), ...(hasStatus(config) ? ['status'] : []), 'created_at', 'updated_at'];
}

export function ShowView({ config }: { config: ResourceConfig }) {
    const key = resourceKey(config);
    return (
        <Box>
            <PageHeader title={config.label.one} />
            <Show
                resource={key}
                title={config.label.one}
                actions={<TopToolbar>{config.api.update ? <EditButton label="ats.resources.edit" /> : null}</TopToolbar>}
                aside={hasAside(config, 'show') ? <RecordAsidePanel config={config} view="show" /> : undefined}
            >
                <SimpleShowLayout>{showFields(config).map(source => renderField(config, source, 'show'))}</SimpleShowLayout>
            </Show>
        </Box>
    );
}
