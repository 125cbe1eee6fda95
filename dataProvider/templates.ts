/**
 * Templates (docs/api-communication.md, "Templates"): the preview of a
 * template rendered against a real application, for the template editors.
 * The shapes are config/contracts/templates.ts's.
 */
import type { EmailContent, EmailContentBody } from '../config/contracts/templates';
import { call } from './jobs';

export type * from '../config/contracts/templates';

export const templatePaths = { preview: 'email-content' } as const;

/** POST email-content: the rendered subject, HTML and text, and the server's note (sample values when there is no application). */
export async function previewTemplate(body: EmailContentBody): Promise<{ content: EmailContent; message: string }> {
    const answer = await call<EmailContent>('POST', templatePaths.preview, { body });
    return { content: answer.data, message: answer.message ?? '' };
}
