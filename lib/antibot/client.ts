// Stand-in until the platform branch lands (same interface); main's version replaces this file on merge.
export async function getAntiBotToken(action: 'apply' | 'track_redirect'): Promise<string> {
  return `${action}:${Date.now()}`;
}
