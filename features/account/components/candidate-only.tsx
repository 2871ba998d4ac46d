'use client';

import type { ReactNode } from 'react';
import { useViewer } from '../viewer';

/** Renders its children only once the visitor is known to be a signed-in candidate (decision 0066). */
export function CandidateOnly({ children }: { children: ReactNode }) {
  return useViewer().kind === 'candidate' ? children : null;
}
