/** Session tokens: HS256 JWTs naming one workspace, one user and one server-side session. */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
    userId: string;
    sessionId: string;
    workspaceId: string;
}

const ISSUER = 'recruitment-console';

export class TokenSigner {
    private readonly key: Uint8Array;

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
        try {
            const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
            const { sub, sid, wid } = payload;
            if (typeof sub !== 'string' || typeof sid !== 'string' || typeof wid !== 'string') return null;
            return { userId: sub, sessionId: sid, workspaceId: wid };
        } catch {
            return null;
        }
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
