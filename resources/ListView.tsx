/**
 * The generated list: react-admin <List> + <Datagrid> over the resource's
 * `list` endpoint with server-side pagination (perPage from `list.perPage`,
 * else 10), a search box when `list.search` names fields (sent as `q`, which
 * the dataProvider turns into `search`), the `list.filters` (status, references,
 * enums, booleans, text), sortable columns, a status toggle per row, create,
 * bulk upload and export buttons as config and permissions allow, and an
 * empty state with a create button.
 */
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Inbox from '@mui/icons-material/Inbox';
import {
    CreateButton,
    Datagrid,
    List,
    NullableBooleanInput,
    SearchInput,
    SelectInput,
    TextInput,
    TopToolbar,
    useCanAccess,
    useInput,
    useTranslate,
    type SortPayload,
} from 'react-admin';
import { constants } from '../config';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/pageFrame';
import { AsidePanel, hasAside } from './AsidePanel';
import { BulkUploadButton } from './BulkUpload';
import { RowActions } from './DeleteRecordButton';
import { ExportCsvButton } from './ExportCsvButton';
import { enumLabel, fieldLabel, renderField } from './fields';
import { ReferenceAutocomplete } from '../ui/referenceOptions';
import { configByName, resourceKey } from '../dataProvider/resourceRegistry';
import { ACTIVE, INACTIVE } from './StatusToggle';
import type { ReferenceSpec, ResourceConfig } from './types';

export const defaultListSort: SortPayload = { field: 'created_at', order: 'DESC' };

/** Whether records of this resource carry the ACTIVE/INACTIVE status (config `status`, default true). */
export function hasStatus(config: ResourceConfig): boolean {
    return config.status !== false;
}

/** The columns to show: the configured ones, plus the status toggle when the resource has one. */
export function listColumns(config: ResourceConfig): string[] {
    const columns = [...config.list.columns];
    if (hasStatus(config) && config.api.status && !columns.includes('status')) columns.push('status');
    return columns;
}

interface ReferenceFilterInputProps {
    source: string;
    label: string;
    reference: ReferenceSpec;
    alwaysOn?: boolean;
}

/**
 * A list filter picking a referenced record, with the reference widget's search.
 * Its choices come from the referenced resource, so it is left out for a user
 * who may not read that resource: the list itself never depends on it.
 */
export function ReferenceFilterInput({ source, label, reference }: ReferenceFilterInputProps) {
    const { field } = useInput({ source });
    const target = configByName(reference.resource);
    const { canAccess, isPending } = useCanAccess({ resource: target ? resourceKey(target) : reference.resource, action: 'list' });
    if (isPending || !canAccess) return null;
    return (
        <Box sx={{ minWidth: 220 }}>
            <ReferenceAutocomplete
                id={`filter-${source}`}
                reference={reference}
                value={field.value as string | number | undefined}
                onChange={value => field.onChange(value ?? '')}
                label={label}
                size="small"
            />
        </Box>
    );
}

/** The filter inputs of `list.search` and `list.filters`, all shown at once. */
export function listFilters(config: ResourceConfig, translate: (key: string) => string): ReactElement[] {
    const filters: ReactElement[] = [];
    if ((config.list.search ?? []).length > 0) {
        filters.push(<SearchInput key="q" source="q" alwaysOn placeholder={translate('ats.resources.search')} />);
    }
    for (const source of config.list.filters ?? []) {
        const label = fieldLabel(config, source);
        const reference = config.references?.[source];
        const schema = config.schema.properties[source];
        if (source === 'status') {
            filters.push(
                <SelectInput
                    key={source}
                    source={source}
                    label={label}
                    alwaysOn
                    emptyText="ats.resources.all"
                    choices={[
                        { id: ACTIVE, name: 'ats.resources.active' },
                        { id: INACTIVE, name: 'ats.resources.inactive' },
                    ]}
                />,
            );
        } else if (reference) {
            filters.push(<ReferenceFilterInput key={source} source={source} label={label} reference={reference} alwaysOn />);
        } else if (schema?.enum) {
            const choices = schema.enum
                .filter((value): value is string | number | boolean => value !== null)
                .map(value => ({ id: String(value), name: enumLabel(config, source, value) }));
            filters.push(
                <SelectInput key={source} source={source} label={label} alwaysOn emptyText="ats.resources.all" choices={choices} translateChoice={false} />,
            );
        } else if (schema?.type === 'boolean') {
            filters.push(<NullableBooleanInput key={source} source={source} label={label} alwaysOn />);
        } else {
            filters.push(<TextInput key={source} source={source} label={label} alwaysOn />);
        }
    }
    return filters;
}

