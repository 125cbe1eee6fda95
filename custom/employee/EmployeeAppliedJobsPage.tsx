/**
 * /employee/applied-jobs: the employee's own applications (GET
 * employee/applied-jobs), 10 to a page, in the candidate area's table: the
 * job (its employee page while open), the day applied, the stage in the
 * server's words for outsiders (publicStageName: an internal "Rejected" reads
 * "Not selected") and the day it last changed.
 */
import { useDataProvider } from 'react-admin';
import { EMPLOYEE_LIST_PAGE_SIZE } from '../../config/contracts/employeePortal';
import type { EmployeePortalDataProvider } from '../../dataProvider/employeePortal';
import { AppliedJobsView } from '../candidate/AppliedJobsPage';
import { employeeJobPath, employeePagePaths } from './paths';

export default function EmployeeAppliedJobsPage() {
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    return (
        <AppliedJobsView
            load={page => dataProvider.employeeAppliedJobs({ page, limit: EMPLOYEE_LIST_PAGE_SIZE })}
            jobPath={employeeJobPath}
            emptyHint="ats.employee.no_applications_hint"
            browse={{ to: employeePagePaths.jobs, label: 'ats.employee.browse_jobs' }}
        />
    );
}
