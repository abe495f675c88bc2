/** The demo organization's fixed content: names, staff, and a deterministic client generator. */
import type { StaffRole } from "@hearth/schema";

export const DEMO_PASSWORD = "hearth-demo";
export const DEMO_DOMAIN = "demo.hearth.test";
export const DEMO_ORGANIZATION = "Hearth Demo Recovery";
export const RIVERSIDE = "Riverside Residential";
export const HILLCREST = "Hillcrest Outpatient";

export interface DemoStaff {
  email: string;
  role: StaffRole;
  firstName: string;
  lastName: string;
  locations: (typeof RIVERSIDE | typeof HILLCREST)[];
}

type DemoLocation = typeof RIVERSIDE | typeof HILLCREST;
const both: DemoLocation[] = [RIVERSIDE, HILLCREST];
export const DEMO_STAFF: DemoStaff[] = [
  { email: `admin@${DEMO_DOMAIN}`, role: "admin", firstName: "Avery", lastName: "Morgan", locations: both },
  { email: `supervisor@${DEMO_DOMAIN}`, role: "supervisor", firstName: "Dana", lastName: "Whitfield", locations: both },
  { email: `therapist@${DEMO_DOMAIN}`, role: "therapist", firstName: "Theo", lastName: "Ramirez", locations: both },
  { email: `nurse@${DEMO_DOMAIN}`, role: "nurse", firstName: "Nora", lastName: "Castillo", locations: [RIVERSIDE] },
  { email: `nurse2@${DEMO_DOMAIN}`, role: "nurse", firstName: "Nina", lastName: "Okafor", locations: [HILLCREST] },
  { email: `physician@${DEMO_DOMAIN}`, role: "physician", firstName: "Philip", lastName: "Brennan", locations: both },
  { email: `bht@${DEMO_DOMAIN}`, role: "bht", firstName: "Bailey", lastName: "Nguyen", locations: both },
  {
    email: `admissions@${DEMO_DOMAIN}`,
    role: "admissions",
    firstName: "Adrian",
    lastName: "Kowalski",
    locations: both,
  },
];
export const DEMO_CLIENT_EMAIL = `client@${DEMO_DOMAIN}`;

const FIRST = [
  "James",
  "Maria",
  "Robert",
  "Linda",
  "Michael",
  "Sarah",
  "David",
  "Jessica",
  "Daniel",
  "Ashley",
  "Matthew",
  "Emily",
  "Anthony",
  "Megan",
  "Joshua",
  "Rachel",
  "Andrew",
  "Lauren",
  "Kevin",
  "Hannah",
];
const LAST = [
  "Anderson",
  "Bennett",
  "Carter",
  "Diaz",
  "Edwards",
  "Foster",
  "Garcia",
  "Hughes",
  "Irwin",
  "Jensen",
  "Keller",
  "Lopez",
  "Mitchell",
  "Novak",
  "Ortiz",
  "Patel",
  "Quinn",
  "Reyes",
  "Sullivan",
  "Turner",
];
const RESIDENTIAL_LOC = ["3.7", "3.5", "3.5", "3.1", "3.7"];
const OUTPATIENT_LOC = ["2.1", "2.5", "1", "2.1", "1"];
const GENDERS = ["Male", "Female", "Female", "Male", "Non-binary"];

export interface DemoClient {
  mrNo: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  phone: string;
  levelOfCare: string;
  location: typeof RIVERSIDE | typeof HILLCREST;
  admissionDate: string;
  primaryTherapist: "therapist" | "supervisor" | null;
}

/**
 * Forty clients over both locations, the same every time (no randomness in a seed). Every name
 * comes twice on purpose (client i and i + 20, e.g. James Anderson HRT-000101 and HRT-000121,
 * both at Riverside): screens must tell namesakes apart by MR number and date of birth.
 */
export function demoClients(today = new Date()): DemoClient[] {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return Array.from({ length: 40 }, (_, i) => {
    const residential = i % 2 === 0;
    const dob = new Date(Date.UTC(1960 + ((i * 7) % 44), (i * 5) % 12, 1 + ((i * 11) % 28)));
    const admitted = new Date(today.getTime() - (3 + ((i * 13) % 80)) * 86_400_000);
    return {
      mrNo: `HRT-${String(101 + i).padStart(6, "0")}`,
      firstName: FIRST[i % FIRST.length]!,
      lastName: LAST[(i * 3) % LAST.length]!,
      dateOfBirth: iso(dob),
      gender: GENDERS[i % GENDERS.length]!,
      phone: `(555) ${String(200 + i).padStart(3, "0")}-${String(1000 + i * 37).slice(-4)}`,
      levelOfCare: (residential ? RESIDENTIAL_LOC : OUTPATIENT_LOC)[i % 5]!,
      location: residential ? RIVERSIDE : HILLCREST,
      admissionDate: iso(admitted),
      primaryTherapist: i % 3 === 0 ? "therapist" : i % 3 === 1 ? "supervisor" : null,
    };
  });
}

