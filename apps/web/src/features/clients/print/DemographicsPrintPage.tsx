import { CLIENT_PRINT_PAGE_LABELS } from "@hearth/schema";
import { ClientPrintDocument } from "./ClientPrintDocument";
import { ClientPrintFrame } from "./ClientPrintFrame";
import { ContactsSection, DemographicsSection } from "./FaceSheetSections";

/**
 * `/patient_demographics_print?mrNo=`: the client's current demographics, emergency contact and
 * contacts on paper, with the Part 2 notice on every printed page.
 */
export default function DemographicsPrintPage() {
  return (
    <ClientPrintFrame page="patient_demographics_print">
      {(sheet) => (
        <ClientPrintDocument sheet={sheet} title={CLIENT_PRINT_PAGE_LABELS.patient_demographics_print}>
          <DemographicsSection sheet={sheet} />
          <ContactsSection sheet={sheet} />
        </ClientPrintDocument>
      )}
    </ClientPrintFrame>
  );
}
