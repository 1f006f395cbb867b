// Maps of things found (cars, repair shops): the map view loads the map library only when it shows.
export { MapBoundary, MapView, type MapViewProps } from './components/map-view';
export {
  toMapPoints,
  viewFromParams,
  withView,
  type LatLon,
  type MapPoint,
  type MapPoints,
  type ResultsView,
} from './map-points';
export { useMapTexts } from './map-texts';
