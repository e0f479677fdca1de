import { PlaceholderPage } from '../../../components/placeholder-page';

export default function UserInvitationsPage() {
  return <PlaceholderPage titleKey="routes.userInvitations" />;
}
