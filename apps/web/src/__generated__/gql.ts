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
    "\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n": typeof types.TopBar_MeFragmentDoc,
    "\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n": typeof types.CurrentUser_MeFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": typeof types.SignOutDocument,
    "\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n": typeof types.VerifyTwoFactorLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n": typeof types.ClinicianGrid_ClinicianFragmentDoc,
    "\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.ClinicianListDocument,
};
const documents: Documents = {
    "\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n": types.TopBar_MeFragmentDoc,
    "\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n": types.CurrentUser_MeFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": types.SignOutDocument,
    "\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n": types.VerifyTwoFactorLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n": types.ClinicianGrid_ClinicianFragmentDoc,
    "\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.ClinicianListDocument,
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
export function graphql(source: "\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n"): (typeof documents)["\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n"): (typeof documents)["\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;