import { randomUUID } from 'node:crypto';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database } from '../db/types';
import { customerForAccessToken, revokeTokenFamily } from './accessTokens';
import { findClient, isClientRedirectUri, registeredRedirectUris } from './clients';
import { randomSecret, secretHash, verifyPassword } from './secrets';

/** The scopes this server grants. The booking API needs `booking`. */
const SUPPORTED_SCOPES = ['booking'] as const;

/** How long an authorization code can be exchanged ("a few minutes"). */
export const AUTHORIZATION_CODE_SECONDS = 5 * 60;

/** The model the OAuth library drives: codes and tokens in the database, by the sandbox clock. */
export type OAuthModel = OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel;

export interface OAuthModelDeps {
  db: Kysely<Database>;
  config: SandboxConfig;
}

/** What the model needs to know about the request it serves. */
export interface OAuthModelRequest {
  /** `authorize` looks the client up without a secret; `token` authenticates confidential clients. */
  endpoint: 'authorize' | 'token';
  /** The `redirect_uri` of a code exchange, compared with the one the code was issued for. */
  redirectUri?: string;
  /** The `scope` of a code exchange: it may narrow the code's scopes, never widen them. */
  scope?: string[];
}

// The library compares expiry dates with the wall clock; the sandbox runs on its own clock
// (config.now(), moved by tests). The model decides expiry itself and hands the library a date
// that is certainly past or certainly future.
const EXPIRED = new Date(0);
const NOT_EXPIRED = new Date(8_640_000_000_000_000);

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * The model of `@node-oauth/oauth2-server` over the database, created per request. Secrets are
 * stored as hashes. Refresh tokens rotate; presenting a rotated one (or a used code) revokes the
 * whole token family.
 */
