'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Who is looking at the page, as client components may know it (no secrets, no ids of others). */
export type Viewer =
  | { kind: 'anonymous'; loginEnabled: boolean }
  | { kind: 'candidate'; loginEnabled: true; userId: string; name: string; email: string };

const ViewerContext = createContext<Viewer>({ kind: 'anonymous', loginEnabled: false });

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in candidate, or anonymous (with whether this board offers accounts at all). */
export const useViewer = (): Viewer => useContext(ViewerContext);
