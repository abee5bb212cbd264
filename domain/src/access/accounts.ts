/**
 * People and accounts (issue 31): the pool's password rules, which roles a manager may grant,
 * who must use a second factor, and the account statuses the Users screen shows. Pure.
 */
import { ROLES, accessFor, type AdminType } from './roles';

/**
 * The user pool's password rules: the CDK pool (infra/src/stacks/auth-stack.ts) is built from this
 * object, the local pool gets the same, and the login screen checks a new password against it as
 * the user types, so the rules shown are the rules enforced.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** One password rule, as the login screen lists it. */
export interface PasswordRule {
  id: 'length' | 'lower' | 'upper' | 'digit' | 'symbol';
  label: string;
  test: (password: string) => boolean;
}

/** Cognito's symbol set (the characters it counts as special). */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The rules of {@link PASSWORD_POLICY}, in the order the screen shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_POLICY.minLength} characters`, test: (p) => p.length >= PASSWORD_POLICY.minLength },
  { id: 'lower', label: 'A lower-case letter', test: (p) => /[a-z]/.test(p) },
  { id: 'upper', label: 'An upper-case letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'A digit', test: (p) => /[0-9]/.test(p) },
  { id: 'symbol', label: 'A symbol such as ! # - or _', test: (p) => SYMBOLS.test(p) },
];

/** The labels of the rules `password` does not meet (empty when it meets them all). */
export function unmetPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}

/** Admin types that must sign in with a second factor (TOTP); it is optional for everyone else. */
export const MFA_REQUIRED_ADMIN_TYPES: ReadonlySet<AdminType> = new Set<AdminType>(['super', 'adminMgmt']);

/** Whether a user of `role` must have a second factor before using the app. */
export function mfaRequired(role: string): boolean {
  return MFA_REQUIRED_ADMIN_TYPES.has(accessFor(role).adminType);
}

/**
 * What `GET /api/user?twoStep=1` says of the caller's second factor (the Account page): whether it
 * is on, whether the role requires it (never turned off then), and whether it can be set up here
 * at all (agency sign-on users sign in at their agency, which owns their factors).
 */
export interface TwoStepState {
  enabled: boolean;
  required: boolean;
  available: boolean;
}

/** Who may manage accounts: super and adminMgmt (the Users screen). */
export const ACCOUNT_MANAGERS: ReadonlySet<AdminType> = new Set<AdminType>(['super', 'adminMgmt']);

/** The Cognito group of super administrators. */
export const SUPER_ROLE = 'admin';

/**
 * The roles a manager of admin type `granter` may give: super grants every role, adminMgmt every
 * role but super's (adminMgmt never makes a super); nobody else grants anything.
 */
export function grantableRoles(granter: AdminType): string[] {
  if (granter === 'super') return [...ROLES];
  if (granter === 'adminMgmt') return ROLES.filter((role) => role !== SUPER_ROLE);
  return [];
}

/**
 * Whether `granter` may act on an account that holds `targetRole` (change it, disable, enable,
 * delete, resend): only someone who could grant that role may touch it, so adminMgmt cannot
 * disable or demote a super.
 */
export function mayManageRole(granter: AdminType, targetRole: string | null): boolean {
  if (!ACCOUNT_MANAGERS.has(granter)) return false;
  return targetRole === null || targetRole === '' || grantableRoles(granter).includes(targetRole);
}

/** What the Users screen says of an account. */
export type AccountStatus = 'invited' | 'active' | 'disabled' | 'agency';

/** An account as GET /api/users answers it. */
export interface AccountView {
  username: string;
  name: string;
  email: string;
  /** The Cognito group; '' when the user is in none. */
  role: string;
  /** The role's own site; null for multi-site roles. */
  site: string | null;
  status: AccountStatus;
  /** ISO time of the last sign-in through Grindline; null when never. */
  lastSignInAt: string | null;
  createdAt: string | null;
  /** For an invitation: when it expires and who sent it; the last invitation mail's state. */
  invitation: { expiresAt: string; invitedBy: string; mail: 'queued' | 'sent' | 'failed' | 'unknown' } | null;
}

/** Days an invitation (a temporary password) stays valid: Cognito's default of the pool. */
export const INVITATION_DAYS = 7;
