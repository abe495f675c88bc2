import { useRef, useState } from "react";
import { useSubscription } from "@apollo/client/react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { UPLOAD_ACCEPT, clientProfilePhotoPath } from "@hearth/schema";
import type { ClientProfilePhoto } from "@hearth/schema";
import { useShell } from "../../../../app/shell/ShellState";
import { messageOf } from "../../../../lib/errors";
import { DocumentsChangedSubscription } from "./queries";
import { sizeProblem, uploadForm } from "./upload";
import { useChartCan } from "../chartAccess";

/** "Jordan Rivera" → "JR": what shows while there is no photo. */
export function initialsOf(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join("");
}

/**
 * The client's photo in the chart's header, or their initials when there is none (or it may not
 * load); "Change photo" for those who may change it. The image comes from the API with the session's
 * cookie, checked and logged on every view; a new photo (here or by someone else) is fetched at once.
 */
export function ClientPhoto({ mrNo, fullname, size = 72 }: { mrNo: string; fullname: string; size?: number }) {
  const mayChange = useChartCan()("client:photo_update");
  const { notify } = useShell();
  const [version, setVersion] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useSubscription(DocumentsChangedSubscription, {
    variables: { mrNo },
    onData: ({ data }) => {
      if (data.data?.clientChanged.part === "summary") setVersion(String(Date.now()));
    },
  });
  const src = `${clientProfilePhotoPath(mrNo)}${version ? `?v=${encodeURIComponent(version)}` : ""}`;

  const change = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const tooLarge = sizeProblem(file, "photo");
    if (tooLarge) return notify(tooLarge, "error");
    const form = new FormData();
    form.append("file", file, file.name);
    setBusy(true);
    try {
      const photo = await uploadForm<ClientProfilePhoto>("PUT", clientProfilePhotoPath(mrNo), form);
      setVersion(photo.id);
      notify("Photo changed", "success");
    } catch (failure) {
      notify(messageOf(failure), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: "grid", justifyItems: "center", gap: 0.5 }}>
      <Avatar
        key={src}
        src={src}
        alt={`Photo of ${fullname}`}
        sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: "primary.main" }}
      >
        {initialsOf(fullname)}
      </Avatar>
      {mayChange && (
        <>
          <Button size="small" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? "Uploading…" : "Change photo"}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={UPLOAD_ACCEPT.photo}
            aria-label={`Choose a photo of ${fullname}`}
            onChange={(event) => void change(event.target.files?.[0])}
          />
        </>
      )}
    </Box>
  );
}
