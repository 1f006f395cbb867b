import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { storeSelectedTab } from '../../lib/selected-tab';
import { useLocalizedPath } from '../../lib/use-localized-path';

/**
 * /repair (spec section 2): stores `selectedTab = repair` and lands on the home page's search section,
 * where the search tabs (a later issue) open the stored tab and remove the value (`takeSelectedTab`).
 */
export function RepairRoute() {
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  useEffect(() => {
    storeSelectedTab('repair');
    navigate(`${localize('/')}#search-section`, { replace: true });
  }, [navigate, localize]);
  return null;
}
