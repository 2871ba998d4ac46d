import { emptyFacts, extractFacts, guessCategory, mergeFacts, statesFacts } from './extract';
import { isQuestion, languageOf, questionTopic } from './extract/message-kind';
import { foldText } from '@/lib/text';
import { proposalOf, replyText } from './compose';
import type { AssistantLocale, Dictionaries, Facts, FormContext, JobAdProposal, MessageIntent } from './types';

/** One step of an assistant's answer, in the order the hub sends them. */
export type AssistantChunk =
  | { kind: 'text'; text: string }
  | { kind: 'proposing' }
  | { kind: 'proposal'; proposal: JobAdProposal }
  | { kind: 'searching'; active: boolean };

export interface AssistantTurn {
  /** The employer's messages of this conversation only, oldest first, the new one last. */
  userMessages: string[];
  form: FormContext;
  /** The board's language: the form's values, and the answer when no message says which language it is in. */
  locale: AssistantLocale;
  signal?: AbortSignal;
}

/** The model behind the assistant hub: the offline engine by default, an OpenAI-compatible service when configured. */
export interface AssistantModel {
  readonly name: string;
  answer(turn: AssistantTurn): AsyncIterable<AssistantChunk>;
}

/**
 * Everything the conversation has established (each message read in turn, later ones winning). Questions
 * state nothing: "ile etapów ma nasza rekrutacja?" does not make "Rekrutacja" a required skill.
 */
export function factsOfConversation(messages: string[], dictionaries: Dictionaries): Facts {
  let facts = emptyFacts();
  for (const message of messages) {
    if (intentOf(message, dictionaries) === 'question') continue;
    facts = mergeFacts(facts, extractFacts(message, dictionaries, { seniority: facts.seniority }));
  }
  facts.categoryKey ??= guessCategory(facts, dictionaries.categories);
  return facts;
}

/** The language to answer in: the newest message that shows one, else the board's. */
export function conversationLanguage(messages: string[], fallback: AssistantLocale): AssistantLocale {
  for (let i = messages.length - 1; i >= 0; i--) {
    const language = languageOf(messages[i]!);
    if (language) return language;
  }
  return fallback;
}

/** What the newest message is: facts about the job, a question the conversation cannot answer, or neither. */
export function intentOf(message: string, dictionaries: Dictionaries): MessageIntent {
  const facts = extractFacts(message, dictionaries);
  if (!isQuestion(message)) return statesFacts(facts) ? 'facts' : 'other';
  // A question states the job only when it names the role, its level, pay, place or terms, or asks to
  // add or remove something; a skill named in passing ("a co z Javą?") is not a requirement.
  const states =
    facts.title ||
    facts.vagueRole ||
    facts.seniority ||
    facts.salaries.length ||
    facts.cities.length ||
    facts.workplace ||
    facts.workingTime ||
    facts.conflicts.length ||
    ROLE_OR_EDIT.test(foldText(message));
  return states ? 'facts' : 'question';
}

const ROLE_OR_EDIT =
  /\b(dodaj\w*|add|include|uwzglednij|wpisz|usun\w*|remove|drop|developer\w*|engineer\w*|programist\w*|tester\w*)\b/;

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
      const language = conversationLanguage(turn.userMessages, turn.locale);
      const latest = turn.userMessages.at(-1) ?? '';
      const intent = intentOf(latest, dictionaries);
      // Only a message that states something is answered with a proposal: a question, a greeting or thanks
      // never brings the last proposal back.
      const proposal = intent === 'facts' ? proposalOf(facts, turn.form, language, turn.locale) : {};
      const hasProposal = Object.keys(proposal).length > 0;
      if (hasProposal) yield { kind: 'proposing' };
      const reply = replyText(facts, proposal, language, {
        intent,
        topic: isQuestion(latest) ? questionTopic(latest) : undefined,
      });
      for (const text of textParts(reply)) {
        if (turn.signal?.aborted) return;
        yield { kind: 'text', text };
      }
      if (hasProposal) yield { kind: 'proposal', proposal };
    },
  };
}
