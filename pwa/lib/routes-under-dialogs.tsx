import { useMemo } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { pageUnderDialogs } from './use-history-dialog';

/**
 * `routes` for the current entry: while a dialog has put its own address in the location bar (a car's
 * /car/{id} over the search), the page under it is rendered as it was (see use-history-dialog.ts). The
 * location is always given through the same provider, so the page is not mounted again when a dialog opens
 * or closes; `useRoutes(routes, location)` would add a provider of its own only when given a location, and
 * would report every navigation as a POP.
 */
export function RoutesUnderDialogs({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useMemo(() => ({ location: pageUnderDialogs(location), navigationType }), [location, navigationType]);
  return (
    <LocationContext.Provider value={shown}>
      <Pages routes={routes} />
    </LocationContext.Provider>
  );
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
