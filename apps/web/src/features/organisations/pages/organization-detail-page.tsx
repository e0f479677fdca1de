import { PlaceholderPage } from '../../../components/placeholder-page';

export default function OrganizationDetailPage() {
  return <PlaceholderPage titleKey="routes.organizationsDetail" />;
}
