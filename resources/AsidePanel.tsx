/**
 * The generated views' side panel (resources/asides.ts): the config's key for
 * the view, loaded on demand. A misnamed key says so in place of the panel, as
 * a misnamed override does; the view itself is unaffected.
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { asideFor } from './asides';
import type { AsideView, ResourceConfig } from './types';

export function hasAside(config: ResourceConfig, view: AsideView): boolean {
    return Boolean(config.aside?.[view]);
}

export function AsidePanel({ config, view, record }: { config: ResourceConfig; view: AsideView; record?: RaRecord }) {
    const translate = useTranslate();
    const key = config.aside?.[view];
    const Aside = asideFor(key);
    if (!key) return null;
    if (!Aside) {
        return (
            <Alert severity="error" role="alert" sx={{ ml: 2, alignSelf: 'flex-start' }}>
                {translate('ats.resources.unknown_aside', { key, resource: config.name })}
            </Alert>
        );
    }
    return (
        <Suspense fallback={null}>
            <Aside config={config} view={view} record={record} />
        </Suspense>
    );
}

/** Show's aside: the record from react-admin's record context. */
export function RecordAsidePanel({ config, view }: { config: ResourceConfig; view: AsideView }) {
    const record = useRecordContext();
    return <AsidePanel config={config} view={view} record={record} />;
}
