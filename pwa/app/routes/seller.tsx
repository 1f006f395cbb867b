import { useParams } from 'react-router-dom';
import { SellerPage } from '../../features/dealer';

/** /dealer/:id (also under /hr and /de): a seller's public page. */
export default function SellerRoute() {
  const { id = '' } = useParams();
  return <SellerPage key={id} id={id} />;
}
