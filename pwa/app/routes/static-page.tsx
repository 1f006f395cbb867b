import { StaticPage } from '../../features/static-pages/static-page';
import type { StaticPageKey } from '../../features/static-pages/page-content';

/** How it works, Terms of service, Privacy policy, Cookie policy and the Car import guide. */
export default function StaticPageRoute({ page }: { page: StaticPageKey }) {
  return <StaticPage key={page} page={page} />;
}
