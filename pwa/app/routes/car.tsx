import { useParams } from 'react-router-dom';
import { decodeCarId } from '@contract/car-id';
import { CarDetail } from '../../features/listings/components/car-detail';
import { container } from '../../ui/layout.css';
import * as styles from './routes.css';

/** /car/:id (also under /hr and /de): the id segment is the base64 id or the slug ending in it. */
export default function CarRoute() {
  const { id = '' } = useParams();
  const carId = decodeCarId(id);
  // A new key per car: opening another car is a new opening (fresh state, one more view counted).
  return (
    <div className={`${container} ${styles.page}`}>
      <CarDetail key={carId ?? id} id={carId} />
    </div>
  );
}
