import { afterEach, describe, expect, it, vi } from "vitest";
import { sizeProblem, uploadForm } from "./upload";

afterEach(() => vi.unstubAllGlobals());

describe("uploading a file", () => {
  it("says before sending that a file is over the limit, in the server's words", () => {
    expect(sizeProblem({ size: 20 * 1024 * 1024 }, "document")).toBeNull();
    expect(sizeProblem({ size: 27_000_000 }, "document")).toBe("The file is 25.8 MB; the limit is 20 MB.");
    expect(sizeProblem({ size: 6 * 1024 * 1024 }, "photo")).toBe("The file is 6 MB; the limit is 5 MB.");
  });

  it("sends the form as it is and hands back the result", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ results: { id: "d1" } }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const form = new FormData();
    form.append("category", "other");
    expect(await uploadForm("POST", "/api/auth/clients/HRT-1/documents", form)).toEqual({ id: "d1" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/clients/HRT-1/documents",
      expect.objectContaining({ method: "POST", body: form }),
    );
  });

  it("throws the server's sentence with its status", async () => {
    const refusal = { error: { code: "unsupported_media_type", message: "A document must be a PDF…" } };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(refusal), { status: 415 }));
    await expect(uploadForm("POST", "/x", new FormData())).rejects.toMatchObject({
      message: "A document must be a PDF…",
      status: 415,
      code: "unsupported_media_type",
    });
  });
});
