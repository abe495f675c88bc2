// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { ClientIdentity, clientIdentifiers, clientLabel, facilityToday } from "./ClientIdentity";

afterEach(cleanup);

const james = { fullname: "James Anderson", mrNo: "HRT-000101", dateOfBirth: "1990-03-14" };
const namesake = { fullname: "James Anderson", mrNo: "HRT-000121", dateOfBirth: "1968-05-25" };
const leapling = { fullname: "Lee Leap", mrNo: "HRT-000200", dateOfBirth: "2000-02-29" };

describe("clientLabel", () => {
  it("names the client with MR number, date of birth as MM-DD-YYYY and age", () => {
    expect(clientLabel(james, "2026-11-25")).toBe("James Anderson · HRT-000101 · DOB 03-14-1990 (36)");
  });

  it("tells two clients of the same name apart", () => {
    expect(clientLabel(james, "2026-11-25")).not.toBe(clientLabel(namesake, "2026-11-25"));
    expect(clientLabel(namesake, "2026-11-25")).toBe("James Anderson · HRT-000121 · DOB 05-25-1968 (58)");
  });

  it("counts the age up on the birthday itself, not the day before", () => {
    expect(clientIdentifiers(james, "2026-03-13")).toBe("HRT-000101 · DOB 03-14-1990 (35)");
    expect(clientIdentifiers(james, "2026-03-14")).toBe("HRT-000101 · DOB 03-14-1990 (36)");
    expect(clientIdentifiers(james, "2027-01-01")).toBe("HRT-000101 · DOB 03-14-1990 (36)");
  });

  it("counts a 29 February birthday on 1 March in common years, and on the day in leap years", () => {
    expect(clientIdentifiers(leapling, "2027-02-28")).toBe("HRT-000200 · DOB 02-29-2000 (26)");
    expect(clientIdentifiers(leapling, "2027-03-01")).toBe("HRT-000200 · DOB 02-29-2000 (27)");
    expect(clientIdentifiers(leapling, "2028-02-28")).toBe("HRT-000200 · DOB 02-29-2000 (27)");
    expect(clientIdentifiers(leapling, "2028-02-29")).toBe("HRT-000200 · DOB 02-29-2000 (28)");
  });

  it("leaves the age out for a date of birth it cannot read, and keeps what it was given", () => {
    expect(clientLabel({ ...james, dateOfBirth: "" }, "2026-11-25")).toBe("James Anderson · HRT-000101 · DOB ");
    expect(clientLabel({ ...james, dateOfBirth: "2030-01-01" }, "2026-11-25")).toBe(
      "James Anderson · HRT-000101 · DOB 01-01-2030",
    );
  });
});

describe("facilityToday", () => {
  it("is the date on the facility's clock, whatever the viewer's zone", () => {
    // 06:30 UTC on 1 March is still 28 February in Los Angeles.
    expect(facilityToday(new Date("2027-03-01T06:30:00Z"))).toBe("2027-02-28");
    expect(clientIdentifiers(leapling, facilityToday(new Date("2027-03-01T06:30:00Z")))).toBe(
      "HRT-000200 · DOB 02-29-2000 (26)",
    );
    expect(facilityToday(new Date("2027-03-01T09:00:00Z"))).toBe("2027-03-01");
  });
});

describe("ClientIdentity", () => {
  it("reads as the label, with the name linking to the chart", () => {
    render(
      <MemoryRouter>
        <ClientIdentity client={james} today="2026-11-25" link />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("client-identity").textContent).toBe("James Anderson · HRT-000101 · DOB 03-14-1990 (36)");
    expect(screen.getByRole("link", { name: "James Anderson" }).getAttribute("href")).toBe("/clients/HRT-000101");
  });
});
