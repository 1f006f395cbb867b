// Cars, whoever shows them: one car's data (loaded, prefetched, kept for offline), its view count, its image,
// and the React Query keys under which every copy of a car is cached. The search, the details, the
// comparison, the watched cars and the seller pages all use it; it uses none of them.
export { carKeys } from './api/query-keys';
export { prefetchCar, useCar, type CarResult } from './api/get-car';
export { useRecordCarView } from './api/record-car-view';
export { CarImage, type CarImageProps } from './components/car-image';
