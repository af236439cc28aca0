import type { Logger } from 'pino';
import type { Clock } from '../domain/clock.js';
import { newId, newSecretToken } from '../domain/ids.js';
import { describePasswordWeakness, isValidEmail, normaliseEmail } from '../domain/accounts/credential-rules.js';
import { TRIAL_DAYS } from '../domain/accounts/tiers.js';
import { ApiError } from '../errors.js';
import type { Mailer } from '../adapters/mail/mailer.js';
import type { UserRepository, UserRow } from '../storage/repositories/users.js';
import type { RefreshTokenRepository } from '../storage/repositories/refresh-tokens.js';
import type { PasswordResetRepository } from '../storage/repositories/password-resets.js';
import type { ApiKeyRepository } from '../storage/repositories/api-keys.js';
import type { Kv } from '../adapters/kv/kv.js';
import { fixedWindow } from '../domain/accounts/windows.js';
import type { AccessTokens } from './access-tokens.js';
import { hashPassword, hashToken, verifyPassword } from './secret-hash.js';

const DAY_MS = 86_400_000;
const REFRESH_TOKEN_LIFETIME_MS = 7 * DAY_MS;
const RESET_TOKEN_LIFETIME_MS = 3_600_000;
/** Reset mails one address receives per hour, whoever asks and from wherever: no mail-bombing through us. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

export interface TokenPair {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

interface Deps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  passwordResets: PasswordResetRepository;
  apiKeys: Pick<ApiKeyRepository, 'revokeAllOfUser'>;
  kv: Kv;
  accessTokens: AccessTokens;
  /** Told after credentials of a user are revoked, so remembered ones are dropped at once. */
  onCredentialsRevoked(userId: string): void;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  publicUrl: string;
}

/** Who the tokens are for: an API client, or the dashboard (its requests count against the interactive budget). */
export type SessionKind = 'api' | 'dashboard';

// Compared against when the e-mail is unknown, so a login takes as long either way. Made at the
// first login of any kind, so that one is as slow for a known e-mail as for an unknown one, and
// not at start: a worker never logs anyone in, and scrypt costs 32 MB and ~60 ms of CPU.
let decoyHashing: Promise<string> | null = null;
const decoy = (): Promise<string> => (decoyHashing ??= hashPassword('decoy-password-1A'));

