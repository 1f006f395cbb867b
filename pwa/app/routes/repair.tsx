import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REPAIR_QUERY_PARAM, withRepairQuery } from '../../lib/repair-query';
import { storeSelectedTab } from '../../lib/selected-tab';
import { useLocalizedPath } from '../../lib/use-localized-path';

/**
 * /repair: stores `selectedTab = repair` and lands on the home page's search section,
 * where the search tabs open the stored tab and remove the value (`readSelectedTab`, then `forgetSelectedTab`).
 * A query rides along (`/repair?q=servis+klime+Split`, or `?repair=…`) and becomes the home page's shared
 * repair search.
 */
export function RepairRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { localize } = useLocalizedPath();
  useEffect(() => {
    storeSelectedTab('repair');
    const incoming = new URLSearchParams(search);
    const query = incoming.get('q') ?? incoming.get(REPAIR_QUERY_PARAM) ?? '';
    const params = withRepairQuery(new URLSearchParams(), query).toString();
    navigate(`${localize('/')}${params ? `?${params}` : ''}#search-section`, { replace: true });
  }, [navigate, localize, search]);
  return null;
}
