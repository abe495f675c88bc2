import { graphql } from "../../../__generated__";

/** The organization's labels (active ones for pickers; every one for the settings page). */
export const LabelsQuery = graphql(`
  query Labels($includeArchived: Boolean) {
    labels(includeArchived: $includeArchived) {
      id
      name
      color
      archived
    }
  }
`);
