import { SchemeQueue } from '../components/scheme-queue';

/** /scheme/check: the roles waiting for their check (schemes_created). */
export default function CheckSchemesPage() {
  return <SchemeQueue step="check" />;
}
