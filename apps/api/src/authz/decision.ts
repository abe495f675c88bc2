/**
 * A refusal and why: 404 when the caller may not even know the object exists, 403 when it is in
 * their reach but not theirs to do, 409 when nobody may do it in the state it is in.
 */
import { conflict, forbidden, notFound } from "../errors";
import type { AppError } from "../errors";

export interface Denial {
  code: "not_found" | "forbidden" | "conflict";
  message: string;
}

export const refuse = {
  notFound: (message = ""): Denial => ({ code: "not_found", message }),
  forbidden: (message: string): Denial => ({ code: "forbidden", message }),
  conflict: (message: string): Denial => ({ code: "conflict", message }),
};

/** The answer to a refusal; a 404 names only the kind of thing ("Group note not found"), never why. */
export function denialError(denial: Denial, subjectName: string): AppError {
  switch (denial.code) {
    case "not_found":
      return notFound(subjectName);
    case "forbidden":
      return forbidden(denial.message);
    case "conflict":
      return conflict(denial.message);
  }
}
