/**
 * The employee's job filter as the page holds it and as POST employee/jobs
 * receives it: a search, a city, an employment type, a department and
 * applied / not applied. Pure, so the component test and the page agree on
 * the body. Only what is set is sent: an empty choice means "any".
 */
import { EMPLOYEE_JOBS_PAGE_SIZE, type EmployeeJobsBody } from '../../config/contracts/employeePortal';
import { EMPLOYMENT_TYPES } from '../../config/contracts/jobs';

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface EmployeeJobFilter {
    search: string;
    /** One of the job locations of employee/get-filters, '' for any. */
    city: string;
    employment_type: EmploymentType | '';
    department_id: string;
    /** 'yes': only jobs I applied to; 'no': only jobs I did not; '': both. */
    applied: '' | 'yes' | 'no';
}

export const defaultEmployeeJobFilter: EmployeeJobFilter = { search: '', city: '', employment_type: '', department_id: '', applied: '' };

/** The contract's search limit. */
export const SEARCH_MAX = 200;

export function employeeJobsBody(filter: EmployeeJobFilter, page: number): EmployeeJobsBody {
    const body: EmployeeJobsBody = { currentPage: page, limit: EMPLOYEE_JOBS_PAGE_SIZE };
    const search = filter.search.trim();
    if (search) body.search = search.slice(0, SEARCH_MAX);
    if (filter.city) body.city = filter.city;
    if (filter.employment_type) body.employment_type = filter.employment_type;
    if (filter.department_id) body.department_id = filter.department_id;
    if (filter.applied) body.applied = filter.applied === 'yes';
    return body;
}

export function isDefaultEmployeeJobFilter(filter: EmployeeJobFilter): boolean {
    return (Object.keys(defaultEmployeeJobFilter) as (keyof EmployeeJobFilter)[]).every(key => filter[key] === defaultEmployeeJobFilter[key]);
}
