/**
 * Example override (registry key `CompactList`): a one-line-per-record list
 * showing each record's label field, for resources whose records are only a
 * name. A config opts in with `"override": { "list": "CompactList" }`.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreateButton, List, SimpleList, TopToolbar, type RaRecord } from 'react-admin';
import { constants } from '../../config';
import { resourceKey } from '../../dataProvider/resourceRegistry';
import type { OverrideProps } from '../types';

export function CompactList({ config }: OverrideProps) {
    const labelField = config.list.columns[0] ?? 'name';
    return (
        <Box data-testid={`compact-list-${config.name}`}>
            <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
                {config.label.many}
            </Typography>
            <List
                resource={resourceKey(config)}
                title={config.label.many}
                perPage={config.list.perPage ?? constants.pageSize.default}
                actions={<TopToolbar>{config.api.create ? <CreateButton label="ats.resources.create" /> : null}</TopToolbar>}
            >
                <SimpleList<RaRecord>
                    primaryText={record => String(record[labelField] ?? record.id)}
                    linkType={config.api.one ? 'show' : false}
                />
            </List>
        </Box>
    );
}
