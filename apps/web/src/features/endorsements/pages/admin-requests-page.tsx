import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AdminRequestsPage() {
  return <PlaceholderPage titleKey="routes.adminRequests" />;
}
