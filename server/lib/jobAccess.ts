/** Who may read, write, manage and export jobs (docs/api-jobs.md): the jobs, pipelines, applications and resumes routes. */
import { corporateRoles, hasPermission } from '../../config/index.js';
import type { Access, AuthUser, Grant } from './access.js';

export type JobAccess = 'read' | 'write' | 'manage' | 'export';

/** read: MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE; write: JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE; manage: MANAGE-EDIT-JOBS CREATE. */
const JOB_GRANTS: Record<JobAccess, readonly Grant[]> = {
    read: [['MANAGE-EDIT-JOBS', 'VIEW'], ['JOBS-POST', 'CREATE']],
    write: [['JOBS-POST', 'CREATE'], ['MANAGE-EDIT-JOBS', 'CREATE']],
    manage: [['MANAGE-EDIT-JOBS', 'CREATE']],
    export: [['MANAGE-EDIT-JOBS', 'EXPORT']],
};

export function canJobs(user: AuthUser, access: JobAccess): boolean {
    return JOB_GRANTS[access].some(([module, action]) => hasPermission(user.permissions, module, action));
}

/** route() access of the jobs, pipelines, applications and resumes routes: corporate roles holding one of the level's grants. */
export function jobAccess(access: JobAccess): Exclude<Access, 'public'> {
    return { roles: corporateRoles, anyPermission: JOB_GRANTS[access] };
}
