import { Component, useEffect } from "react";
import type { ErrorInfo, ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useParams, useRouteError } from "react-router";
import { restCall } from "../../lib/rest";
import { buildCrashReport, currentEnvironment } from "./crashReport";
import type { RouteParams } from "./crashReport";

/** Posts the crash log to the error-config endpoint (§7); a failure to report must not crash again. */
export function reportCrash(
  error: unknown,
  componentStack: string | null | undefined,
  routeParams: RouteParams | undefined,
): void {
  restCall("POST", "/api/error-config", buildCrashReport(error, componentStack, currentEnvironment(routeParams))).catch(
    () => undefined,
  );
}

/** The error screen of §2/§8. */
export function CrashScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box component="main" role="alert" sx={{ minHeight: "60vh", display: "grid", placeItems: "center", p: 3 }}>
      <Box sx={{ textAlign: "center", maxWidth: 480 }}>
        <Typography variant="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This screen stopped working. The problem has been reported to your administrators. Reload to try again; work
          you had not saved on this screen may be lost.
        </Typography>
        <Box sx={{ display: "flex", gap: 1, justifyContent: "center" }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          {onRetry && <Button onClick={onRetry}>Go back</Button>}
        </Box>
      </Box>
    </Box>
  );
}

interface Props {
  children: ReactNode;
  /** Changing it (a new location) clears the crash, so the rest of the app stays usable. */
  resetKey: string;
}
interface BoundaryProps extends Props {
  /** The page's route parameters, so that the report's address names the route, not the client. */
  routeParams: RouteParams;
}
interface State {
  crashedAt: string | null;
}

/** Catches a render crash below it: shows the error screen and reports the crash once (§8). */
export function CrashBoundary(props: Props) {
  return <Boundary {...props} routeParams={useParams()} />;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { crashedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { crashedAt: "pending" };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ crashedAt: this.props.resetKey });
    reportCrash(error, info.componentStack, this.props.routeParams);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (
      this.state.crashedAt !== null &&
      this.state.crashedAt !== "pending" &&
      previous.resetKey !== this.props.resetKey
    )
      this.setState({ crashedAt: null });
  }

  override render() {
    if (this.state.crashedAt !== null) return <CrashScreen onRetry={() => window.history.back()} />;
    return this.props.children;
  }
}

/** The router's own error element, for a crash outside the boundary (in the frame itself). */
export function RouteCrashScreen() {
  const error = useRouteError();
  const params = useParams();
  useEffect(() => reportOnce(error, params), [error, params]);
  return <CrashScreen />;
}

const reportedErrors = new WeakSet<object>();
function reportOnce(error: unknown, params: RouteParams): void {
  if (typeof error === "object" && error !== null) {
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  reportCrash(error, null, params);
}
