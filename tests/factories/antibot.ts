// Stand-in until the platform branch lands (same interface); main's version replaces this file on merge.
export async function antiBotToken(action: 'apply' | 'track_redirect'): Promise<string> {
  return `${action}:${Math.random().toString(36).slice(2)}`;
}
