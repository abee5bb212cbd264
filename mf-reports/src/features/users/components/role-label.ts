import { accessFor } from '@grindline/domain';

/** How a role reads on the Users screen: what it is, and its site when it has one. */
export function roleLabel(role: string): string {
  if (!role) return 'No role';
  const access = accessFor(role);
  switch (access.adminType) {
    case 'super':
      return 'Super administrator (admin)';
    case 'adminMgmt':
      return 'Administration (adminMgmt)';
    case 'adminReadOnly':
      return 'Read-only administrator (adminReadOnly)';
    case null:
      return `Site user: ${access.site} (${role})`;
    default:
      return `${access.canEdit ? 'Site administrator, edits' : 'Site administrator'}: ${access.site} (${role})`;
  }
}
