import { InvitationsList } from '../components/invitations-list';

/** Spec §2 screen 5, an Admin's: invitations to Admin, UserAdmin and RoleAdmin. */
export default function AdminInvitationsPage() {
  return <InvitationsList variant="admin" />;
}
