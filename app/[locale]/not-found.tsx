import { NotFoundPanel } from '@/components/layout/not-found-panel';

export default function LocaleNotFound() {
  return <NotFoundPanel />;
}
