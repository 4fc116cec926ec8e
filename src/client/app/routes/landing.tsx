// /landing (spec 1 §2): the marketing page, rendered without the app header and footer.
import { LandingPage } from '@client/features/marketing/components/landing-page';

export default function LandingRoute() {
  return <LandingPage />;
}
