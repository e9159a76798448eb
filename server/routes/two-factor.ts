/**
 * Two-factor sign-in with TOTP (RFC 6238; docs/decisions.md#accounts), optional per user, required by roles that
 * say so (`requireTwoFactor`).
 *   POST   /accounts/two-factor/enrol    authenticated  → {secret, otpauthUrl, qrSvg}; a new secret, not yet on
 *   POST   /accounts/two-factor/confirm  authenticated  {code} → {recoveryCodes: string[10]}; switches it on
 *   DELETE /accounts/two-factor          authenticated  {password} → 204; 409 while a role requires it
 *   POST   /auth/two-factor              public         {challenge, code} → {bearer_token, refresh_token, user}
 * With two-factor on, POST /auth/authenticate answers `{two_factor_required: true, challenge}`
 * (see {@link issueChallenge}); the challenge lives 5 minutes and allows 5 wrong codes. A
 * recovery code (ten per enrolment, stored hashed) works once in place of a code. A code is
 * accepted once: its time step must come after the last one accepted for the user (RFC 6238
 * §5.2), for signing in and for switching two-factor on alike. The secret is encrypted at rest
 * (server/auth/secret-box.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { recordActivity } from '../audit/activity';
import { verifyPassword } from '../auth/passwords';
import { issueRefreshToken } from '../auth/refresh-tokens';
import { loadSessionUser, requiresTwoFactor } from '../auth/session-user';
import type { Database } from '../db/client';
import { accountTokens, recoveryCodes, users } from '../db/schema';
import { conflict, unauthorized, unprocessable } from '../http/errors';
import { keyed } from '../http/localize';
import { SessionUser, TokenString } from './session-schemas';

const ISSUER = 'Danube Digital';
const CHALLENGE_MINUTES = 5;
const MAX_CODE_ATTEMPTS = 5;
const RECOVERY_CODE_COUNT = 10;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** The TOTP of `secret` (base32) for account `label`: SHA-1, 6 digits, 30 s (what authenticator apps expect). */
const totpOf = (secret: string, label: string) => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * The RFC 6238 time step (Unix time / 30 s) of `code` when it is the TOTP of `secret` for this
 * step or one step either side (clock drift, RFC 6238 §5.2); null otherwise, and for anything
 * but six digits (otpauth throws on a code of another length).
 */
function totpStep(secret: string, label: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret, label);
  const timestamp = Date.now();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/**
 * Records `step` as the last TOTP time step accepted for `userId`, unless that one is at or after
 * it (a replayed or earlier code; RFC 6238 §5.2: the verifier must not accept the second attempt
 * of the same OTP). One conditional UPDATE, so of two concurrent requests with one code only one
 * passes. True when the step was recorded: the code is accepted.
 */
