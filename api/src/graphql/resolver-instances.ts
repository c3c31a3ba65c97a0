import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { ContainerType } from 'type-graphql';

type AnyClass = abstract new (...args: never[]) => object;

/** The resolver instances each schema was built with: one schema, and one set, per server. */
const bySchema = new WeakMap<GraphQLSchema, ReadonlyMap<AnyClass, object>>();

/** TypeGraphQL's container over the instances the modules made (app/modules.ts). */
export function instanceContainer(instances: ReadonlyArray<object>): {
  container: ContainerType;
  register(schema: GraphQLSchema): void;
} {
  const byClass = new Map<AnyClass, object>(instances.map((instance) => [instance.constructor as AnyClass, instance]));
  return {
    container: {
      get(someClass: AnyClass) {
        const instance = byClass.get(someClass);
        if (!instance) throw new Error(`No instance of ${someClass.name}: is its module wired in app/modules.ts?`);
        return instance;
      },
    },
    register: (schema) => bySchema.set(schema, byClass),
  };
}

/**
 * The instance of `Resolver` serving this operation. A subscription's `subscribe` option is a
 * plain function, not a method: it reaches its resolver, and so its module's services, here.
 */
export function resolverOf<T extends object>(info: GraphQLResolveInfo, Resolver: abstract new (...args: never[]) => T): T {
  const instance = bySchema.get(info.schema)?.get(Resolver);
  if (!instance) throw new Error(`No instance of ${Resolver.name} for this schema.`);
  return instance as T;
}
