/**
 * Sending a file to the API: fetch with a FormData (the browser writes the multipart body and its
 * boundary), the session's cookie riding along as with every same-origin call. The server decides
 * the type from the bytes; the size is checked here first with the server's own rule and sentence.
 */
import { tooLargeMessage, UPLOAD_RULES } from "@hearth/schema";
import type { UploadKind } from "@hearth/schema";
import { RestError } from "../../../../lib/rest";

/** The sentence the server would answer for a file this size, or null when it is within the limit. */
export function sizeProblem(file: Pick<File, "size">, kind: UploadKind): string | null {
  return file.size > UPLOAD_RULES[kind].maxBytes ? tooLargeMessage(kind, file.size) : null;
}

/** POSTs or PUTs the form; the result, or a RestError carrying the server's sentence (413, 415, 400…). */
export async function uploadForm<T>(method: "POST" | "PUT", path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method, body: form, credentials: "same-origin", cache: "no-store" });
  } catch {
    throw new RestError("The server could not be reached. Check your connection and try again.", 0);
  }
  const payload = (await response.json().catch(() => null)) as {
    results?: T;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok || !payload?.results)
    throw new RestError(
      payload?.error?.message ?? `The server answered ${response.status}`,
      response.status,
      payload?.error?.code,
    );
  return payload.results;
}
