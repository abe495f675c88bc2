// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { createCache } from "../apollo";
import { CredentialFields, EMPTY_CREDENTIAL, SignerPinQuery, toSignatureInput } from "./CredentialFields";

afterEach(cleanup);

/** The fields as a dialog holds them, with the signature they would send. */
function Harness() {
  const [value, setValue] = useState(EMPTY_CREDENTIAL);
  return (
    <>
      <CredentialFields value={value} onChange={setValue} />
      <output data-testid="signature">{JSON.stringify(toSignatureInput(value))}</output>
    </>
  );
}

function renderFields(hasPin: boolean) {
  const answer = {
    request: { query: SignerPinQuery },
    result: { data: { me: { __typename: "Me" as const, id: "user-1", hasPin } } },
    delay: 0,
  };
  return render(
    <MockedProvider mocks={[answer]} cache={createCache()}>
      <Harness />
    </MockedProvider>,
  );
}

describe("CredentialFields", () => {
  it("asks only for the password of someone without a PIN", async () => {
    renderFields(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("group", { name: "Sign with" })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret" } });
    expect(screen.getByTestId("signature").textContent).toBe(JSON.stringify({ password: "secret" }));
  });

  it("offers the PIN to someone who has one, and keeps it to the server's six digits", async () => {
    renderFields(true);
    fireEvent.click(await screen.findByRole("button", { name: "PIN" }));
    fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: "12a34567" } });
    expect(screen.getByTestId("signature").textContent).toBe(JSON.stringify({ pin: "123456" }));
  });
});
