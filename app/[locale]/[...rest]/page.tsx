import { notFound } from 'next/navigation';

// Any path no page claims renders the localised 404 (with status 404).
export default function UnknownPage() {
  notFound();
}
