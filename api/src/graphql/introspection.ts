import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, SchemaMetaFieldDef, TypeMetaFieldDef, visit, type DocumentNode } from 'graphql';

/** The platform setting that opens introspection in production (shared settings catalogue, System tab). */
export const INTROSPECTION_SETTING = 'system.graphql_introspection';

const refused = () =>
  new GraphQLError('GraphQL introspection is off in production; an admin can turn it on in the platform settings (System).', {
    extensions: { code: 'INTROSPECTION_DISABLED', http: { status: 400 } },
  });

/**
 * Introspection (`__schema`, `__type`) is always allowed in development and test; in production
 * only while an admin has turned INTROSPECTION_SETTING on (issue 14 §1). Apollo's own
 * `introspection` option is fixed at startup, so Apollo allows it and this gate decides per request:
 * whether a document introspects is worked out once per parsed document, and the setting comes
 * from the cached settings snapshot — nothing is read for ordinary operations.
 */
export class IntrospectionGate {
  private readonly introspects = new WeakMap<DocumentNode, boolean>();

  constructor(
    private readonly production: boolean,
    private readonly allowed: () => Promise<boolean>,
  ) {}

  /** The refusal of an introspecting document while introspection is off, or undefined. */
  async refusal(document: DocumentNode): Promise<GraphQLError | undefined> {
    if (!this.production || !this.isIntrospection(document)) return undefined;
    return (await this.allowed()) ? undefined : refused();
  }

  plugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ document }) => {
          const refusal = await this.refusal(document);
          if (refusal) throw refusal;
        },
      }),
    };
  }

  private isIntrospection(document: DocumentNode): boolean {
    let introspects = this.introspects.get(document);
    if (introspects === undefined) {
      introspects = false;
      // `__type` is also the start of `__typename`: only a look at the fields tells
      if (document.loc?.source.body.includes('__') ?? true) {
        visit(document, {
          Field: (field) => {
            const name = field.name.value;
            if (name === SchemaMetaFieldDef.name || name === TypeMetaFieldDef.name) introspects = true;
          },
        });
      }
      this.introspects.set(document, introspects);
    }
    return introspects;
  }
}
