import { useParams } from 'react-router-dom';
import { CarDetailPage } from '../../features/car-details/components/car-detail-page';
import { container } from '../../ui/layout.css';
import * as styles from './routes.css';

/** /car/:id (also under /hr and /de): the id segment is the base64 id or the slug ending in it. */
export default function CarRoute() {
  const { id = '' } = useParams();
  return (
    <div className={`${container} ${styles.page}`}>
      <CarDetailPage idSegment={id} />
    </div>
  );
}
