/**
 * The configured AI service (AI_API_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS):
 * one OpenAI-compatible chat completion. Callers fall back to their built-in
 * answer when it is not configured or fails, so the product never depends on it.
 */
export interface AiSettings {
    aiApiUrl?: string;
    aiApiKey?: string;
    aiModel: string;
    aiTimeoutMs: number;
}

export const aiConfigured = (settings: AiSettings): boolean => Boolean(settings.aiApiUrl && settings.aiApiKey);

/** The model's reply to a system and a user message; throws when the service is unset, fails, is late or answers nothing. */
export async function chatCompletion(settings: AiSettings, system: string, user: string, temperature: number): Promise<string> {
    if (!settings.aiApiUrl || !settings.aiApiKey) throw new Error('no AI service is configured');
    const response = await fetch(settings.aiApiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.aiApiKey}` },
        body: JSON.stringify({
            model: settings.aiModel,
            messages: [
                { role: 'system', content: system },
                { role: 'user', content: user },
            ],
            temperature,
        }),
        signal: AbortSignal.timeout(settings.aiTimeoutMs),
    });
    if (!response.ok) throw new Error(`AI service answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || !text.trim()) throw new Error('AI service answered without content');
    return text;
}
