import 'server-only';
import type { Db } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { createOfflineModel, type AssistantModel } from '../engine/offline-engine';
import { boardDictionaries } from './dictionaries';
import { createOpenAiModel } from './openai-model';

/** The assistant's model: an OpenAI-compatible service when configured, else the offline drafting engine. */
export function assistantModelFor(db: Db, tenantId: number): AssistantModel {
  const env = getEnv();
  if (env.ASSISTANT_BASE_URL && env.ASSISTANT_MODEL)
    return createOpenAiModel({
      baseURL: env.ASSISTANT_BASE_URL,
      model: env.ASSISTANT_MODEL,
      apiKey: env.ASSISTANT_API_KEY,
    });
  return createOfflineModel(() => boardDictionaries(db, tenantId));
}