/** Every demo staff account's PIN (for signing notes and medication passes). */
export const DEMO_PIN = "1234";

export const DEMO_PROGRAMS = [
  { name: "Residential", location: RIVERSIDE, levelOfCare: "3.5" },
  { name: "Intensive Outpatient", location: HILLCREST, levelOfCare: "2.1" },
] as const satisfies readonly { name: string; location: DemoLocation; levelOfCare: string }[];

export const DEMO_ROOMS = [
  { name: "Group Room A", location: RIVERSIDE, capacity: 12 },
  { name: "Group Room B", location: RIVERSIDE, capacity: 10 },
  { name: "Community Room", location: HILLCREST, capacity: 16 },
] as const satisfies readonly { name: string; location: DemoLocation; capacity: number }[];

export interface DemoGroup {
  name: string;
  description: string;
  program: (typeof DEMO_PROGRAMS)[number]["name"];
  location: DemoLocation;
  room: (typeof DEMO_ROOMS)[number]["name"];
  serviceCode: string | null;
  /** Demo staff by role; the lead is the most senior role (here the first), as for every group. */
  facilitators: StaffRole[];
  /** Which six clients of the location (in `demoClients` order) are on the roster. */
  roster: { from: number; count: number };
  weekdays: number[];
  startTime: string;
  endTime: string;
}

export const DEMO_GROUPS: DemoGroup[] = [
  {
    name: "Relapse Prevention",
    description: "Triggers, warning signs and a written relapse-prevention plan.",
    program: "Residential",
    location: RIVERSIDE,
    room: "Group Room A",
    serviceCode: "H0005",
    facilitators: ["therapist", "bht"],
    roster: { from: 0, count: 6 },
    weekdays: [1, 3, 5],
    startTime: "10:00",
    endTime: "11:00",
  },
  {
    name: "Coping Skills",
    description: "Distress tolerance and healthy coping, practised in the room.",
    program: "Residential",
    location: RIVERSIDE,
    room: "Group Room B",
    serviceCode: "H0005",
    facilitators: ["supervisor", "therapist"],
    roster: { from: 6, count: 6 },
    weekdays: [2, 4],
    startTime: "14:00",
    endTime: "15:30",
  },
  {
    name: "DBT Skills",
    description: "Dialectical behaviour therapy skills: mindfulness, emotion regulation, interpersonal effectiveness.",
    program: "Intensive Outpatient",
    location: HILLCREST,
    room: "Community Room",
    serviceCode: "H0015",
    facilitators: ["therapist"],
    roster: { from: 0, count: 6 },
    weekdays: [1, 3],
    startTime: "18:00",
    endTime: "19:30",
  },
];

/** Demo staff who find announcements in their bell on a fresh start, so the feed is not empty. */
export const DEMO_NOTIFIED: StaffRole[] = ["supervisor", "therapist"];

/** The admin's announcements to them, newest first; the older ones already read. */
export const DEMO_ANNOUNCEMENTS = [
  {
    title: "Welcome to Hearth",
    body: "Notes to approve, co-signing requests and announcements arrive here, newest first. Open one to go to what it is about.",
    hoursAgo: 1,
    read: false,
  },
  {
    title: "Fire drill on Thursday at 3:00 PM",
    body: "Both locations. Walk your group to the assembly point by the parking lot and take attendance there.",
    hoursAgo: 5,
    read: false,
  },
  {
    title: "Group notes are now written together",
    body: "Facilitators and co-facilitators write one group note at the same time; the facilitator submits it and each co-facilitator signs once.",
    hoursAgo: 50,
    read: true,
  },
  {
    title: "Chart audit next week",
    body: "Please sign any group notes still waiting for you before Friday.",
    hoursAgo: 98,
    read: true,
  },
] as const satisfies readonly { title: string; body: string; hoursAgo: number; read: boolean }[];
