import type { EntityManager } from '@mikro-orm/postgresql';
import { HOME_FAQ } from '@vdp/shared/chat/home-faq';
import type { BusinessInfoForm } from '@vdp/shared/validation/chat.schema';
import type { AuthUser } from '../../core/auth-user';
import type { Transactions } from '../../core/transactions';
import { User } from '../users/user.entity';
import { BusinessConfig } from './business-config.entity';
import type { CommonQuestion } from './business-info';
import { presentAssistantConfig, type AssistantConfig } from './chat-config.presenter';
import { CONFIG_TYPES } from './chat.constants';

/** The assistant's instructions and business information: versioned rows of business_config. */
export class ChatConfigService {
  constructor(
    private readonly transactions: Transactions,
    private readonly homeFaq: readonly CommonQuestion[] = HOME_FAQ,
  ) {}

  async current(em: EntityManager): Promise<AssistantConfig> {
    const rows = await em.find(
      BusinessConfig,
      { configType: { $in: Object.values(CONFIG_TYPES) }, isActive: true },
      { orderBy: { version: 'desc' } },
    );
    const latest = (type: string) => rows.find((r) => r.configType === type);
    return presentAssistantConfig(latest(CONFIG_TYPES.systemPrompt), latest(CONFIG_TYPES.businessInfo));
  }

  /** The admin's common questions and the home page FAQ. */
  knowledge(config: AssistantConfig): CommonQuestion[] {
    return [...config.businessInfo.commonQuestions, ...this.homeFaq];
  }

  async updateSystemPrompt(em: EntityManager, user: AuthUser | null, systemPrompt: string): Promise<AssistantConfig> {
    await this.save(em, user, CONFIG_TYPES.systemPrompt, { systemPrompt });
    return this.current(em);
  }

  async updateBusinessInfo(em: EntityManager, user: AuthUser | null, info: BusinessInfoForm): Promise<AssistantConfig> {
    await this.save(em, user, CONFIG_TYPES.businessInfo, { ...info });
    return this.current(em);
  }

  /** A new active version; older versions stay as history, inactive. One transaction. */
  private async save(
    em: EntityManager,
    user: AuthUser | null,
    configType: string,
    configData: Record<string, unknown>,
  ): Promise<void> {
    await this.transactions.run(em, async (tx) => {
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
