import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "react-router";
import { CLIENT_PRINT_PAGE_LABELS } from "@hearth/schema";
import type { ClientPrintPage } from "@hearth/schema";
import type { ClientFaceSheetPrintQuery } from "../../../__generated__/graphql";
import { PageLoading } from "../../../app/pages/PageLoading";
import { PrintMessage, printErrorText } from "../../groupNotes/print/PrintedNote";
import { ClientFaceSheetQuery } from "./queries";
import { mrNoOfParams } from "./printFormat";

export type FaceSheet = NonNullable<ClientFaceSheetPrintQuery["clientFaceSheet"]>;

/**
 * A client print page: the client (`?mrNo=`) as the server answers for `page`, or the page's title and
 * a message with no data (no client named, not found, outside the caller's locations). Each load is a
 * print the server logs, so it is read once, from the network.
 */
export function ClientPrintFrame({
  page,
  children,
}: {
  page: ClientPrintPage;
  children: (sheet: FaceSheet) => ReactNode;
}) {
  const [params] = useSearchParams();
  const mrNo = mrNoOfParams(params);
  if (!mrNo)
    return (
      <Untitled page={page}>
        <PrintMessage>
          No client is named: open this page from a client&apos;s chart (Print), or add ?mrNo= and the MR number to the
          address.
        </PrintMessage>
      </Untitled>
    );
  return (
    <FaceSheetLoader mrNo={mrNo} page={page}>
      {children}
    </FaceSheetLoader>
  );
}

/** The page's title above a message, where there is no document to carry it. */
function Untitled({ page, children }: { page: ClientPrintPage; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
        {CLIENT_PRINT_PAGE_LABELS[page]}
      </Typography>
      {children}
    </Box>
  );
}

function FaceSheetLoader({
  mrNo,
  page,
  children,
}: {
  mrNo: string;
  page: ClientPrintPage;
  children: (sheet: FaceSheet) => ReactNode;
}) {
  const { data, loading, error, refetch } = useQuery(ClientFaceSheetQuery, {
    variables: { mrNo, page },
    fetchPolicy: "network-only",
  });
  if (loading && !data) return <PageLoading label="Loading the client's record" />;
  if (error)
    return (
      <Untitled page={page}>
        <PrintMessage severity="error" onRetry={() => void refetch()}>
          {printErrorText("The client's record", error)}
        </PrintMessage>
      </Untitled>
    );
  const sheet = data?.clientFaceSheet;
  if (!sheet)
    return (
      <Untitled page={page}>
        <PrintMessage severity="warning">
          No client with MR number {mrNo} is in your locations: there is nothing to print.
        </PrintMessage>
      </Untitled>
    );
  return <>{children(sheet)}</>;
}
