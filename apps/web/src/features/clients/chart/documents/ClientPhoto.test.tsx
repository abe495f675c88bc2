// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApolloClient, ApolloLink, Observable } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createCache } from "../../../../lib/apollo";
import { SessionContext } from "../../../../app/session/SessionContext";
import type { SessionUser } from "../../../../app/session/currentUser";
import { ShellStateProvider, useShell } from "../../../../app/shell/ShellState";
import { ClientPhoto, initialsOf } from "./ClientPhoto";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Images as the browser loads them: every photo address answers 404 unless `present` says otherwise. */
function stubImages(present: (src: string) => boolean) {
  vi.stubGlobal(
    "Image",
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(value: string) {
        setTimeout(() => (present(value) ? this.onload?.() : this.onerror?.()));
      }
    },
  );
}

function Snackbar() {
  const { snackbar } = useShell();
  return snackbar ? <p data-testid="snackbar">{snackbar.message}</p> : null;
}

function renderPhoto(capabilities: string[]) {
  // The live subscription never speaks in these tests.
  const link = new ApolloLink(() => new Observable(() => undefined));
  const me = { capabilities } as unknown as SessionUser;
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link })}>
      <ShellStateProvider>
        <SessionContext.Provider value={me}>
          <ClientPhoto mrNo="HRT-000128" fullname="Jordan Avery Rivera" />
          <Snackbar />
        </SessionContext.Provider>
      </ShellStateProvider>
    </ApolloProvider>,
  );
}

const fileInput = () => screen.getByLabelText("Choose a photo of Jordan Avery Rivera") as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe("the client's photo", () => {
  it("shows the initials when there is no photo, and no way to change it without the capability", async () => {
    stubImages(() => false);
    renderPhoto([]);
    expect(await screen.findByText("JR")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change photo" })).toBeNull();
    expect(initialsOf("Cher")).toBe("C");
  });

  it("uploads a new photo and shows it; a file over 5 MB is refused before it is sent, in the server's words", async () => {
    stubImages((src) => src.includes("?v=photo-2"));
    const fetch = vi.fn(async () => Response.json({ results: { id: "photo-2" } }));
    vi.stubGlobal("fetch", fetch);
    renderPhoto(["client:photo_update"]);
    expect(await screen.findByRole("button", { name: "Change photo" })).toBeTruthy();

    choose(new File([new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" }));
    expect((await screen.findByTestId("snackbar")).textContent).toBe("The file is 6 MB; the limit is 5 MB.");
    expect(fetch).not.toHaveBeenCalled();

    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "face.png", { type: "image/png" }));
    await waitFor(() => expect(screen.getByTestId("snackbar").textContent).toBe("Photo changed"));
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/clients/HRT-000128/profile-photo",
      expect.objectContaining({ method: "PUT", body: expect.any(FormData) }),
    );
    const img = await screen.findByRole("img", { name: "Photo of Jordan Avery Rivera" });
    expect(img.getAttribute("src")).toBe("/api/auth/clients/HRT-000128/profile-photo?v=photo-2");
  });

  it("shows the server's refusal of a file that is not an image", async () => {
    stubImages(() => false);
    const message =
      "A profile photo must be a PNG, JPEG or WebP file; this file's content is none of those, whatever its name says.";
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: { code: "unsupported_media_type", message } }, { status: 415 }),
    );
    renderPhoto(["client:photo_update"]);
    choose(new File(["%PDF-1.4"], "face.jpg", { type: "image/jpeg" }));
    await waitFor(() => expect(screen.getByTestId("snackbar").textContent).toBe(message));
  });
});
