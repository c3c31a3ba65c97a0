import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../core/auth-user';
import { badInput } from '../../core/errors';
import { User } from '../users/user.entity';
import { BusinessConfig } from './business-config.entity';
import { parseBusinessInfo, type BusinessInfo, type CommonQuestion } from './business-info';
import { CHAT_LIMITS, CONFIG_TYPES, DEFAULT_SYSTEM_PROMPT } from './chat.constants';
import { loadHomeFaq } from './faq-source';

export interface AssistantConfig {
  systemPrompt: string;
  businessInfo: BusinessInfo;
}

/** The assistant's instructions and business information: versioned rows of business_config. */
export class ChatConfigService {
  private readonly homeFaq: CommonQuestion[];

  constructor(homeFaq: CommonQuestion[] = loadHomeFaq()) {
    this.homeFaq = homeFaq;
  }

  async current(em: EntityManager): Promise<AssistantConfig> {
    const rows = await em.find(
      BusinessConfig,
      { configType: { $in: Object.values(CONFIG_TYPES) }, isActive: true },
      { orderBy: { version: 'desc' } },
    );
    const latest = (type: string) => rows.find((r) => r.configType === type)?.configData;
    const prompt = latest(CONFIG_TYPES.systemPrompt)?.systemPrompt;
    return {
      systemPrompt: typeof prompt === 'string' && prompt.trim() ? prompt : DEFAULT_SYSTEM_PROMPT,
      businessInfo: parseBusinessInfo(latest(CONFIG_TYPES.businessInfo)),
    };
  }

  /** The admin's common questions and the home page FAQ. */
  knowledge(config: AssistantConfig): CommonQuestion[] {
    return [...config.businessInfo.commonQuestions, ...this.homeFaq];
  }

  async updateSystemPrompt(em: EntityManager, user: AuthUser | null, raw: unknown): Promise<AssistantConfig> {
    const systemPrompt = typeof raw === 'string' ? raw.trim() : '';
    if (!systemPrompt) throw badInput([{ field: 'systemPrompt', message: 'systemPrompt is required' }]);
    if (systemPrompt.length > CHAT_LIMITS.maxSystemPromptLength) {
      throw badInput([
        { field: 'systemPrompt', message: `systemPrompt must be at most ${CHAT_LIMITS.maxSystemPromptLength} characters` },
      ]);
    }
    await this.save(em, user, CONFIG_TYPES.systemPrompt, { systemPrompt });
    return this.current(em);
  }

  async updateBusinessInfo(em: EntityManager, user: AuthUser | null, raw: unknown): Promise<AssistantConfig> {
    const info = parseBusinessInfo(raw, true);
    await this.save(em, user, CONFIG_TYPES.businessInfo, { ...info });
    return this.current(em);
  }

  /** A new active version; older versions stay as history, inactive. One transaction. */
  async save(em: EntityManager, user: AuthUser | null, configType: string, configData: Record<string, unknown>): Promise<void> {
    await em.transactional(async (tx) => {
      const previous = await tx.findOne(BusinessConfig, { configType }, { orderBy: { version: 'desc' } });
      await tx.nativeUpdate(BusinessConfig, { configType, isActive: true }, { isActive: false });
      tx.create(BusinessConfig, {
        configType,
        configData,
        version: (previous?.version ?? 0) + 1,
        createdBy: user ? tx.getReference(User, user.id) : null,
      });
    });
  }
}
