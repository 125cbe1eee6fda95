/**
 * An application's source as the board's cards and the application drawer show it. The sources
 * the product itself records ("Career page", "Vendor", "Referral", "Employee referral", "Employee")
 * read as the dashboard, the reports and their drill-down name them: their SOURCE_BUCKETS bucket's
 * words (`ats.dashboard.sources.*`), in the page's language. Any other source (a job board's
 * utm_source, a partner site's name, what a recruiter typed) is a name, shown as written.
 */
import type { SourceBucket } from '../../config/contracts/dashboard';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The buckets a source's text alone decides (migration 024's `source_bucket` rule, the text's part: trimmed, any case). */
const BUCKET_OF_TEXT: ReadonlyMap<string, SourceBucket> = new Map([
    ['vendor', 'vendor'],
    ['referral', 'referral'],
    ['employee referral', 'referral'],
    ['employee', 'employee'],
    ['career page', 'career_page'],
]);

/** The source in words, or null when the application has none. */
export function sourceWords(translate: Translate, source: string | null | undefined): string | null {
    const text = source?.trim();
    if (!text) return null;
    const bucket = BUCKET_OF_TEXT.get(text.toLowerCase());
    return bucket ? translate(`ats.dashboard.sources.${bucket}`) : text;
}
