// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useQuery } from "@apollo/client/react";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { capabilitiesOf } from "@hearth/schema";
import { CurrentUserQuery } from "../../app/session/currentUser";
import { createCache } from "../../lib/apollo";
import { DeactivateButton, DeactivateClinicianMutation, useDeactivateClinician } from "./DeactivateClinician";

afterEach(cleanup);

const me = (role: "admin" | "supervisor") => ({
  __typename: "Me" as const,
  id: "user-me",
  email: `${role}@demo.hearth.test`,
  role,
  firstName: "Ada",
  lastName: "Admin",
  fullname: "Ada Admin",
  status: 1,
  photo: null,
  locations: [{ __typename: "Location" as const, id: "loc-1", name: "Riverside Residential" }],
  defaultLocation: null,
  capabilities: capabilitiesOf({ id: "user-me", role, locationIds: ["loc-1"] }),
});

const signedInAs = (role: "admin" | "supervisor"): MockLink.MockedResponse => ({
  request: { query: CurrentUserQuery },
  result: { data: { me: me(role) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const rows = [
  // As the gateway decides them for an admin: never their own account, never an inactive one.
  { id: "user-me", fullname: "Ada Admin", permissions: { deactivate: false } },
  { id: "user-bo", fullname: "Bo Active", permissions: { deactivate: true } },
  { id: "user-cy", fullname: "Cy Inactive", permissions: { deactivate: false } },
];

/** The clinician list's use of the hook, without the grid. */
function Rows() {
  const { actions, ui } = useDeactivateClinician();
  const { data } = useQuery(CurrentUserQuery);
  return (
    <>
      {data?.me && <p>{`Signed in as ${data.me.role}`}</p>}
      {rows.map((row) =>
        actions?.canDeactivate(row) ? (
          <DeactivateButton key={row.id} name={row.fullname} onClick={() => actions.ask(row)} />
        ) : null,
      )}
      {ui}
    </>
  );
}

describe("deactivating a clinician from the list", () => {
  it("is offered to an admin for other active clinicians only, and asks before it signs them out", async () => {
    const deactivated: MockLink.MockedResponse = {
      request: { query: DeactivateClinicianMutation, variables: { id: "user-bo" } },
      result: {
        data: {
          deactivateClinician: {
            __typename: "Clinician",
            id: "user-bo",
            status: 2,
            permissions: { __typename: "ClinicianPermissions", deactivate: false },
          },
        },
      },
    };
    render(
      <MockedProvider mocks={[signedInAs("admin"), deactivated]} cache={createCache()}>
        <Rows />
      </MockedProvider>,
    );
    const button = await screen.findByRole("button", { name: "Deactivate Bo Active" });
    expect(screen.queryByRole("button", { name: "Deactivate Ada Admin" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Deactivate Cy Inactive" })).toBeNull();

    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Deactivate this clinician?" });
    expect(dialog.textContent).toContain("Bo Active will be signed out at once");
    fireEvent.click(screen.getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(screen.getByText("Bo Active was deactivated and signed out everywhere.")).toBeTruthy());
  });

  it("is not offered to anyone else", async () => {
    render(
      <MockedProvider mocks={[signedInAs("supervisor")]} cache={createCache()}>
        <Rows />
      </MockedProvider>,
    );
    await screen.findByText("Signed in as supervisor");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
