import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AdminInvitationsPage() {
  return <PlaceholderPage titleKey="routes.adminInvitations" />;
}
