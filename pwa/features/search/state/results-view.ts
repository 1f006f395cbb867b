/** Whether the results show as a list or on a map: `view=map` in the address, the list by default. */
export type ResultsView = 'list' | 'map';

const VIEW_PARAM = 'view';

/** The list unless the address asks for the map. */
export function viewFromParams(params: URLSearchParams): ResultsView {
  return params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
}

/** The address with the view (the list, the default, leaves no trace); other parameters are kept. */
export function withView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'map') next.set(VIEW_PARAM, 'map');
  else next.delete(VIEW_PARAM);
  return next;
}
