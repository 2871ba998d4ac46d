import { NotFoundDocument } from '@/components/layout/not-found-page';

/** The 404 Next renders itself (a path no route takes): the same document as the language layout's. */
export default function GlobalNotFound() {
  return <NotFoundDocument />;
}
