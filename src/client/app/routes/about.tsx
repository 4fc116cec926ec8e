// /about (spec 1 §2): the About Us page inside the app layout.
import { AboutPage } from '@client/features/marketing/components/about-page';

export default function AboutRoute() {
  return <AboutPage />;
}
