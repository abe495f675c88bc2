import { describe, expect, it } from "vitest";
import { cleanFileName, megabytes, titleFromFileName, tooLargeMessage } from "@hearth/schema";
import { attachmentDisposition, downloadName } from "./upload";

describe("an uploaded file's name", () => {
  it("keeps its last segment, without control or direction-changing characters", () => {
    expect(cleanFileName("C:\\Users\\scan\\consent.pdf")).toBe("consent.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("invoice\u202efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("lab\u0000\u0007  results\t.pdf")).toBe("lab results.pdf");
    expect(cleanFileName("...")).toBe("document");
    expect(cleanFileName(".hidden.pdf")).toBe("hidden.pdf");
  });

  it("is cut to 200 characters with its extension kept", () => {
    const long = cleanFileName(`${"a".repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith("a.pdf")).toBe(true);
  });

  it("gives the title without its extension", () => {
    expect(titleFromFileName("Release of information.pdf")).toBe("Release of information");
    expect(titleFromFileName("scan")).toBe("scan");
  });

  it("is saved with the extension of the type its bytes are", () => {
    expect(downloadName("consent.PDF", "application/pdf")).toBe("consent.PDF");
    expect(downloadName("card.jpeg", "image/jpeg")).toBe("card.jpeg");
    expect(downloadName("card.pdf", "image/jpeg")).toBe("card.pdf.jpg");
    expect(downloadName("photo", "image/heic")).toBe("photo.heic");
  });

  it("is sent as an attachment with an ASCII fallback and the exact name", () => {
    expect(attachmentDisposition('a "quoted" name.pdf')).toBe(
      `attachment; filename="a _quoted_ name.pdf"; filename*=UTF-8''a%20%22quoted%22%20name.pdf`,
    );
    expect(attachmentDisposition("résumé (1).pdf")).toBe(
      `attachment; filename="r_sum_ (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
  });
});

describe("the size sentence", () => {
  it("rounds up, so a file over the limit never reads as the limit", () => {
    expect(megabytes(20 * 1024 * 1024)).toBe("20");
    expect(megabytes(20 * 1024 * 1024 + 1)).toBe("20.1");
    expect(tooLargeMessage("document", 28_625_000)).toBe("The file is 27.3 MB; the limit is 20 MB.");
    expect(tooLargeMessage("photo", 25 * 1024 * 1024, true)).toBe("The file is larger than 25 MB; the limit is 5 MB.");
  });
});
