import { MessagePage } from "./MessagePage";

/** Unknown paths (§2 `/404`): no navigation bars, a way back to the start. */
export default function NotFoundPage() {
  return (
    <MessagePage overline="Error 404" title="Page not found">
      The address may be mistyped, or the page has moved.
    </MessagePage>
  );
}
