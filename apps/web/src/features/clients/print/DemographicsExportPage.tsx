import Alert from "@mui/material/Alert";
import { CLIENT_PRINT_PAGE_LABELS } from "@hearth/schema";
import { ClientPrintDocument } from "./ClientPrintDocument";
import { ClientPrintFrame } from "./ClientPrintFrame";
import { ContactsSection, DemographicsSection } from "./FaceSheetSections";

/**
 * `/exportPrint/patient_demographics_print?mrNo=`: the demographics sheet for saving as a PDF file. As
 * with the group-note export, the browser makes the file: the page says how, and does not open the
 * print dialog by itself (it would open before a person could check the client). The server logs it
 * as an export.
 */
export default function DemographicsExportPage() {
  return (
    <ClientPrintFrame page="patient_demographics_export">
      {(sheet) => (
        <>
          <Alert severity="info" className="no-print" sx={{ mb: 2 }}>
            To save this sheet as a PDF file, choose Print, then &quot;Save as PDF&quot; as the destination. The
            redisclosure notice is part of the file: keep it with every copy.
          </Alert>
          <ClientPrintDocument sheet={sheet} title={CLIENT_PRINT_PAGE_LABELS.patient_demographics_print}>
            <DemographicsSection sheet={sheet} />
            <ContactsSection sheet={sheet} />
          </ClientPrintDocument>
        </>
      )}
    </ClientPrintFrame>
  );
}
