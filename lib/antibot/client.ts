import { ApiError, apiFetch } from '@/lib/api-client';
import { solveChallenge, type AntiBotAction, type AntiBotChallenge } from './pow';

/**
 * The browser side of the anti-bot check: asks the server for a challenge and answers it, returning the
 * value for the Recaptcha-Token header. The proof-of-work runs in slices of a few milliseconds between
 * which the page gets the main thread back; with reCAPTCHA, Google's script produces the token.
 */
export async function getAntiBotToken(action: AntiBotAction): Promise<string> {
  const challenge = await apiFetch<AntiBotChallenge>('/api/antibot/challenge', {
    query: { action },
    cache: 'no-store',
  }).catch((error: unknown) => {
    // The caller decides what the user sees; the status says which way the challenge failed.
    throw error instanceof ApiError ? new Error(`anti-bot challenge: ${error.status}`, { cause: error }) : error;
  });
  if (challenge.provider === 'recaptcha') return recaptchaToken(challenge.siteKey, action);
  const nonce = await solveChallenge(challenge.challenge, challenge.difficulty, yieldToPage, 2048);
  return `${challenge.challenge}.${nonce}`;
}

/** Gives the event loop a turn (a message, not setTimeout, so hidden tabs are not slowed to 1 s a turn). */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let script: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    element.onerror = () => {
      script = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(element);
  });
  return script;
}

async function recaptchaToken(siteKey: string, action: AntiBotAction): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
