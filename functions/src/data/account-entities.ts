/**
 * People and accounts (issue 31, docs/data-model.md 'Accounts'): what Grindline keeps of a user
 * beside Cognito (last sign-in, the invitation), the sessions of a user (to end them all when the
 * user is disabled or resets the password) and a password reset in progress.
 */
import type { PrimaryKey } from './table';

/** Key of a user's account record: one item per user name. */
export const accountKey = (username: string): PrimaryKey => ({ pk: `ACCOUNT#${username}`, sk: 'ACCOUNT' });

/** What Grindline knows of a user that Cognito does not answer: last sign-in and the invitation. */
export interface AccountItem extends PrimaryKey {
  entity: 'account';
  username: string;
  lastSignInAt?: string;
  /** The open invitation: who sent it and until when it holds. */
  invitedBy?: string;
  invitedAt?: string;
  invitationExpiresAt?: string;
  /** The outbox key of the last invitation mail (its state is shown on the Users screen). */
  invitationMail?: PrimaryKey;
}

/**
 * The sessions of one user (access pattern 'sessions by user name'): one index item per session,
 * beside the session item itself (session-entities.ts), so disabling a user or resetting a
 * password ends every session with one Query. Same TTL as the session.
 */
export const userSessionKeys = {
  partition: (username: string): string => `USERSESSIONS#${username}`,
  session: (username: string, sidHash: string): PrimaryKey => ({ pk: `USERSESSIONS#${username}`, sk: `SESSION#${sidHash}` }),
} as const;

/** The index item of one session of a user. */
export interface UserSessionItem extends PrimaryKey {
  entity: 'userSession';
  sidHash: string;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

/** Key of a password reset in progress: one per user name, replaced by a new request. */
export const passwordResetKey = (username: string): PrimaryKey => ({ pk: `PWRESET#${username}`, sk: 'PWRESET' });

/** A mailed reset code (its SHA-256 only) and how many wrong codes were tried; TTL ends it. */
export interface PasswordResetItem extends PrimaryKey {
  entity: 'passwordReset';
  codeHash: string;
  attempts: number;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

/** Key builders of the account mails (invitation, reset code) in the outbox. */
export const accountOutboxKeys = {
  mail: (username: string, id: string): PrimaryKey => ({ pk: `OUTBOX#ACCOUNT#${username}`, sk: `MAIL#${id}` }),
} as const;
