/**
 * Every message in a react-hook-form error node: the field's own and those of the items under it (a list's
 * entries, an entry's fields), each once.
 */
export function messagesUnder(node: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 4) return;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) found.add(message);
    for (const [key, child] of Object.entries(value)) if (key !== 'ref' && key !== 'message') walk(child, depth + 1);
  };
  walk(node, 0);
  return [...found];
}
