/**
 * The company profile (/corporate/company-profile): the workspace's own row,
 * read and written under RLS like every other request, plus its logo and
 * favicon, which the sign-in pages show before anyone is signed in.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CONTACT_PHONE_PATTERN } from '../../config/contracts/common.js';
import type { Workspace } from '../db/schema.js';
import type { Tx } from '../db/scope.js';
import { imageKinds, readUploadedFile } from '../lib/files.js';
import { companyDetails, isTimeZone } from '../lib/company.js';
import { HttpProblem, messages, ok } from '../lib/http.js';
import { localeOf } from '../lib/locale.js';
import { route } from '../plugins/auth.js';

export const companyMessages = { updated: 'Profile updated successfully!', unknownTimeZone: 'Choose a time zone from the list, such as Asia/Kolkata or Europe/London.' } as const;

const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;
const PUBLIC_AREA = 'public';

const nullableText = <N extends number>(maxLength: N) => ({ type: ['string', 'null'], maxLength }) as const;

const profileFields = {
    company_name: { type: 'string', minLength: 2, maxLength: 160 },
    brand_name: nullableText(160),
    institute: nullableText(160),
    theme_color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    website: { anyOf: [{ type: 'string', format: 'uri', maxLength: 300 }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
    industry: nullableText(120),
    company_size: { type: ['string', 'null'], enum: ['1-10', '11-50', '51-200', '201-1000', '1000+', null] },
    /** An IANA zone name; whether the runtime knows it is checked in the handler (isTimeZone). */
    time_zone: { type: 'string', minLength: 1, maxLength: 64 },
    contact_email: { anyOf: [{ type: 'string', format: 'email', maxLength: 254 }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
    contact_phone: { type: ['string', 'null'], maxLength: 30, pattern: `^$|${CONTACT_PHONE_PATTERN}` },
    address: nullableText(500),
    about: nullableText(5000),
    /** How long a vendor's submission is theirs, in days (docs/api-vendors.md, "Ownership"); null: the default, 90. */
    vendor_ownership_days: { type: ['integer', 'null'], minimum: 1, maximum: 730 },
} as const;

function profile(workspace: Workspace) {
    return {
        ...companyDetails(workspace),
        // The form edits the detail itself: the company name standing in for a blank one would be saved back and turn on TPO mode.
        institute: workspace.institute,
        website: workspace.website,
        industry: workspace.industry,
        company_size: workspace.company_size,
        contact_email: workspace.contact_email,
        contact_phone: workspace.contact_phone,
        address: workspace.address,
        about: workspace.about,
        vendor_ownership_days: workspace.vendor_ownership_days,
        version: workspace.version,
        updated_at: workspace.updated_at,
    };
}

const profileSchema = {
    type: 'object',
    properties: {
        ...Object.fromEntries(Object.keys(profileFields).map(f => [f, { type: ['string', 'null'] }])),
        vendor_ownership_days: { type: ['integer', 'null'] },
        id: { type: 'string' },
        workspace: { type: 'string' },
        favicon: { type: ['string', 'null'] },
        company_profile_image: { type: ['string', 'null'] },
        is_recruit_agency: { type: 'boolean' },
        version: { type: 'integer' },
        updated_at: { type: 'string', format: 'date-time' },
    },
} as const;

export async function companyRoutes(app: FastifyInstance): Promise<void> {
    const files = app.deps.files;
    const answer = { 200: { type: 'object', properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: profileSchema } } };

    const current = async (tx: Tx, id: string) =>
        tx.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    route(app, {
        method: 'GET',
        url: '/api/get-company-profile',
        access: { permission: ['COMPANY-PROFILE', 'VIEW'] },
        schema: { tags: ['company'], summary: "The workspace's company profile", response: answer },
        async handler({ tx, workspace }) {
            return ok(profile(await current(tx, workspace.id)));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/update-company-profile',
        access: { permission: ['COMPANY-PROFILE', 'CREATE'] },
        schema: {
            tags: ['company'],
            summary: 'Edit the company profile: the changed fields and the version read (409 when stale)',
            body: { type: 'object', additionalProperties: false, required: ['version'], properties: { ...profileFields, version: { type: 'integer', minimum: 1 } } },
            response: answer,
        },
        async handler({ tx, workspace, body }) {
            const { version, ...fields } = body;
            if (fields.time_zone !== undefined && !isTimeZone(fields.time_zone)) {
                throw new HttpProblem(400, messages.invalidInput, { time_zone: companyMessages.unknownTimeZone });
            }
            const changes = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === '' ? null : v]));
            const updated = await tx
                .updateTable('workspaces')
                .set({ ...changes, version: sql`version + 1`, updated_at: sql`now()` })
                .where('id', '=', workspace.id)
                .where('version', '=', version)
                .returningAll()
                .executeTakeFirst();
            if (!updated) throw new HttpProblem(409, messages.stale);
            return ok(profile(updated), companyMessages.updated);
        },
    });

    for (const [url, column, what] of [
        ['/api/company-profile/logo', 'company_profile_image', 'logo'],
        ['/api/company-profile/favicon', 'favicon', 'favicon'],
    ] as const) {
        route(app, {
            method: 'POST',
            url,
            access: { permission: ['COMPANY-PROFILE', 'CREATE'] },
            schema: {
                tags: ['company'],
                summary: `Upload the company ${what} (field file: PNG, JPEG, GIF, WEBP or ICO by content, at most 2 MB)`,
                consumes: ['multipart/form-data'],
                // No type: a request without a body reaches the handler, which names the missing file.
                body: { properties: { file: { description: `the ${what} image` } } },
                response: answer,
            },
            async handler({ tx, workspace, request }) {
                const bytes = await readUploadedFile(request, IMAGE_LIMIT_BYTES);
                const name = await files.save(workspace.id, PUBLIC_AREA, bytes, imageKinds, what, localeOf(request));
                const updated = await tx
                    .updateTable('workspaces')
                    .set({ [column]: name, version: sql`version + 1`, updated_at: sql`now()` })
                    .where('id', '=', workspace.id)
                    .returningAll()
                    .executeTakeFirstOrThrow();
                return ok(profile(updated), companyMessages.updated);
            },
        });
    }

    // Public images (logo, favicon) of the host's workspace, by stored name: the sign-in pages need them.
    app.get<{ Params: { name: string } }>(
        '/api/files/public/:name',
        {
            schema: {
                tags: ['company'],
                summary: "A public image (logo, favicon) of the host's workspace by its stored name, for the sign-in pages",
                params: { type: 'object', properties: { name: { type: 'string', maxLength: 64 } }, required: ['name'] },
            },
        },
        async (request, reply) => {
            const file = await files.read(request.workspace.id, PUBLIC_AREA, request.params.name, imageKinds);
            if (!file) throw new HttpProblem(404, messages.notFound);
            return reply
                .type(file.mime)
                .header('cache-control', 'public, max-age=86400, immutable')
                .header('x-content-type-options', 'nosniff')
                .send(file.bytes);
        },
    );
}
