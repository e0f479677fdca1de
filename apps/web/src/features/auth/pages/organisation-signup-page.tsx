import { PlaceholderPage } from '../../../components/placeholder-page';

export default function OrganisationSignupPage() {
  return <PlaceholderPage titleKey="routes.organisationSignup" />;
}
