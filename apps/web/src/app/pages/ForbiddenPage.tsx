import { MessagePage } from "./MessagePage";

/** §2 `/403`: the user is signed in but may not open that page. */
export default function ForbiddenPage() {
  return (
    <MessagePage overline="Error 403" title="Access denied">
      Your role does not allow you to open this page. Ask an administrator if you need it.
    </MessagePage>
  );
}
