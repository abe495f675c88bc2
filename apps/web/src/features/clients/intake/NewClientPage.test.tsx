// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { capabilitiesOf } from "@hearth/schema";
import { CurrentLocationProvider } from "../../../app/session/CurrentLocation";
import type { SessionUser } from "../../../app/session/currentUser";
import { SessionContext } from "../../../app/session/SessionContext";
import { helpOf, refusedBody, renderWithServer } from "../../../lib/forms/formTesting";
import type { SentOperation } from "../../../lib/forms/formTesting";
import NewClientPage from "./NewClientPage";

const RIVERSIDE = { __typename: "Location", id: "5b0e4c8e-8f7a-4f53-9d0c-0f6b1c2d3e4f", name: "Riverside Residential" };
const scrolledTo = vi.fn();
const originalScroll = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");

beforeEach(() => {
  // jsdom lays nothing out: the page's own call to bring a field into view is what can be seen.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo(this);
  };
});
afterEach(() => {
  cleanup();
  scrolledTo.mockClear();
  if (originalScroll) Object.defineProperty(Element.prototype, "scrollIntoView", originalScroll);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderIntake(answer: (operation: SentOperation) => object) {
  const me = {
    id: "u1",
    role: "admissions",
    locations: [RIVERSIDE],
    defaultLocation: RIVERSIDE,
    capabilities: capabilitiesOf({ id: "u1", role: "admissions", locationIds: [RIVERSIDE.id] }),
  } as unknown as SessionUser;
  const router = createMemoryRouter(
    [
      { path: "/clients/new", element: <NewClientPage /> },
      { path: "/clients/:mrNo", element: <p>Chart</p> },
    ],
    { initialEntries: ["/clients/new"] },
  );
  const sent = renderWithServer(
    <SessionContext.Provider value={me}>
      <CurrentLocationProvider>
        <RouterProvider router={router} />
      </CurrentLocationProvider>
    </SessionContext.Provider>,
    (operation) =>
      operation.operationName === "ClientDuplicates" ? { data: { clientDuplicates: [] } } : answer(operation),
  );
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: "input" });
  const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const create = () => fireEvent.click(screen.getByRole("button", { name: "Create client" }));
  return { sent, field, type, create };
}

const created = {
  data: {
    createClient: { client: { __typename: "ClientSummary", id: "c1", mrNo: "HRT-000142", fullname: "Ana Lopez" } },
  },
};

describe("the New client page", () => {
  it("after Create with problems, brings the first field with one into view and focuses it", async () => {
    const page = renderIntake(() => created);
    page.type(/^Legal first name/, "Ana");
    page.type(/^Legal last name/, "Lopez");
    page.create();
    const birth = page.field(/^Date of birth/);
    expect(helpOf(birth)).toBe("is required");
    await waitFor(() => expect(document.activeElement).toBe(birth));
    expect(scrolledTo).toHaveBeenCalledWith(birth);
    expect(page.sent.filter((o) => o.operationName === "CreateClient")).toEqual([]);
  });

  it("shows the server's refusal of a field at that field, and moves there", async () => {
    const page = renderIntake(() =>
      refusedBody([{ field: "referralSource", message: "must be at most 200 characters" }]),
    );
    page.type(/^Legal first name/, "Ana");
    page.type(/^Legal last name/, "Lopez");
    page.type(/^Date of birth/, "1990-05-06");
    page.type(/^Referral source/, "Family member");
    page.create();
    const source = page.field(/^Referral source/);
    await waitFor(() => expect(helpOf(source)).toBe("must be at most 200 characters"));
    await waitFor(() => expect(document.activeElement).toBe(source));
    // Nothing is left for a banner: the field says it, under its label.
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
