import { APPLY_LIMITS } from '../constants';
import { decodeRef, messageText, type Translate } from '@/lib/validation/messages';

/**
 * The text of an apply field's message: the form's own wording (`apply`) first, then the validation catalogue;
 * a server's text as it is. The message's length limit keeps the form's sentence ("can be at most 1000
 * characters"), which the server words as the catalogue does.
 */
export function applyErrorText(
  field: string,
  message: string | undefined,
  [apply, catalogue]: readonly [Translate, Translate],
): string | undefined {
  if (!message) return undefined;
  if (field === 'message' && decodeRef(message)?.key === 'tooLong')
    return apply('messageTooLong', { max: APPLY_LIMITS.messageMax });
  const text = messageText(message, [apply, catalogue]);
  // A key neither knows (the catalogue answers it when it is first) is worded as the catalogue's `invalid`.
  return text === message && decodeRef(message) ? catalogue('invalid') : text;
}
