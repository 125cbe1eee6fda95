/** Session tokens: HS256 JWTs naming one workspace, one user and one server-side session. */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
    userId: string;
    sessionId: string;
    workspaceId: string;
}

const ISSUER = 'recruitment-console';

/** Verified tokens kept per signer; beyond this the oldest goes first. */
const VERIFIED_LIMIT = 10_000;

export class TokenSigner {
    private readonly key: Uint8Array;
    /**
     * Tokens whose signature was checked, with their expiry (seconds, the `exp` claim).
     * Verifying an HS256 signature through WebCrypto (jose) cost about 1 ms of main-thread
     * CPU per request on this machine, the largest item of an authenticated trivial route
     * (docs/performance.md, "The Node side"). A token is a fixed string signed with our key:
     * once verified it stays valid until it expires, so only the expiry is checked again.
     * Revocation is not the token's concern: the session row and its cache decide it.
     */
    private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

    constructor(secret: string) {
        this.key = new TextEncoder().encode(secret);
    }

    sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
        return new SignJWT({ sid: claims.sessionId, wid: claims.workspaceId })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(claims.userId)
            .setIssuer(ISSUER)
            .setIssuedAt()
            .setExpirationTime(expiresAt)
            .sign(this.key);
    }

    /** The claims of a valid token, or null for anything else. */
    async verify(token: string): Promise<TokenClaims | null> {
        // jose's rule: a token is expired once `exp` is at or before the current whole second.
        const now = Math.floor(Date.now() / 1000);
        const known = this.verified.get(token);
        if (known) {
            if (known.exp > now) return known.claims;
            this.verified.delete(token);
            return null;
        }
        try {
            const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
            const { sub, sid, wid, exp } = payload;
            if (typeof sub !== 'string' || typeof sid !== 'string' || typeof wid !== 'string') return null;
            const claims = { userId: sub, sessionId: sid, workspaceId: wid };
            // Only tokens that expire are kept (ours always do): a token without `exp` is verified each time.
            if (typeof exp === 'number') this.remember(token, claims, exp);
            return claims;
        } catch {
            return null;
        }
    }

    private remember(token: string, claims: TokenClaims, exp: number): void {
        if (this.verified.size >= VERIFIED_LIMIT) this.verified.delete(this.verified.keys().next().value as string);
        this.verified.set(token, { claims, exp });
    }
}

/** A random single-use secret (reset links, invites) and the hash we store instead of it. */
export function newOneTimeToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
}
