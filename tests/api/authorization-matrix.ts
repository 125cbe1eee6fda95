/**
 * The authorization matrix: every route of the OpenAPI document and what each
 * caller gets from it. Plain data, reviewed like code: tests/api/authorization.test.ts
 * calls every route as every caller and fails when an answer differs, when a
 * documented route has no row, or when a row names a route the app no longer has,
 * so a new route cannot land without a row here. The reasons are in docs/decisions.md,
 * "Who may call what"; each group's `why` says them in short.
 *
 * Callers, all on acme.localhost (README demo logins): the admin (CORPORATE), the
 * lead recruiter and the recruiter (their default permission sets,
 * config/permissions.json), the interviewer, a vendor, an employee, a candidate;
 * `anonymous` sends no token, `otherWorkspace` sends globex's admin token to acme.
 *
 * Outcomes:
 * - allow: the caller got past authorization: neither 401 nor 403, never 5xx (the
 *   empty body's 400 and a random id's 404 are allowed answers);
 * - 403: a JSON refusal, the session kept, before the body is validated;
 * - 401: the plain-text `Not AUTHENTICATED USER`, before anything else;
 * - 404: the route does not exist for this workspace (agency-only resources elsewhere).
 *
 * Row fields besides the callers: `id` names the acme id that fills the path
 * parameter (`record`: a record of the route's resource; `random`: an id nobody
 * has, for deletes whose success would spoil later rows); `query` is sent as is;
 * `session: 'fresh'` signs each caller in anew for the call (logout ends the
 * session it is sent with). Bodies are empty (`{}`) for POST, PUT and PATCH.
 */

export const callers = ['admin', 'lead', 'recruiter', 'interviewer', 'vendor', 'employee', 'candidate', 'anonymous', 'otherWorkspace'] as const;
export type Caller = (typeof callers)[number];
export type Outcome = 'allow' | '401' | '403' | '404';
export type IdKind = 'record' | 'job' | 'stage' | 'application' | 'candidate' | 'resumeFile' | 'publicFile' | 'user' | 'random';

export type Row = {
    /** `METHOD /api/path`, spelled as in the OpenAPI document. */
    route: string;
    id?: IdKind;
    query?: string;
    session?: 'fresh';
} & Record<Caller, Outcome>;

export interface Group {
    name: string;
    why: string;
    rows: readonly Row[];
}