export function createAccountService(deps: Deps) {
  /** `interactive`: for a dashboard session, whose requests count against the interactive budget. */
  async function issueTokens(user: UserRow, interactive: boolean): Promise<TokenPair> {
    const now = deps.clock.now();
    const refreshToken = newSecretToken('rt');
    await deps.refreshTokens.insert({
      id: newId('rtk', now),
      user_id: user.id,
      token_hash: hashToken(refreshToken),
      expires_at: now + REFRESH_TOKEN_LIFETIME_MS,
      revoked_at: null,
      created_at: now,
    });
    const access = await deps.accessTokens.issue(user.id, { interactive });
    return { user, accessToken: access.token, refreshToken, expiresIn: access.expiresIn };
  }

  async function liveRefreshToken(refreshToken: string) {
    const row = await deps.refreshTokens.findByHash(hashToken(refreshToken));
    if (!row || row.revoked_at !== null || row.expires_at <= deps.clock.now()) return null;
    return row;
  }

  async function sendResetMail(email: string): Promise<void> {
    const user = await deps.users.findByEmail(email);
    if (!user) return;
    const now = deps.clock.now();
    const window = fixedWindow(now, 3_600_000);
    if ((await deps.kv.increment(`reset-mail:${user.id}:${window.index}`, window.endsAt)) > RESET_MAILS_PER_ADDRESS_PER_HOUR) {
      deps.log.info({ userId: user.id }, 'password-reset mail not sent: hourly cap of the address reached');
      return;
    }
    const token = newSecretToken('reset');
    await deps.passwordResets.insert({
      id: newId('pwr', now),
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: now + RESET_TOKEN_LIFETIME_MS,
      used_at: null,
      created_at: now,
    });
    // The dashboard's reset page reads the token from this link and confirms it.
    const link = `${deps.publicUrl}/app/reset?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your PageWatch password',
      text: [
        'Someone asked to reset the password of your PageWatch account.',
        `Open ${link} within one hour, or send this token to POST /v1/auth/password-reset/confirm:`,
        token,
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n\n'),
    });
  }

  return {
    async register(emailInput: string, password: string, session: SessionKind = 'api'): Promise<TokenPair> {
      const email = normaliseEmail(emailInput);
      if (!isValidEmail(email)) throw new ApiError('ERR_INVALID_EMAIL', 'email is not a valid e-mail address');
      const weakness = describePasswordWeakness(password);
      if (weakness) throw new ApiError('ERR_WEAK_PASSWORD', weakness);
      const now = deps.clock.now();
      const user: UserRow = {
        id: newId('usr', now),
        email,
        password_hash: await hashPassword(password),
        tier: 'free',
        trial_ends_at: now + TRIAL_DAYS * DAY_MS,
        email_confirmed_at: null,
        created_at: now,
        updated_at: now,
      };
      if ((await deps.users.insert(user)) === 'email_taken') {
        throw new ApiError('ERR_EMAIL_EXISTS', 'an account with this email already exists');
      }
      return issueTokens(user, session === 'dashboard');
    },

    async login(emailInput: string, password: string, session: SessionKind = 'api'): Promise<TokenPair> {
      const [user, decoyHash] = await Promise.all([deps.users.findByEmail(normaliseEmail(emailInput)), decoy()]);
      const matches = await verifyPassword(password, user?.password_hash ?? decoyHash);
      if (!user || !matches) throw new ApiError('ERR_UNAUTHORIZED', 'email or password is incorrect');
      return issueTokens(user, session === 'dashboard');
    },

    async refresh(refreshToken: string, session: SessionKind = 'api'): Promise<{ accessToken: string; expiresIn: number }> {
      const row = await liveRefreshToken(refreshToken);
      if (!row) throw new ApiError('ERR_INVALID_REFRESH_TOKEN', 'refresh token is invalid, expired or revoked');
      const access = await deps.accessTokens.issue(row.user_id, { interactive: session === 'dashboard' });
      return { accessToken: access.token, expiresIn: access.expiresIn };
    },

    async logout(refreshToken: string): Promise<void> {
      const row = await deps.refreshTokens.findByHash(hashToken(refreshToken));
      if (!row) throw new ApiError('ERR_INVALID_REFRESH_TOKEN', 'refresh token is invalid');
      await deps.refreshTokens.revoke(row.id, deps.clock.now());
    },

    /**
     * Answers before looking the address up: known and unknown addresses take the same time,
     * so neither the answer nor its timing tells which e-mails have an account.
     */
    requestPasswordReset(emailInput: string): void {
      sendResetMail(normaliseEmail(emailInput)).catch((error: unknown) => deps.log.error({ err: error }, 'password-reset mail failed'));
    },

    /**
     * Sets the password and revokes every refresh token and every other reset token of the
     * user; with `revokeApiKeys`, every API key too. Access tokens already issued live on
     * until they expire (15 minutes by default).
     */
    async confirmPasswordReset(token: string, password: string, options: { revokeApiKeys: boolean }): Promise<void> {
      const weakness = describePasswordWeakness(password);
      if (weakness) throw new ApiError('ERR_WEAK_PASSWORD', weakness);
      const now = deps.clock.now();
      const userId = await deps.passwordResets.consumeAndDiscardOthers(hashToken(token), now);
      if (!userId) throw new ApiError('ERR_INVALID_REQUEST', 'reset token is invalid, expired or already used; ask for a new reset mail');
      await deps.users.updatePassword(userId, await hashPassword(password), now);
      await deps.refreshTokens.revokeAllOfUser(userId, now);
      if (options.revokeApiKeys) await deps.apiKeys.revokeAllOfUser(userId, now);
      deps.onCredentialsRevoked(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
