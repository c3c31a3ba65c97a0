import type { BusinessConfig } from './business-config.entity';
import { readBusinessInfo, type BusinessInfo } from './business-info';
import { DEFAULT_SYSTEM_PROMPT } from './chat.constants';

/** The assistant's instructions and business information, as the admin edits them (GraphQL type ChatAssistantConfig). */
export interface AssistantConfig {
  systemPrompt: string;
  businessInfo: BusinessInfo;
}

/** The configuration from the latest active version of each document (the defaults before any). */
export function presentAssistantConfig(
  systemPrompt: BusinessConfig | undefined,
  businessInfo: BusinessConfig | undefined,
): AssistantConfig {
  const prompt = systemPrompt?.configData.systemPrompt;
  return {
    systemPrompt: typeof prompt === 'string' && prompt.trim() ? prompt : DEFAULT_SYSTEM_PROMPT,
    businessInfo: readBusinessInfo(businessInfo?.configData),
  };
}
