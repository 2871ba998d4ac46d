import type { AbstractIntlMessages } from 'next-intl';
import { ALERT_DIALOG_RULES } from '@/features/alerts/alert-schema';
import { validationMessages } from '@/lib/validation/client-messages';

/** Message namespaces that client components read; the rest stays on the server. */
const CLIENT_NAMESPACES = [
  'nav',
  'header',
  'errorPage',
  'search',
  'filters',
  'favourites',
  'alerts',
  'applied',
  'chat',
  // The confirmation dialog (components/ui/confirm-dialog.tsx), wherever a page asks.
  'confirmDialog',
] as const;

/**
 * Parts of those namespaces that no shell island reads: the e-mails' words (written on the server) and the
 * employer chat's panel (its pages hand it to their own provider). Left out of every page's payload.
 */
const SERVER_ONLY_PARTS: Partial<Record<(typeof CLIENT_NAMESPACES)[number], readonly string[]>> = {
  alerts: ['mail'],
  chat: ['mail', 'invitationMail', 'panel'],
};

/** A namespace's messages as the shell sends them to the browser. */
function clientPart(messages: AbstractIntlMessages, ns: (typeof CLIENT_NAMESPACES)[number]): unknown {
  const all = messages[ns];
  const drop = SERVER_ONLY_PARTS[ns];
  if (!drop || typeof all !== 'object' || all === null) return all;
  return Object.fromEntries(Object.entries(all).filter(([key]) => !drop.includes(key)));
}

/**
 * The messages the shell hands to every page's client islands. Kept free of `&`, `<` and `>`: one of them in a
 * page's payload sends all of it down Next's slow escaping path, about a millisecond per render of the list
 * (docs/performance.md); words that need one take it as a value (`ALERT_NAME_SIGNS`).
 */
export function shellClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return {
    ...Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, clientPart(messages, ns)])),
    // The header's add-alert dialog words its field errors with these (not the whole catalogue on every page).
    ...validationMessages(messages, ALERT_DIALOG_RULES),
  };
}
