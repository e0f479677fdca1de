import { PlaceholderPage } from '../../../components/placeholder-page';

export default function EnrollmentRequestsPage() {
  return <PlaceholderPage titleKey="routes.enrollmentRequests" />;
}
