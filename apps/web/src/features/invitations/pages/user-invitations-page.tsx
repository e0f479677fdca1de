import { InvitationsList } from '../components/invitations-list';

/** Spec §2 screen 6, a UserAdmin's: invitations to the active custom roles and to Machine User. */
export default function UserInvitationsPage() {
  return <InvitationsList variant="user" />;
}
