/**
 * The placement dashboard of an institute (GET tpo-dashboard), an admin's
 * usage page (GET usage) and the CS dashboard (GET cs-dashboard), in
 * docs/api-dashboard.md. tpo-dashboard exists only for a workspace whose
 * `institute` detail is set, cs-dashboard only for the workspaces in
 * CS_DASHBOARD_WORKSPACES: elsewhere they answer 404, after the caller's
 * access is checked (403 first, as every route).
 */
import type { FastifyInstance } from 'fastify';
import { corporateRoles } from '../../config/index.js';
import { tpoDashboardSchema, tpoQuerySchema } from '../../config/contracts/tpo.js';
import { csDashboardSchema, usageQuerySchema, usageSchema, USAGE_MONTHS } from '../../config/contracts/usage.js';
import { isInstitute } from '../lib/company.js';
import { jobScopeOf } from '../lib/dashboardScope.js';
import { HttpProblem, ok, schemas } from '../lib/http.js';
import { tpoDashboard } from '../lib/tpoDashboard.js';
import { csDashboard, workspaceUsage } from '../lib/usage.js';
import { route } from '../plugins/auth.js';

const tags = ['dashboard'];

export const usageMessages = {
    notInstitute: 'The placement dashboard is for institutes: set the institute in the company profile.',
    notListed: 'The CS dashboard is not available for this workspace.',
} as const;

export async function usageRoutes(app: FastifyInstance): Promise<void> {
    const listed = new Set(app.deps.config.csDashboardWorkspaces);

    route(app, {
        method: 'GET',
        url: '/api/tpo-dashboard',
        access: { roles: corporateRoles, permission: ['COMPANY-DASHBOARD', 'VIEW'] },
        authorize({ workspace }) {
            if (!isInstitute(workspace)) throw new HttpProblem(404, usageMessages.notInstitute);
        },
        schema: {
            tags,
            summary: "An institute's placement dashboard for an academic year: students placed, companies hiring, offers and their acceptance, salaries, by department and by year",
            querystring: tpoQuerySchema,
            response: { 200: schemas.envelope(tpoDashboardSchema) },
        },
        keepAnswer: ({ user, workspace, query }) => ({ scope: jobScopeOf(user, workspace.id, { department_id: query.department_id }), query }),
        async handler({ tx, workspace, user, query }) {
            const scope = jobScopeOf(user, workspace.id, { department_id: query.department_id });
            return ok(await tpoDashboard(tx, scope, query.year, scope.ownJobsOf !== undefined));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/usage',
        access: { roles: corporateRoles, permission: ['COMPANY-PROFILE', 'VIEW'] },
        schema: {
            tags,
            summary: "The workspace's usage per month: active users by role, jobs posted, applications, interviews, emails and WhatsApp messages, storage",
            querystring: usageQuerySchema,
            response: { 200: schemas.envelope(usageSchema) },
        },
        keepAnswer: ({ query }) => query,
        async handler({ tx, workspace, query }) {
            return ok(await workspaceUsage(tx, workspace.id, query.months ?? USAGE_MONTHS.default));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/cs-dashboard',
        access: { roles: corporateRoles, permission: ['COMPANY-PROFILE', 'VIEW'] },
        authorize({ workspace }) {
            if (!listed.has(workspace.host)) throw new HttpProblem(404, usageMessages.notListed);
        },
        schema: {
            tags,
            summary: "The customer-success dashboard of a listed workspace (CS_DASHBOARD_WORKSPACES): the usage per month and the setup checklist",
            querystring: usageQuerySchema,
            response: { 200: schemas.envelope(csDashboardSchema) },
        },
        keepAnswer: ({ query }) => query,
        async handler({ tx, workspace, query }) {
            return ok(await csDashboard(tx, workspace, query.months ?? USAGE_MONTHS.default));
        },
    });
}
