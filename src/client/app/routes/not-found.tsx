// Any path the route table does not know: the page is ../not-found-page.tsx.
import { NotFoundPage } from '../not-found-page';

export default NotFoundPage;
