// Maps of things found (cars, repair shops): the map view loads the map library only when it shows.
export { MapBoundary, MapView, type MapViewProps } from './components/map-view';
export { toMapPoints, type LatLon, type MapPoint, type MapPoints } from './map-points';
export { useMapTexts } from './map-texts';
// The tiles' source and credit (the about page names it too).
export { useMapTiles } from './api/get-map-tiles';
