import 'server-only';
import OpenAI from 'openai';
import { aiDisclosure } from '../engine/compose';
import {
  conversationLanguage,
  type AssistantChunk,
  type AssistantModel,
  type AssistantTurn,
} from '../engine/offline-engine';
import { proposalJsonSchema, repairProposal } from '../engine/proposal-schema';

export interface OpenAiModelOptions {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Earlier assistant replies are not needed: the employer's messages carry every fact. */
  timeoutMs?: number;
}

const TOOL = 'propose_job_ad';

const LANGUAGE_NAMES = { pl: 'Polish', en: 'English' } as const;

function systemPrompt(turn: AssistantTurn): string {
  const language = LANGUAGE_NAMES[conversationLanguage(turn.userMessages, turn.locale)];
  const form = turn.form;
  return [
    `You help an employer write a job ad for an IT job board in Poland. Answer briefly, in the language of the employer's latest message (now ${language}); the job description too.`,
    'Use only facts the employer stated in this conversation. Never invent a salary, a benefit, a technology, a city or a contract type.',
    'When asked something this conversation does not tell you (the benefits, the budget, the company), say plainly that you do not know and ask for it; do not call the tool for such a question.',
    'In Polish, decline city names correctly ("w Krakowie", "we Wrocławiu"); if unsure of a form, write "Lokalizacja: <city>" instead.',
    'If the title, seniority, required skills, salary with contract type, or location are missing, ask for them.',
    `When you can fill form fields, call ${TOOL} once with only the fields the employer's words support; jobDescription is HTML (p, ul, li, h3, strong) written from those facts.`,
    'Pay transparency: since 24 December 2025 candidates in the EU must learn the pay before the interview; remind the employer if no salary was given.',
    form.companyName ? `The company is ${form.companyName}.` : '',
    form.jobPositionName ? `The form's current title: ${form.jobPositionName}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * An OpenAI-compatible chat model (ASSISTANT_BASE_URL, ASSISTANT_MODEL) through the official `openai`
 * package: the reply is streamed as it arrives, and the proposal comes as a tool call whose arguments are
 * validated field by field against the proposal schema; invalid fields are dropped, and a proposal with
 * nothing valid is not offered. This provider does not search the internet, so it never announces it.
 */
export function createOpenAiModel(options: OpenAiModelOptions): AssistantModel {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: 1,
  });
  return {
    name: `openai:${options.model}`,
    async *answer(turn): AsyncIterable<AssistantChunk> {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          stream: true,
          messages: [
            { role: 'system', content: systemPrompt(turn) },
            ...turn.userMessages.map((content) => ({ role: 'user' as const, content })),
          ],
          tools: [
            {
              type: 'function',
              function: {
                name: TOOL,
                description: 'Proposes values for the job ad form.',
                parameters: proposalJsonSchema() as Record<string, unknown>,
              },
            },
          ],
        },
        { signal: turn.signal },
      );
      let args = '';
      let proposing = false;
      let wroteText = false;
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          wroteText = true;
          yield { kind: 'text', text: delta.content };
        }
        for (const call of delta.tool_calls ?? []) {
          if (call.function?.name && call.function.name !== TOOL) continue;
          if (!proposing) {
            proposing = true;
            yield { kind: 'proposing' };
          }
          args += call.function?.arguments ?? '';
        }
      }
      yield {
        kind: 'text',
        text: `${wroteText ? '\n\n' : ''}${aiDisclosure(conversationLanguage(turn.userMessages, turn.locale))}`,
      };
      if (!proposing) return;
      let raw: unknown = null;
      try {
        raw = JSON.parse(args);
      } catch {
        raw = null;
      }
      const { proposal } = repairProposal(raw);
      if (proposal) yield { kind: 'proposal', proposal };
    },
  };
}
