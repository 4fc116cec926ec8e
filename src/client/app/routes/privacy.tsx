// /privacy-policy and /privacy (spec 1 §2).
import { LegalPage } from '@client/features/legal/components/legal-page';

export default function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}
