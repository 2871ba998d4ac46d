import { extractFacts, emptyFacts, guessCategory, mergeFacts } from './extract';
import { proposalOf, replyText } from './compose';
import type { AssistantLocale, Dictionaries, Facts, FormContext, JobAdProposal } from './types';

/** One step of an assistant's answer, in the order the hub sends them. */
export type AssistantChunk =
  | { kind: 'text'; text: string }
  | { kind: 'proposing' }
  | { kind: 'proposal'; proposal: JobAdProposal }
  | { kind: 'searching'; active: boolean };

export interface AssistantTurn {
  /** The employer's messages so far, oldest first, the new one last. */
  userMessages: string[];
  form: FormContext;
  locale: AssistantLocale;
  signal?: AbortSignal;
}

/** The model behind the assistant hub: the offline engine by default, an OpenAI-compatible service when configured. */
export interface AssistantModel {
  readonly name: string;
  answer(turn: AssistantTurn): AsyncIterable<AssistantChunk>;
}

/** Everything the conversation has established (each message read in turn, later ones winning). */
export function factsOfConversation(messages: string[], dictionaries: Dictionaries): Facts {
  let facts = emptyFacts();
  for (const message of messages)
    facts = mergeFacts(facts, extractFacts(message, dictionaries, { seniority: facts.seniority }));
  facts.categoryKey ??= guessCategory(facts, dictionaries.categories);
  return facts;
}

/** Splits text into parts the size of a streamed token group, keeping words whole. */
export function* textParts(text: string, size = 24): Generator<string> {
  let rest = text;
  while (rest.length > size) {
    let cut = rest.lastIndexOf(' ', size);
    if (cut <= 0) cut = size;
    yield rest.slice(0, cut + 1);
    rest = rest.slice(cut + 1);
  }
  if (rest) yield rest;
}

/**
 * The offline drafting engine: no network, no model. It reads the conversation and the form, proposes
 * the fields it could extract and a description written from them, and asks for what is missing. It never
 * invents a salary, a benefit or a technology.
 */
export function createOfflineModel(loadDictionaries: () => Promise<Dictionaries>): AssistantModel {
  return {
    name: 'offline',
    async *answer(turn) {
      const dictionaries = await loadDictionaries();
      const facts = factsOfConversation(turn.userMessages, dictionaries);
      const proposal = proposalOf(facts, turn.form, turn.locale);
      const hasProposal = Object.keys(proposal).length > 0;
      if (hasProposal) yield { kind: 'proposing' };
      for (const text of textParts(replyText(facts, proposal, turn.locale))) {
        if (turn.signal?.aborted) return;
        yield { kind: 'text', text };
      }
      if (hasProposal) yield { kind: 'proposal', proposal };
    },
  };
}
