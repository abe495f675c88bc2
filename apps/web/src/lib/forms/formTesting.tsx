/** For the forms' tests: a form rendered against a GraphQL server in memory, and what a field says under it. */
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { of } from "rxjs";
import { ShellStateProvider } from "../../app/shell/ShellState";
import { createCache } from "../apollo";

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The answer of a refused body, as the gateway passes the API's 400 on. */
export const refusedBody = (issues: { field: string; message: string }[]): ApolloLink.Result => ({
  errors: [
    {
      message: issues.map((i) => `${i.field}: ${i.message}`)[0] ?? "invalid body",
      extensions: { code: "BAD_USER_INPUT", apiCode: "validation_failed", details: { in: "body", issues } },
    },
  ],
});

/**
 * Renders `ui` with Apollo answering each operation with `answer` (by name) and the shell's snackbar; returns
 * the operations sent, in order.
 */
export function renderWithServer(ui: ReactNode, answer: (operation: SentOperation) => ApolloLink.Result) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink((operation) => {
    const sentOperation = {
      operationName: operation.operationName ?? "",
      variables: operation.variables as Record<string, unknown>,
    };
    sent.push(sentOperation);
    return of(answer(sentOperation));
  });
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link })}>
      <ShellStateProvider>{ui}</ShellStateProvider>
    </ApolloProvider>,
  );
  return sent;
}

/** What a field says under it (its helper text, which MUI ties to it with aria-describedby). */
export function helpOf(field: HTMLElement): string {
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}
