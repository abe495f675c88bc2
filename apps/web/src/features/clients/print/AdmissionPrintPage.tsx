import { CLIENT_PRINT_PAGE_LABELS } from "@hearth/schema";
import { ClientPrintDocument } from "./ClientPrintDocument";
import { ClientPrintFrame } from "./ClientPrintFrame";
import {
  CareTeamSection,
  ContactsSection,
  DemographicsSection,
  DiagnosesSection,
  EpisodeSection,
} from "./FaceSheetSections";

/**
 * `/emr_admission_print?mrNo=`: the admission face sheet — the current episode (admission date,
 * location, program, level of care, primary therapist, anticipated discharge), demographics,
 * diagnoses, care team and contacts, with the Part 2 notice on every printed page.
 */
export default function AdmissionPrintPage() {
  return (
    <ClientPrintFrame page="emr_admission_print">
      {(sheet) => (
        <ClientPrintDocument sheet={sheet} title={CLIENT_PRINT_PAGE_LABELS.emr_admission_print}>
          <EpisodeSection sheet={sheet} />
          <DiagnosesSection sheet={sheet} />
          <CareTeamSection sheet={sheet} />
          <DemographicsSection sheet={sheet} />
          <ContactsSection sheet={sheet} />
        </ClientPrintDocument>
      )}
    </ClientPrintFrame>
  );
}