function ListActions({ config }: { config: ResourceConfig }) {
    return (
        <TopToolbar>
            <BulkUploadButton config={config} />
            {config.export && config.api.export && <ExportCsvButton />}
        </TopToolbar>
    );
}

function ListEmpty({ config }: { config: ResourceConfig }) {
    return (
        <EmptyState
            icon={Inbox}
            title="ats.resources.empty_title"
            description="ats.resources.empty_body"
            action={
                <Box sx={{ display: 'flex', gap: 1 }}>
                    {config.api.create && <CreateButton label="ats.resources.create" variant="contained" />}
                    <BulkUploadButton config={config} />
                </Box>
            }
        />
    );
}

// A list with many columns scrolls sideways inside its card, as the board does, so the page and
// its toolbar keep the window's width (react-admin's flex row would otherwise grow with the table).
const scrollsInsideItsCard = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } as const;

// ...and its row actions (the last column) stay at the card's right edge meanwhile, over the cells that
// scroll under them, so Edit and Delete never need a sideways scroll. A line on their left edge shows
// where the cells go under; the row's hover tint is drawn on that cell too, since its own background
// hides the row's.
const edgeLine = (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`;
const actionsStayInView = {
    '& .RaDatagrid-headerCell:last-of-type': { right: 0, zIndex: 3, boxShadow: edgeLine },
    '& .RaDatagrid-rowCell:last-of-type': { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: edgeLine },
    '& .RaDatagrid-row:hover .RaDatagrid-rowCell:last-of-type': {
        backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
} as const;

export function ListView({ config }: { config: ResourceConfig }) {
    const translate = useTranslate();
    const key = resourceKey(config);
    const perPage = config.list.perPage ?? constants.pageSize.default;
    // One actions column (Edit, then ⋮ with Delete), left out when the user may press neither.
    const { canAccess: canEdit } = useCanAccess({ resource: key, action: 'edit' });
    const { canAccess: canDelete } = useCanAccess({ resource: key, action: 'delete' });
    const edit = Boolean(config.api.update && config.api.one && canEdit);
    const remove = Boolean(config.api.delete && canDelete);
    return (
        <Box data-testid={`list-${config.name}`}>
            {/* The title and the create button are the frame's (ui/pageFrame.tsx, docs/ui.md). */}
            <PageHeader
                title={config.label.many}
                action={config.api.create ? <CreateButton resource={key} label="ats.resources.create" variant="contained" /> : undefined}
            />
            <List
                resource={key}
                title={config.label.many}
                perPage={perPage}
                sort={config.list.sort ?? defaultListSort}
                filters={listFilters(config, translate)}
                actions={<ListActions config={config} />}
                empty={<ListEmpty config={config} />}
                aside={hasAside(config, 'list') ? <AsidePanel config={config} view="list" /> : undefined}
                sx={scrollsInsideItsCard}
            >
                <Datagrid rowClick={config.api.one ? 'show' : false} bulkActionButtons={false} sx={edit || remove ? actionsStayInView : undefined}>
                    {listColumns(config).map(source => renderField(config, source, 'list'))}
                    {edit || remove ? <RowActions label="ats.resources.actions" edit={edit} remove={remove} successMessage={config.messages?.deleted} /> : null}
                </Datagrid>
            </List>
        </Box>
    );
}
