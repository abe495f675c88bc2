import { MessagePage } from "./MessagePage";

/** §2 `/403`, and any page of an area the user's role may not open (inside the bars: `standalone={false}`). */
export default function ForbiddenPage({ standalone = true }: { standalone?: boolean }) {
  return (
    <MessagePage overline="Error 403" title="Access denied" standalone={standalone}>
      Your role does not allow you to open this page. Ask an administrator if you need it.
    </MessagePage>
  );
}
