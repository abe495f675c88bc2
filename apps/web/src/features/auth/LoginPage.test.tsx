// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { CurrentUserQuery } from "../../app/session/currentUser";
import { createCache } from "../../lib/apollo";
import { AppearanceProvider } from "../appearance/AppearanceContext";
import LoginPage, { LoginMutation } from "./LoginPage";
import { VerifyTwoFactorMutation } from "./TwoFactorStep";

afterEach(cleanup);

const user = (role: "nurse" | "client") => ({
  __typename: "Me" as const,
  id: `user-${role}`,
  email: `${role}@demo.hearth.test`,
  role,
  firstName: "Nora",
  lastName: "Nurse",
  fullname: "Nora Nurse",
  status: 1,
  photo: null,
  locations: [{ __typename: "Location" as const, id: "loc-1", name: "Riverside Residential" }],
  defaultLocation: null,
});

const signedOut: MockLink.MockedResponse = {
  request: { query: CurrentUserQuery },
  result: { data: { me: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const loginAnswers = (
  email: string,
  password: string,
  result: MockLink.MockedResponse["result"],
): MockLink.MockedResponse => ({
  request: { query: LoginMutation, variables: { email, password } },
  result,
});

/** Shows where the router ended up, so a test can assert the landing page. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(mocks: MockLink.MockedResponse[], from?: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <LoginPage /> },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [{ pathname: "/", state: from ? { from } : null }] },
  );
  return render(
    <MockedProvider mocks={[signedOut, ...mocks]} cache={createCache()}>
      <AppearanceProvider>
        <RouterProvider router={router} />
      </AppearanceProvider>
    </MockedProvider>,
  );
}

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginPage", () => {
  it("shows the server's message in an alert when the password is wrong, and stays on the page", async () => {
    renderLogin([
      loginAnswers("nurse@demo.hearth.test", "wrong", {
        errors: [{ message: "Email or password is incorrect", extensions: { code: "UNAUTHENTICATED" } }],
      }),
    ]);
    await signIn("nurse@demo.hearth.test", "wrong");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Email or password is incorrect");
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.queryByTestId("where")).toBeNull();
  });

  it("asks for both fields before calling the server", async () => {
    renderLogin([]);
    await signIn("", "");
    expect((await screen.findByRole("alert")).textContent).toBe("Enter your email and password.");
  });

  it("switches to the authentication-code step on a two-factor challenge, shows a wrong code's error, then signs in", async () => {
    renderLogin([
      loginAnswers("nurse@demo.hearth.test", "hearth-demo", {
        data: { login: { __typename: "TwoFactorChallenge", challengeToken: "challenge-1" } },
      }),
      {
        request: { query: VerifyTwoFactorMutation, variables: { challengeToken: "challenge-1", code: "000000" } },
        result: {
          errors: [{ message: "The authentication code is not valid", extensions: { code: "UNAUTHENTICATED" } }],
        },
      },
      {
        request: { query: VerifyTwoFactorMutation, variables: { challengeToken: "challenge-1", code: "123456" } },
        result: {
          data: {
            verifyTwoFactorLogin: {
              __typename: "LoginSuccess",
              tokenExpiresAt: "2030-01-01T00:00:00.000Z",
              user: user("nurse"),
            },
          },
        },
      },
    ]);
    await signIn("nurse@demo.hearth.test", "hearth-demo");

    const code = await screen.findByLabelText("Authentication code");
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.change(code, { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The authentication code is not valid");

    fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/dashboard");
  });

  it("sends a portal client to /portal", async () => {
    renderLogin([
      loginAnswers("client@demo.hearth.test", "hearth-demo", {
        data: {
          login: { __typename: "LoginSuccess", tokenExpiresAt: "2030-01-01T00:00:00.000Z", user: user("client") },
        },
      }),
    ]);
    await signIn("client@demo.hearth.test", "hearth-demo");
    expect((await screen.findByTestId("where")).textContent).toBe("/portal");
  });

  it("returns staff to where they were going before they were asked to sign in", async () => {
    renderLogin(
      [
        loginAnswers("nurse@demo.hearth.test", "hearth-demo", {
          data: {
            login: { __typename: "LoginSuccess", tokenExpiresAt: "2030-01-01T00:00:00.000Z", user: user("nurse") },
          },
        }),
      ],
      "/clinicians?page=2",
    );
    await signIn("nurse@demo.hearth.test", "hearth-demo");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/clinicians?page=2"));
  });
});
