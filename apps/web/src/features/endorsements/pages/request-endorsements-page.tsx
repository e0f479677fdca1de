import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RequestEndorsementsPage() {
  return <PlaceholderPage titleKey="routes.requestEndorsements" />;
}
