import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RoleManagementPage() {
  return <PlaceholderPage titleKey="routes.roleManagement" />;
}
