import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RoleDetailsPage() {
  return <PlaceholderPage titleKey="routes.roleDetails" />;
}
