'use client';

import dynamic from 'next/dynamic';

/** The panel's chat loads the SignalR client with it, on this page only. */
export const EmployerChatLoader = dynamic(() => import('./employer-chat'), { ssr: false });