export const matrix: readonly Group[] = [
    {
        name: 'Public',
        why: "No session: the console's workspace check, the four sign-in doors, password reset, the logo and favicon the sign-in pages show, the health probe and the API's own description. The same for everyone; a token sent along is not even read.",
        rows: [
            { route: 'GET /api/check-workspace', query: 'workspace=http://acme.localhost', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/corporate/login', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/vendor/login', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/employee/login', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/candidate/login', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/forgot-password', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/reset-password', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/files/public/{name}', id: 'publicFile', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/health', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/health/ready', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/docs/json', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
        ],
    },
    {
        name: 'Career page (public)',
        why: "The workspace's public career page: its open jobs, a job's page, the filter options, industries, skills and an active partner site's branding. No session, the same for everyone; a token sent along is not read. Only the host's workspace's listed jobs are visible (docs/api-career.md).",
        rows: [
            { route: 'GET /api/career/jobs', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/career/jobs/{id}', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/career/filters', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/career/get-skills', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/career/partners/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/sso-industry', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
        ],
    },
    {
        name: 'Session',
        why: "Any signed-in user of this workspace, whatever the area: who am I, my permissions, my language (only one's own: the body names no one), change my password, sign out (called with a session made for it). Another workspace's token is no session here: 401.",
        rows: [
            { route: 'GET /api/me', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/me/locale', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/get-user-permissions', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/corporate/change-password', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/logout', session: 'fresh', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Cities',
        why: 'The city list behind every location field (jobs, candidates, profiles): reference data, the same for everyone, so any signed-in user of the workspace searches it; the career page needs no search (its city choices come with career/filters), so no session is 401.',
        rows: [
            { route: 'GET /api/cities', query: 'search=pu', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Console configuration',
        why: "The generated screens are the corporate area's: corporate roles, no module.",
        rows: [
            { route: 'GET /api/resource-config', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'User accounts',
        why: "Enabling or disabling any account: USERS-TEAM-MATE CREATE (no teammate default holds it). A teammate granted it changes teammate accounts only (RECRUITER, LEAD_RECRUITER), never the admin's or a portal account, which change through their own resource (tested below the matrix).",
        rows: [
            { route: 'PATCH /api/users/{id}/status', id: 'user', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Company profile',
        why: "COMPANY-PROFILE VIEW reads the profile, CREATE changes it, its images and the candidates' privacy notice; no teammate default holds either, so the admin by default.",
        rows: [
            { route: 'GET /api/get-company-profile', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/update-company-profile', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/privacy-notice', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/company-profile/logo', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/company-profile/favicon', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Partner Sites (partner_sites)',
        why: 'Module COMPANY-PROFILE: VIEW reads, CREATE writes the white-label partner origins the career page trusts (CORS, frame-ancestors); no teammate default holds it, so the admin by default.',
        rows: [
            { route: 'GET /api/partner-sites', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/partner-site/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/partner-site', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/partner-site/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/partner-site/{id}/status', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/partner-site/{id}', id: 'random', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Business Units (business_units)',
        why: "Module ONBOARD-BUSINESS-UNIT: VIEW reads, CREATE writes, EXPORT exports (with VIEW). The lead recruiter's default set holds none of it; the recruiter's holds none.",
        rows: [
            { route: 'GET /api/business-units', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/business-unit/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/business-units/options', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/business-units/export', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/business-unit', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/business-unit/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/business-unit/{id}/status', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/business-unit/{id}', id: 'random', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/business-units/bulk-upload', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Clients (clients)',
        why: "Module ONBOARD-CLIENT: VIEW reads, CREATE writes, EXPORT exports (with VIEW). The lead recruiter's default set holds none of it; the recruiter's holds none. Only on recruit agencies (acme is one); elsewhere 404.",
        rows: [
            { route: 'GET /api/clients', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/client/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/clients/options', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/client', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/client/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/client/{id}/status', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/client/{id}', id: 'random', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Departments (departments)',
        why: "Module ONBOARD-DEPARTMENT: VIEW reads, CREATE writes, EXPORT exports (with VIEW). The lead recruiter's default set holds VIEW, CREATE; the recruiter's holds none.",
        rows: [
            { route: 'GET /api/departments', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/department/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/departments/options', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/departments/export', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/department', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/department/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/department/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/department/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/departments/bulk-upload', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Process Types (domains)',
        why: "Module ONBOARD-PROCESS-TYPE: VIEW reads, CREATE writes, EXPORT exports (with VIEW). The lead recruiter's default set holds none of it; the recruiter's holds none.",
        rows: [
            { route: 'GET /api/domains', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/domain/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/domains/options', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/domains/export', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/domain', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/domain/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/domain/{id}/status', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/domain/{id}', id: 'random', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/domains/bulk-upload', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Email Templates (email_templates)',
        why: "No module, and none needed: SPEC 6 shows Set Communication, with its Create Template entries, to every corporate user, and writing to candidates is recruiters' daily work. A template sends nothing by itself. Every corporate user reads and writes.",
        rows: [
            { route: 'GET /api/email/templates', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/email/templates/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/email/templates', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/email/templates/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/email/templates/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/email/templates/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Template preview (email-content)',
        why: 'A preview renders a template with a real application\'s candidate, job and recruiter: whoever may read applications (jobAccess read) may preview, nobody else. It writes nothing.',
        rows: [
            { route: 'POST /api/email-content', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Automations (email-trigger)',
        why: "As the templates they send: SPEC 6 shows Set Communication, with its Automation entries, to every corporate user. A rule only sends the workspace's own templates to the people of its own applications. Every corporate user reads and writes.",
        rows: [
            { route: 'GET /api/email-trigger', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/email-trigger/options', query: 'channel=EMAIL', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/email-trigger/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/email-trigger', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/email-trigger/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/email-trigger/{id}/status', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/email-trigger/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/email-trigger/{id}/log', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Employees (employees)',
        why: "No module: SPEC 6 shows the Employee entry to every corporate user, so every corporate user reads. An employee record is an account: creating one mails an invitation and opens the employee portal, editing changes who signs in, disabling ends the sessions. Writing is the admin's and the lead recruiter's (actionRoles CREATE); so is the export, a file of people's contact details (actionRoles EXPORT; of the teammate defaults only the lead's hold EXPORT).",
        rows: [
            { route: 'GET /api/employees', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employees/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/onboard-employee', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/employee/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/employee/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/bulk-onboard-employees', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Interviewers (interviewers)',
        why: "Module USERS-INTERVIEWERS: VIEW reads, CREATE writes, EXPORT exports (with VIEW). The lead recruiter's default set holds VIEW, CREATE; the recruiter's holds none.",
        rows: [
            { route: 'GET /api/interviewers', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewer/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewers/export', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/onboard-interviewer', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/interviewer/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/interviewer/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/bulk-onboard-interviewers', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Marketplace (marketplace_services)',
        why: 'No module: SPEC 6 shows the marketplace to every corporate user, so every corporate user reads. The catalogue says which providers the company buys from and at what price, a company decision like the onboarding masters: the admin and the lead recruiter write (actionRoles CREATE).',
        rows: [
            { route: 'GET /api/marketplace/services', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/marketplace/services/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/marketplace/services', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/marketplace/services/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/marketplace/services/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/marketplace/services/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Offer Letter Templates (offer_letter_templates)',
        why: 'No module. Every corporate user reads (the offer form picks a template). A template is the wording of every offer the company makes: the admin and the lead recruiter write (actionRoles CREATE).',
        rows: [
            { route: 'GET /api/offer-letter/templates', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/offer-letter/templates/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/offer-letter/templates-options', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/offer-letter/templates', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/offer-letter/templates/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/offer-letter/templates/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/offer-letter/templates/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Offer Letters (server/routes/offers.ts)',
        why: "No module: SPEC 6 shows Talent entries to every corporate user, so every corporate user reads offers and their PDFs. An offer letter commits the company to employ and pay someone: drafting, editing, sending, resending and withdrawing are the admin's and the lead recruiter's, and so is the application picker that starts one.",
        rows: [
            { route: 'GET /api/offer-letters', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/offer-letter/applications', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/offer-letter/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/offer-letter/{id}/pdf', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/offer-letter', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/offer-letter/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/offer-letter/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/offer-letter/{id}/update-status', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/offer-letter/{id}/resend', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Position Categories (position_categories)',
        why: "Module ONBOARD-POSITION-CATEGORY: VIEW reads, CREATE writes, EXPORT exports (with VIEW). The lead recruiter's default set holds none of it; the recruiter's holds none.",
        rows: [
            { route: 'GET /api/position-categories', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/position-category/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/position-categories/options', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/position-categories/export', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/position-category', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/position-category/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/position-category/{id}/status', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/position-category/{id}', id: 'random', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/position-categories/bulk-upload', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Talent Categories (talent_categories)',
        why: 'No module: how recruiters organise their pool; every corporate user reads, writes and exports (category names, no personal data).',
        rows: [
            { route: 'GET /api/pool-categories', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/pool-category/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/pool-categories/options', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/pool-categories/export', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/pool-category', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/pool-category/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/pool-category/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/pool-category/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Candidate Pool (talent_pool)',
        why: "No module: sourcing candidates into the pool is recruiters' daily work (SPEC 6: Talent shows to all corporate users): every corporate user reads and writes. The export, a file of candidates' personal data, is the admin's and the lead recruiter's (actionRoles EXPORT).",
        rows: [
            { route: 'GET /api/pool-users', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/pool-user/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/pool-users/options', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/pool-users/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/pool-user', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/pool-user/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/pool-user/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/pool-user/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/talent/bulk-upload', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Candidate search',
        why: 'As the candidate pool: finding a candidate across every job is recruiters\' daily work (SPEC 6: Talent shows to all corporate users), so every corporate user, no module.',
        rows: [
            { route: 'GET /api/candidates/search', query: 'q=priya', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Global search (search)',
        why: "Every corporate user; what each finds follows their permissions (jobs and applications need the job list's) and role (a recruiter's own jobs), server/lib/globalSearch.ts.",
        rows: [
            { route: 'GET /api/search', query: 'q=priya', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Teammates (teammates)',
        why: "Module USERS-TEAM-MATE: VIEW reads, CREATE writes, EXPORT exports (with VIEW). The lead recruiter's default set holds none of it; the recruiter's holds none.",
        rows: [
            { route: 'GET /api/teammates', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/teammate/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/teammates/export', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/onboard-teammate', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/teammate/{id}', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/teammate/{id}/status', id: 'record', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Vendors (vendors)',
        why: "No module: SPEC 6 shows the Vendor entry to every corporate user, so every corporate user reads. A vendor record is an account: creating one mails an invitation and lets an outside company see open jobs and add applicants; disabling ends its sessions. Writing is the admin's and the lead recruiter's (actionRoles CREATE); so is the export of vendors' contact details (actionRoles EXPORT).",
        rows: [
            { route: 'GET /api/vendors', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/vendor/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/vendors/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/onboard-vendor', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/vendor/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/vendor/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/bulk-onboard-vendors', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'WhatsApp Templates (whatsapp_templates)',
        why: 'As email templates: every corporate user reads and writes (SPEC 6, Create Template shows to all corporate users).',
        rows: [
            { route: 'GET /api/whatsapp/templates', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/whatsapp/templates/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/whatsapp/templates', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/whatsapp/templates/{id}', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/whatsapp/templates/{id}/status', id: 'record', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/whatsapp/templates/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Jobs',
        why: "Corporate roles only. Reading needs MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE, writing JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE, deleting a job MANAGE-EDIT-JOBS CREATE (docs/api-jobs.md): both teammate defaults read and write, only the lead's deletes. get-skills needs a corporate role only.",
        rows: [
            { route: 'GET /api/get-jobs', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/get-job-by-id/{id}', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/all-jobs-by-company', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/create-job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/update-job/{id}', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/delete-job/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/assign-recruiter/{id}', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/remove-job-recruiter', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/{id}/update-hiring-deadline', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/{id}/promote-job', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/get-filter-list', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/get-skills', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/generate-ai-content', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/job-bulk-upload', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Pipelines',
        why: "Corporate roles only. Reading needs MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE, writing JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE, deleting a job MANAGE-EDIT-JOBS CREATE (docs/api-jobs.md): both teammate defaults read and write, only the lead's deletes.",
        rows: [
            { route: 'GET /api/get-hiring-pipelines/{id}', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/{id}/create-hiring-pipeline', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/edit-pipeline/{id}', id: 'stage', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/delete-pipeline-by-id/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/update-pipeline-order/{id}', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Applications and the board',
        why: "Corporate roles only. Reading needs MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE, writing JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE, deleting a job MANAGE-EDIT-JOBS CREATE (docs/api-jobs.md): both teammate defaults read and write, only the lead's deletes.",
        rows: [
            { route: 'POST /api/add-user-application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/applicant-upload', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/update-applicant-details/{id}', id: 'candidate', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/{id}/application-detail', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/{id}/get-timeline', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/{id}/request-profile-verification', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/{id}/notes', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/{id}/resume-compatibility', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/{id}/get-user-applications', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/shift-applicant', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/update-bulk-current-pipeline/{id}', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/bulk-applications', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Resumes',
        why: "Corporate roles only. Reading needs MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE, writing JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE, deleting a job MANAGE-EDIT-JOBS CREATE (docs/api-jobs.md): both teammate defaults read and write, only the lead's deletes. A stored resume is read by those who may read applications.",
        rows: [
            { route: 'POST /api/parse-resume', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/parse-resume/bulk', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/files/resume/{id}', id: 'resumeFile', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Interviews (corporate)',
        why: "Rounds, scheduling, rescheduling and cancelling are board work: the job grants (read: MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE, write: JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE). The workspace's interviews list shows to every corporate user with job access (SPEC.md section 6). The question bank, regenerate-question and the monthly and marks figures serve corporate users and interviewers (an interviewer sees only their own figures and interviews; any other id is 404). A workspace's own questions and calibration of every interviewer need USERS-INTERVIEWERS (CREATE, VIEW). interviewer-result shows a recruiter every interviewer's feedback and an interviewer their own (docs/api-interviews.md).",
        rows: [
            { route: 'GET /api/{id}/get-interview-rounds', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/{id}/create-interview-round', id: 'job', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/edit-interview-round/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/delete-interview-round/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewer-options', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/schedule-interview', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/interviewer/reschedule-interview', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/{id}/delete-interview', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviews', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interview/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interview-questions', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/interview-questions', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/interview-questions/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/regenerate-question', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interview-count/monthly', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/marks-distribution', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewers/calibration', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewer-result/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Corporate dashboard',
        why: "COMPANY-DASHBOARD VIEW, which every corporate demo role holds (CORPORATE always; the recruiter's answer counts only their own jobs). The interviewer, vendor, employee and candidate areas are other roles: 403 (docs/api-dashboard.md).",
        rows: [
            { route: 'GET /api/get-corporate-dashboard', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Placement dashboard, usage and the CS dashboard',
        why: "tpo-dashboard needs COMPANY-DASHBOARD VIEW and exists only for an institute: acme is none, so its corporate roles get 404 after the access check. usage and cs-dashboard need COMPANY-PROFILE VIEW (the admin's; the demo lead and recruiter lack it); cs-dashboard exists only for the workspaces in CS_DASHBOARD_WORKSPACES, which the test app leaves empty: 404 (docs/api-dashboard.md).",
        rows: [
            { route: 'GET /api/tpo-dashboard', admin: '404', lead: '404', recruiter: '404', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/usage', admin: 'allow', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/cs-dashboard', admin: '404', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Reports',
        why: "ONBOARD-REPORT VIEW reads a report, ONBOARD-REPORT EXPORT downloads one: CORPORATE always, the lead recruiter by default; the demo recruiter holds neither (an admin may grant them; a RECRUITER's reports count their own jobs). Other roles are 403 (docs/api-reports.md).",
        rows: [
            { route: 'GET /api/reports/filters', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/applications', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/applications/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/job-analytics', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/job-analytics/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/candidate-source', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/candidate-source/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/time-to-fill', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/time-to-fill/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/recruiter-performance', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/recruiter-performance/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/offer-letter', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/offer-letter/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/interviews', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/interviews/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/candidate-performance', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/candidate-performance/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/requirement-overview', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/requirement-overview/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/candidate-master', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/candidate-master/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/jobs', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/jobs/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/overview', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/overview/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/consolidated', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/consolidated/export', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/reports/views', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/reports/views', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'DELETE /api/reports/views/{id}', id: 'random', admin: 'allow', lead: 'allow', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'WhatsApp',
        why: "A candidate's WhatsApp consent and a template message to them, on an application: the recruiting team (the applicants' read and write grants, as the timeline and notes). The candidate records their own consent. The Cloud API's webhook has no session: it is refused (403) unless it carries WHATSAPP_VERIFY_TOKEN (GET) or a valid X-Hub-Signature-256 (POST), which no caller here has (docs/api-communication.md, \"WhatsApp\").",
        rows: [
            { route: 'GET /api/applications/{id}/whatsapp-opt-in', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/applications/{id}/whatsapp-opt-in', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/applications/{id}/whatsapp', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/whatsapp-opt-in', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/candidate/whatsapp-opt-in', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/webhooks/whatsapp', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '403', otherWorkspace: '403' },
            { route: 'POST /api/webhooks/whatsapp', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '403', otherWorkspace: '403' },
        ],
    },
    {
        name: 'Interviewer area',
        why: "The signed-in interviewer's own interviews: role INTERVIEWER, or a teammate whose secondary role is INTERVIEWER (the lead recruiter of the demo). Anyone else, the admin included, is 403; another interviewer's interview, or one of another workspace, is 404 (docs/api-interviews.md).",
        rows: [
            { route: 'GET /api/interviewer/dashboard-analytics', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/interviewer/get-interview-list', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/get-interview-details', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewer/get-applicant-detail/{id}', id: 'application', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewer/resume/{id}', id: 'application', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/update-interview-feedback', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/interviewer/update-interview-result', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/interviewer/update-profile-status', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewer/calibration', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/interviewer/get-interviewer-detail/{id}', id: 'random', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/interviewer/edit-interviewer', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/interviewer/profile-image', admin: '403', lead: 'allow', recruiter: '403', interviewer: 'allow', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Candidate sign-up (public)',
        why: "No session: a visitor asks whether an account has their email, gets a one-time code, verifies it and creates the candidate account (docs/api-candidates.md). The same for everyone, rate limited per client; the privacy notice the apply form shows is public too.",
        rows: [
            { route: 'POST /api/check-users', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/otp-challenge', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/otp-verify-challenge', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/create-account-details', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'GET /api/privacy-notice', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
        ],
    },
    {
        name: 'Vendor area',
        why: "The signed-in vendor's own things (docs/api-vendors.md): role VENDOR only, each scoped to their vendor record: the jobs shown to vendors, submitting people, their own submissions and screening answers, the dashboard, their profile. Anyone else, the admin included, is 403: the recruiter reads submissions through the board.",
        rows: [
            { route: 'POST /api/vendor/jobs', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/vendor/get-filters', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/vendor/jobs/{id}', id: 'job', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/vendor/parse-resume', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/vendor/add-applicant', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/vendor/add-applicant/bulk', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/vendor/applicants', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/vendor/{id}/get-screening-response', id: 'job', query: 'user_id=00000000-0000-4000-8000-000000000000', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/vendor/dashboard', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/vendor/profile', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/vendor/profile', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/vendor/profile-image', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: 'allow', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Vendor refused submissions',
        why: "Which of one vendor's submissions were refused as duplicates (docs/api-vendors.md, \"Ownership\"): as the vendor list itself, every corporate user reads; a vendor never learns of other submissions.",
        rows: [
            { route: 'GET /api/vendor/{id}/refused-submissions', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Candidate area',
        why: "The signed-in candidate's own things: role CANDIDATE only, each scoped to their own record (another candidate's id answers 404). Anyone else, the admin included, is 403: a recruiter reads candidates through the board, not through the candidate's door.",
        rows: [
            { route: 'POST /api/candidate/upload-candidate-cv', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/job-categories', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/candidate/get-jobs-filter', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/candidate/apply', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/applied-jobs', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/get-user-profile/{id}', id: 'random', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/candidate/update-profile', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'PATCH /api/verify-profile', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/offer-letters', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/offer-letter/{id}', id: 'random', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/candidate/offer-letter/{id}/accept', id: 'random', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/candidate/offer-letter/{id}/decline', id: 'random', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/offer-letter/{id}/pdf', id: 'random', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/candidate/export', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/candidate/erase-account', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: '403', candidate: 'allow', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Employee area',
        why: "The signed-in employee's own things (docs/api-employees.md): role EMPLOYEE only, each scoped to their own record: the jobs shown to employees, their applications and referrals, their profile. Anyone else, the admin included, is 403: the recruiter reads applications and referrals through the board.",
        rows: [
            { route: 'POST /api/employee/jobs', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/get-filters', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/jobs/{id}', id: 'random', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/share-link/{id}', id: 'random', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/employee/upload-cv', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/employee/apply', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/applied-jobs', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/employee/referrals', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/referrals', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/dashboard', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/employee/profile', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'PUT /api/employee/profile', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/employee/profile-image', admin: '403', lead: '403', recruiter: '403', interviewer: '403', vendor: '403', employee: 'allow', candidate: '403', anonymous: '401', otherWorkspace: '401' },
        ],
    },
    {
        name: 'Bulk messages and the communication log',
        why: "Corporate roles only (docs/api-communication.md). Mailing applications is board work: JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE, as moving their cards; one application's log reads like its detail. The talent notification, the workspace's log and retry are for every corporate user (SPEC.md: communication entries show to all corporate users). The unsubscribe link is public: its signed token is the permission.",
        rows: [
            { route: 'POST /api/applications/send-mail', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/applications/send-mail/preview', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/talent/send-notification', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/communication-log', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/{id}/communication-log', id: 'application', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'POST /api/communication-log/{id}/retry', id: 'random', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: '403', vendor: '403', employee: '403', candidate: '403', anonymous: '401', otherWorkspace: '401' },
            { route: 'GET /api/unsubscribe', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
            { route: 'POST /api/unsubscribe', admin: 'allow', lead: 'allow', recruiter: 'allow', interviewer: 'allow', vendor: 'allow', employee: 'allow', candidate: 'allow', anonymous: 'allow', otherWorkspace: 'allow' },
        ],
    },
];