export function createOAuthModel(deps: OAuthModelDeps, request: OAuthModelRequest): OAuthModel {
  const { db, config } = deps;
  /** The token family the tokens being issued belong to (from the code or the rotated refresh token). */
  let familyId: string | undefined;

  const clientOf = (id: string): OAuth2Server.Client => ({ id, grants: [] });

  /** Forgets codes and tokens that expired over a day ago (a used code is kept while it could be replayed). */
  async function purgeExpired(now: Date): Promise<void> {
    const dayAgo = addSeconds(now, -24 * 3600);
    await db.deleteFrom('oauth_authorization_code').where('expires_at', '<', dayAgo).execute();
    await db
      .deleteFrom('oauth_token')
      .where('access_token_expires_at', '<', dayAgo)
      .where((eb) =>
        eb.or([eb('refresh_token_expires_at', 'is', null), eb('refresh_token_expires_at', '<', dayAgo)]),
      )
      .execute();
  }

  return {
    async getClient(clientId, clientSecret) {
      const client = await findClient(db, clientId);
      if (!client) return undefined;
      if (request.endpoint === 'token' && client.secretHash !== null) {
        // Confidential client: its secret is required. A public client's secret is ignored.
        if (!clientSecret || !(await verifyPassword(clientSecret, client.secretHash))) return undefined;
      }
      return { id: client.id, redirectUris: registeredRedirectUris(client, config), grants: client.grants };
    },

    async validateRedirectUri(redirectUri, client) {
      const record = await findClient(db, client.id);
      return record ? isClientRedirectUri(record, redirectUri, config) : false;
    },

    async validateScope(_user, _client, scope) {
      const granted = (scope ?? []).filter((name) => (SUPPORTED_SCOPES as readonly string[]).includes(name));
      if (granted.length === 0) return false;
      if (request.scope) {
        const narrowed = request.scope;
        return narrowed.every((name) => granted.includes(name)) ? narrowed : false;
      }
      return granted;
    },

    async generateAuthorizationCode() {
      return randomSecret();
    },

    async saveAuthorizationCode(code, client, user) {
      const now = config.now();
      const expiresAt = addSeconds(now, AUTHORIZATION_CODE_SECONDS);
      await purgeExpired(now);
      await db
        .insertInto('oauth_authorization_code')
        .values({
          code: secretHash(code.authorizationCode),
          client_id: client.id,
          customer_id: Number(user.id),
          redirect_uri: code.redirectUri,
          scope: (code.scope ?? []).join(' '),
          code_challenge: code.codeChallenge ?? '',
          code_challenge_method: code.codeChallengeMethod ?? '',
          expires_at: expiresAt,
          family_id: randomUUID(),
        })
        .execute();
      return { ...code, expiresAt, client, user };
    },

    async getAuthorizationCode(authorizationCode) {
      const hash = secretHash(authorizationCode);
      const row = await db
        .selectFrom('oauth_authorization_code')
        .selectAll()
        .where('code', '=', hash)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.used) {
        // A second use: someone else may hold the code. Revoke what the first use got.
        if (row.family_id) await revokeTokenFamily(db, row.family_id);
        throw new OAuth2Server.InvalidGrantError('The authorization code has already been used.');
      }
      if (request.redirectUri !== row.redirect_uri) {
        // Consume the code: a mismatch means the exchange is not the client's.
        await db
          .updateTable('oauth_authorization_code')
          .set({ used: true })
          .where('code', '=', hash)
          .execute();
        throw new OAuth2Server.InvalidGrantError('The redirect_uri differs from the one used at /authorize.');
      }
      return {
        authorizationCode,
        expiresAt: row.expires_at <= config.now() ? EXPIRED : NOT_EXPIRED,
        redirectUri: row.redirect_uri,
        scope: row.scope.split(' ').filter(Boolean),
        client: clientOf(row.client_id),
        user: { id: row.customer_id },
        ...(row.code_challenge
          ? { codeChallenge: row.code_challenge, codeChallengeMethod: row.code_challenge_method }
          : {}),
      };
    },

    async revokeAuthorizationCode(code) {
      const row = await db
        .updateTable('oauth_authorization_code')
        .set({ used: true })
        .where('code', '=', secretHash(code.authorizationCode))
        .where('used', '=', false)
        .returning('family_id')
        .executeTakeFirst();
      if (!row) return false;
      familyId = row.family_id ?? randomUUID();
      return true;
    },

    async generateAccessToken() {
      return randomSecret();
    },

    async generateRefreshToken() {
      return randomSecret();
    },

    async saveToken(token, client, user) {
      const now = config.now();
      const accessTokenExpiresAt = addSeconds(now, config.accessTokenSeconds);
      const refreshTokenExpiresAt = token.refreshToken
        ? addSeconds(now, config.refreshTokenSeconds)
        : undefined;
      await db
        .insertInto('oauth_token')
        .values({
          access_token: secretHash(token.accessToken),
          access_token_expires_at: accessTokenExpiresAt,
          refresh_token: token.refreshToken ? secretHash(token.refreshToken) : null,
          refresh_token_expires_at: refreshTokenExpiresAt ?? null,
          client_id: client.id,
          customer_id: Number(user.id),
          scope: (token.scope ?? []).join(' '),
          family_id: familyId ?? randomUUID(),
          created_at: now,
        })
        .execute();
      return {
        accessToken: token.accessToken,
        accessTokenExpiresAt,
        refreshToken: token.refreshToken,
        refreshTokenExpiresAt,
        scope: token.scope,
        client,
        user,
      };
    },

    async getRefreshToken(refreshToken) {
      const row = await db
        .selectFrom('oauth_token')
        .selectAll()
        .where('refresh_token', '=', secretHash(refreshToken))
        .executeTakeFirst();
      if (!row || row.revoked) return undefined;
      if (row.rotated) {
        // Reuse of a rotated refresh token is treated as theft: end the whole sign-in.
        await revokeTokenFamily(db, row.family_id);
        throw new OAuth2Server.InvalidGrantError('The refresh token has already been used.');
      }
      familyId = row.family_id;
      const expired = !row.refresh_token_expires_at || row.refresh_token_expires_at <= config.now();
      return {
        refreshToken,
        refreshTokenExpiresAt: expired ? EXPIRED : NOT_EXPIRED,
        scope: row.scope.split(' ').filter(Boolean),
        client: clientOf(row.client_id),
        user: { id: row.customer_id },
      };
    },

    async revokeToken(token) {
      const row = await db
        .updateTable('oauth_token')
        .set({ rotated: true })
        .where('refresh_token', '=', secretHash(token.refreshToken))
        .where('rotated', '=', false)
        .where('revoked', '=', false)
        .returning('family_id')
        .executeTakeFirst();
      if (row) return true;
      // Another request rotated it first: the same token was presented twice.
      if (familyId) await revokeTokenFamily(db, familyId);
      return false;
    },

    async getAccessToken(accessToken) {
      const owner = await customerForAccessToken(db, accessToken, config.now());
      if (!owner) return undefined;
      return {
        accessToken,
        accessTokenExpiresAt: NOT_EXPIRED,
        scope: owner.scope.split(' ').filter(Boolean),
        client: clientOf(''),
        user: { id: owner.customerId },
      };
    },
  };
}
