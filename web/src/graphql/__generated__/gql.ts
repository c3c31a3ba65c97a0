/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}": typeof types.AppInfoDocument,
    "query Me {\n  me {\n    id\n    username\n    role\n  }\n}": typeof types.MeDocument,
    "mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}": typeof types.UserLoginDocument,
    "mutation UserLogout {\n  logout\n}": typeof types.UserLogoutDocument,
    "query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}": typeof types.PublicSettingsDocument,
    "query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}": typeof types.ActiveThemeDocument,
};
const documents: Documents = {
    "query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}": types.AppInfoDocument,
    "query Me {\n  me {\n    id\n    username\n    role\n  }\n}": types.MeDocument,
    "mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}": types.UserLoginDocument,
    "mutation UserLogout {\n  logout\n}": types.UserLogoutDocument,
    "query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}": types.PublicSettingsDocument,
    "query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}": types.ActiveThemeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}"): (typeof documents)["query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    username\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    username\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}"): (typeof documents)["mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserLogout {\n  logout\n}"): (typeof documents)["mutation UserLogout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}"): (typeof documents)["query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}"): (typeof documents)["query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;