async function claimStep(db: Database, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** `xxxxx-xxxxx` from an unambiguous alphabet. */
function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Normalises what a user typed as a recovery code (case, spaces). */
const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

/** Creates a sign-in challenge for `userId` after a correct password; returns its token. */
export async function issueChallenge(db: Database, userId: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    tokenHash: hashOf(challenge),
    userId,
    purpose: 'two-factor-challenge',
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  return challenge;
}

/**
 * True when `code` is the user's current TOTP (±1 step) not accepted before (its step is then
 * recorded, see {@link claimStep}), or one of their unused recovery codes (then spent).
 */
async function acceptsCode(app: FastifyInstance, db: Database, user: { id: number; email: string; twoFactorSecret: string | null }, code: string): Promise<boolean> {
  const secret = user.twoFactorSecret ? app.twoFactorBox.open(user.twoFactorSecret) : null;
  if (!secret) return false;
  const step = totpStep(secret, user.email, code.trim());
  if (step !== null) return claimStep(db, user.id, step);
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashOf(normaliseRecovery(code))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

const CodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
const tags = ['accounts'];

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const currentUser = async (request: FastifyRequest) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, request.principal!.userId));
    return user;
  };

  app.post(
    '/accounts/two-factor/enrol',
    {
      config: { permission: 'authenticated' },
      schema: { tags, response: { 200: Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), qrSvg: Type.String() }) } },
    },
    async (request) => {
      const user = await currentUser(request);
      if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already on; turn it off first to enrol again');
      const secret = new Secret({ size: 20 }).base32;
      // A new secret: no code of it has been accepted yet.
      await app.db.update(users).set({ twoFactorSecret: app.twoFactorBox.seal(secret), twoFactorLastStep: null }).where(eq(users.id, user.id));
      const otpauthUrl = totpOf(secret, user.email).toString();
      return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    },
  );

  app.post(
    '/accounts/two-factor/confirm',
    {
      config: { permission: 'authenticated' },
      preHandler: app.limitSignIn('account'),
      schema: { tags, body: CodeBody, response: { 200: Type.Object({ recoveryCodes: Type.Array(Type.String()) }) } },
    },
    async (request) => {
      const user = await currentUser(request);
      if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already on');
      const secret = user.twoFactorSecret ? app.twoFactorBox.open(user.twoFactorSecret) : null;
      if (!secret) throw conflict('Start the enrolment first');
      const wrongCode = () => unprocessable([{ field: 'code', ...keyed('apiErrors.twoFactorCodeWrong') }]);
      const step = totpStep(secret, user.email, request.body.code.trim());
      if (step === null) throw wrongCode();
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        // A code already accepted (a concurrent confirmation with it, say) is a wrong code.
        if (!(await claimStep(db, user.id, step))) throw wrongCode();
        const enabled = await db
          .update(users)
          .set({ twoFactorEnabled: true })
          .where(and(eq(users.id, user.id), eq(users.twoFactorEnabled, false)))
          .returning({ id: users.id });
        if (!enabled.length) throw conflict('Two-factor authentication is already on');
        await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await db.insert(recoveryCodes).values(codes.map((code) => ({ userId: user.id, codeHash: hashOf(code) })));
        await recordActivity(db, request, { action: 'update', resource: 'users', recordId: user.id, changes: { twoFactorEnabled: [false, true] } });
      });
      return { recoveryCodes: codes };
    },
  );

  app.delete(
    '/accounts/two-factor',
    {
      config: { permission: 'authenticated' },
      schema: { tags, body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }), response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw unprocessable([{ field: 'password', ...keyed('account.twoFactor.passwordWrong') }]);
      }
      if (await requiresTwoFactor(app.db, user.id)) throw conflict(keyed('apiErrors.twoFactorRequiredByRole'));
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await db.update(users).set({ twoFactorEnabled: false, twoFactorSecret: null }).where(eq(users.id, user.id));
        await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await recordActivity(db, request, { action: 'update', resource: 'users', recordId: user.id, changes: { twoFactorEnabled: [user.twoFactorEnabled, false] } });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/two-factor',
    {
      config: { permission: 'public' },
      preHandler: app.limitSignIn('challenge'),
      schema: {
        tags: ['auth'],
        body: Type.Object({ challenge: TokenString, code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ bearer_token: Type.String(), refresh_token: Type.String(), user: SessionUser }) },
      },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const userId = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [found] = await db
          .select({ id: accountTokens.id, attempts: accountTokens.attempts, userId: accountTokens.userId })
          .from(accountTokens)
          .where(and(eq(accountTokens.tokenHash, hashOf(challenge)), eq(accountTokens.purpose, 'two-factor-challenge'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
          .for('update');
        if (!found || found.attempts >= MAX_CODE_ATTEMPTS) return null;
        const [user] = await db.select().from(users).where(and(eq(users.id, found.userId), eq(users.isActive, true), isNull(users.deletedAt)));
        if (user && user.twoFactorEnabled && (await acceptsCode(app, db, user, code))) {
          await db.update(accountTokens).set({ usedAt: sql`now()` }).where(eq(accountTokens.id, found.id));
          await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
          await recordActivity(db, request, { action: 'sign-in', resource: 'auth', recordId: user.id, actorId: user.id, actorName: `${user.firstName} ${user.lastName}`, changes: { twoFactor: [null, true] } });
          return user.id;
        }
        await db.update(accountTokens).set({ attempts: sql`${accountTokens.attempts} + 1` }).where(eq(accountTokens.id, found.id));
        // No actor: the sign-in failed, nobody was authenticated; the account is the record.
        await recordActivity(db, request, { action: 'sign-in-failed', resource: 'auth', recordId: found.userId, actorId: null, actorName: null, changes: { twoFactor: [null, false] } });
        return null;
      });
      if (userId === null) throw unauthorized('Invalid or expired code');
      const sessionId = randomUUID();
      const [bearerToken, refreshToken, sessionUser] = await Promise.all([
        app.bearerTokens.sign(userId, sessionId),
        issueRefreshToken(app.db, userId, sessionId, { ip: request.ip, userAgent: request.headers['user-agent'] }),
        loadSessionUser(app.db, userId),
      ]);
      return { bearer_token: bearerToken, refresh_token: refreshToken, user: sessionUser! };
    },
  );
};

export default twoFactorRoutes;
