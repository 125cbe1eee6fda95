/**
 * The corporate dashboard (docs/api-dashboard.md): GET get-corporate-dashboard
 * for corporate roles holding COMPANY-DASHBOARD VIEW (CORPORATE always does).
 * A RECRUITER's figures count only the jobs they are assigned to.
 */
import type { FastifyInstance } from 'fastify';
import { corporateRoles } from '../../config/index.js';
import { corporateDashboardSchema, dashboardQuerySchema, DEFAULT_DASHBOARD_PERIOD } from '../../config/contracts/dashboard.js';
import { corporateDashboard } from '../lib/dashboard.js';
import { jobScopeOf } from '../lib/dashboardScope.js';
import { ok, schemas } from '../lib/http.js';
import { route } from '../plugins/auth.js';

const tags = ['dashboard'];

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'GET',
        url: '/api/get-corporate-dashboard',
        access: { roles: corporateRoles, permission: ['COMPANY-DASHBOARD', 'VIEW'] },
        schema: {
            tags,
            summary: "The corporate dashboard: the period's tiles against the previous period, funnel, applications over time, source mix, deadlines and what needs the caller",
            querystring: dashboardQuerySchema,
            response: { 200: schemas.envelope(corporateDashboardSchema) },
        },
        keepAnswer: ({ user, workspace, query }) => ({ scope: jobScopeOf(user, workspace.id, query), query }),
        async handler({ tx, workspace, user, query }) {
            const scope = jobScopeOf(user, workspace.id, query);
            return ok(await corporateDashboard(tx, scope, query.period ?? DEFAULT_DASHBOARD_PERIOD, scope.ownJobsOf !== undefined));
        },
    });
}
