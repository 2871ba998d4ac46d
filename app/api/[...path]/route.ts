// Any /api path no route claims: a JSON 404 in the caller's language, never an HTML page.
import { withRoute } from '@/lib/http/with-route';
import { AppError } from '@/lib/http/errors';

const notFound = withRoute({ auth: 'public' }, async () => {
  throw new AppError('NOT_FOUND', 'notFound');
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
