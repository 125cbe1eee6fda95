/**
 * The vendor's job filter as the page holds it (a keyword and the three
 * choices of vendor/get-filters: job, skill, location) and the vendor/jobs
 * body it becomes. Pure, for tests: an empty choice is left out of the body,
 * never sent as ''.
 */
import { VENDOR_JOBS_PAGE_SIZE, type VendorJobsBody } from '../../config/contracts/vendorPortal';

export interface VendorJobFilter {
    search: string;
    job_id: string;
    skill: string;
    location: string;
}

export const emptyVendorJobFilter: VendorJobFilter = { search: '', job_id: '', skill: '', location: '' };

export function isEmptyVendorJobFilter(filter: VendorJobFilter): boolean {
    return Object.values(filter).every(value => value.trim() === '');
}

export function vendorJobsBody(filter: VendorJobFilter, page: number): VendorJobsBody {
    const body: VendorJobsBody = { currentPage: page, limit: VENDOR_JOBS_PAGE_SIZE };
    const search = filter.search.trim().slice(0, 100);
    if (search) body.search = search;
    if (filter.job_id) body.job_id = filter.job_id;
    if (filter.skill) body.skill = filter.skill;
    if (filter.location) body.location = filter.location;
    return body;
}
