/**
 * Sign-in state: server-side sessions, login-failure counters and agency sign-ins in progress,
 * each removed by the table's TTL (docs/security.md).
 */
import type { PrimaryKey } from './table';

/**
 * Key of a server-side session (docs/security.md): the partition is the SHA-256 of the session
 * id the `gl_sid` cookie carries, so someone who can read the table cannot ride a session.
 */
export const sessionKey = (sidHash: string): PrimaryKey => ({ pk: `SESSION#${sidHash}`, sk: 'SESSION' });

/** A signed-in session: its user and when it ends; DynamoDB's TTL removes it after `expiresAt`. */
export interface SessionItem extends PrimaryKey {
  entity: 'session';
  username: string;
  createdAt: string;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
  /** A super or adminMgmt without a second factor yet: only the enrolment routes answer. */
  mfaPending?: boolean;
}

/**
 * Key of a login-failure counter: one per subject (`user#<name>` or `ip#<address>`) and fixed
 * window (`window` = epoch seconds of its start), so counting is one atomic ADD.
 */
export const loginFailureKey = (subject: string, window: number): PrimaryKey => ({
  pk: `LOGINFAIL#${subject}`,
  sk: `WINDOW#${window}`,
});

/** Failed sign-ins of one subject in one window; removed by TTL once the window is over. */
export interface LoginFailureItem extends PrimaryKey {
  entity: 'loginFailures';
  failures: number;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

/**
 * Key of an agency sign-in in progress (docs/security.md 'Agency sign-in'): the partition is the
 * SHA-256 of the OAuth `state`, so the table never holds a usable state value.
 */
export const ssoStateKey = (stateHash: string): PrimaryKey => ({ pk: `SSOSTATE#${stateHash}`, sk: 'SSOSTATE' });

/**
 * An agency sign-in between POST /api/user/sso/start and its callback: deleted (atomically, with
 * its values returned) by the callback, so a state can be used once; TTL removes abandoned ones.
 */
export interface SsoStateItem extends PrimaryKey {
  entity: 'ssoState';
  provider: string;
  nonce: string;
  /** PKCE code_verifier, sent with the code to Cognito's token endpoint. */
  codeVerifier: string;
  /** Page to land on once signed in (a path of this site). */
  returnTo: string;
  /** SHA-256 of the `gl_sso` cookie set with the start: binds the state to that browser. */
  browserHash: string;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}
