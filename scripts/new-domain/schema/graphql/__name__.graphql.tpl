"""
__Label__: named items of a location.
"""
type __Name__Item {
  id: ID!
  name: String!
  location: Location!
  createdAt: DateTime!
}

input __Name__ItemInput {
  locationId: ID!
  name: String!
}

extend type Query {
  """
  Items of the caller's locations (administrators: every location of the organization), by name;
  with `locationId`, that location's only.
  """
  __name__Items(locationId: ID): [__Name__Item!]! @access(serves: STAFF)
}

extend type Mutation {
  """
  Adds an item to a location; staff who do not work there are told it does not exist.
  """
  create__Name__Item(input: __Name__ItemInput!): __Name__Item! @access(serves: STAFF, scope: LOCATION)
}
