/** The signed-in user a route runs for, as the authorizer vouched for them (lib/authorize.ts). */
import type { Access } from '@grindline/domain';

export interface Caller {
  username: string;
  role: string;
  access: Access;
  /** False for the system caller that loads seeded history: its reports enqueue no mail. */
  notify?: boolean;
  /** The agency identity provider a federated caller signed in through (absent for a password sign-in). */
  identityProvider?: string;
  /** A super or adminMgmt who has not enrolled the required second factor yet (lib/authorize.ts). */
  mfaPending?: boolean;
}
