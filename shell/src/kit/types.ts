/** Types of the federated kit; the remote-facing contract is shell/kit-contract/shell-kit.d.ts. */
import type { Access } from '@grindline/domain';

export interface SessionUser {
  username: string;
  role: string;
  access: Access;
}

export interface ApiIssue {
  path: string;
  message: string;
}

export interface GrindlineEvents {
  'report:submitted': { shiftId: string; site: string };
  'report:deleted': { shiftId: string };
  'session:changed': { user: SessionUser | null };
}
