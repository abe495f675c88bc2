import { graphql } from "../../__generated__";

/** Sign-in with e-mail and password: a session, or the two-factor challenge. */
export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      __typename
      ... on LoginSuccess {
        tokenExpiresAt
        user {
          ...CurrentUser_me
        }
      }
      ... on TwoFactorChallenge {
        challengeToken
      }
    }
  }
`);
