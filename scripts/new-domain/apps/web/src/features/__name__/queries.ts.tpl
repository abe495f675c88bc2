import { graphql } from "../../__generated__";

export const __Name__ItemsQuery = graphql(`
  query __Name__Items {
    __name__Items {
      id
      name
      location {
        id
        name
      }
    }
  }
`);

export const Create__Name__ItemMutation = graphql(`
  mutation Create__Name__Item($input: __Name__ItemInput!) {
    create__Name__Item(input: $input) {
      id
      name
      location {
        id
        name
      }
    }
  }
`);
