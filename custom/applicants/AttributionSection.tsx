/**
 * Where an application came from, in the application detail
 * (application-detail's `attribution`, docs/api-candidates.md "Attribution"):
 * the source, medium and campaign of the visit the candidate applied in, and
 * the referring employee, vendor and partner site by name, and for a vendor's
 * submission when it was made and until when it is that vendor's. Only what
 * was recorded is listed; an application a recruiter added has none of it.
 */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ApplicationAttribution } from '../../config/contracts/applications';
import { DefinitionList, type DefinitionRow } from '../../ui/DefinitionList';
import { DetailSection } from './DetailSections';
import { formatDateTime } from '../../ui/format';

/** "12 Mar 2026, 10:30" in the reader's language; null when there is none. */
const when = (value: string | null | undefined): string | null => (value ? formatDateTime(value) : null);

export function attributionRows(attribution: ApplicationAttribution): DefinitionRow[] {
    const rows: [string, string | null][] = [
        ['ats.applicants.attribution_source', attribution.source],
        ['ats.applicants.attribution_medium', attribution.medium],
        ['ats.applicants.attribution_campaign', attribution.campaign],
        ['ats.applicants.attribution_referred_by', attribution.referred_by?.name ?? null],
        ['ats.applicants.attribution_vendor', attribution.vendor?.name ?? null],
        ['ats.applicants.attribution_partner', attribution.partner?.name ?? null],
        // Who submitted whom and when, and until when another vendor's submission of the person is refused (docs/ui-vendors.md).
        ['ats.vendor.attribution.submitted_at', when(attribution.vendor_submitted_at)],
        ['ats.vendor.attribution.ownership_until', when(attribution.vendor_ownership_until)],
    ];
    return rows.filter(([, value]) => value !== null && value !== '');
}

export function AttributionSection({ attribution }: { attribution: ApplicationAttribution | undefined }) {
    const translate = useTranslate();
    const rows = attribution ? attributionRows(attribution) : [];
    return (
        <DetailSection title="ats.applicants.attribution">
            {rows.length > 0 ? (
                <DefinitionList rows={rows} />
            ) : (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.applicants.no_attribution')}
                </Typography>
            )}
        </DetailSection>
    );
}
