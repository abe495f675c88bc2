import { useLocation } from "react-router";
import { MessagePage } from "./MessagePage";

/**
 * A route of §2 whose capability has not arrived in this installation: it exists, says so plainly,
 * and offers a way on. Each later capability replaces its own route.
 */
export default function UnavailablePage({ standalone = true }: { standalone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <MessagePage overline={pathname} title="Not available yet" standalone={standalone}>
      This page is not available in this installation yet. It arrives with a later update of Hearth.
    </MessagePage>
  );
}
