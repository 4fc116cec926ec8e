// /terms-of-service and /terms (spec 1 §2).
import { LegalPage } from '@client/features/legal/components/legal-page';

export default function TermsRoute() {
  return <LegalPage document="terms" />;
}
