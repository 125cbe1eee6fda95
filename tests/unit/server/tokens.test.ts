/** Session tokens: a verified token is remembered, but never past its expiry and never for another key or a changed token. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from '../../../server/lib/tokens.js';

const claims = { userId: 'u-1', sessionId: 's-1', workspaceId: 'w-1' };

afterEach(() => vi.useRealTimers());

describe('TokenSigner.verify', () => {
    it('answers the claims of its own token, again and again', async () => {
        const signer = new TokenSigner('a secret of some length for tests');
        const token = await signer.sign(claims, new Date(Date.now() + 3_600_000));
        expect(await signer.verify(token)).toEqual(claims);
        expect(await signer.verify(token)).toEqual(claims);
    });

    it('refuses a remembered token once it has expired', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
        const signer = new TokenSigner('a secret of some length for tests');
        const token = await signer.sign(claims, new Date('2026-01-01T01:00:00Z'));
        expect(await signer.verify(token)).toEqual(claims);
        vi.setSystemTime(new Date('2026-01-01T00:59:59Z'));
        expect(await signer.verify(token)).toEqual(claims);
        vi.setSystemTime(new Date('2026-01-01T01:00:00Z'));
        expect(await signer.verify(token)).toBeNull();
        expect(await signer.verify(token)).toBeNull();
    });

    it('refuses a token of another key, and a tampered copy of a remembered one', async () => {
        const signer = new TokenSigner('a secret of some length for tests');
        const other = new TokenSigner('another secret of some length');
        const token = await signer.sign(claims, new Date(Date.now() + 3_600_000));
        expect(await signer.verify(token)).toEqual(claims);
        expect(await other.verify(token)).toBeNull();
        const [header, , signature] = token.split('.');
        const forged = Buffer.from(JSON.stringify({ sub: 'u-2', sid: 's-1', wid: 'w-1', iss: 'recruitment-console', exp: 4_000_000_000 })).toString('base64url');
        expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    });
});
