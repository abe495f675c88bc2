/** What the history pages say when the server answers 404: no access to the board (or no record of the shift). */
export const NO_HISTORY_ACCESS = "You do not have access to this handoff board";

/** A record whose board was not captured (several shifts ended before the server recorded them). */
export const NOT_CAPTURED =
  "The board's text was not captured at the end of this shift: a later shift ended before the server could record this one.";
