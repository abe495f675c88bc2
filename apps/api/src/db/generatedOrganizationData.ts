/**
 * What a generated organization is made of (generateOrganization.ts): staff per location, names,
 * towns and streets, how levels of care are weighted and stepped down, discharges, labels, referral
 * sources and relationships. Plain data, so the generator's logic reads on its own.
 */
import type { DischargeType, LabelColor, StaffRole } from "@hearth/schema";

/** At each location: a clinical director, therapists, nurses, a physician, technicians and admissions staff. */
export const STAFF_PER_LOCATION: readonly [StaffRole, number][] = [
  ["supervisor", 1],
  ["therapist", 3],
  ["nurse", 2],
  ["physician", 1],
  ["bht", 2],
  ["admissions", 1],
];
/** The roles of the staff working at every location, in turn (the first of each round an administrator). */
export const ORGANIZATION_WIDE_ROLES: readonly StaffRole[] = [
  "admin",
  "supervisor",
  "therapist",
  "nurse",
  "admissions",
];

export const TOWNS = [
  "Riverside",
  "Hillcrest",
  "Cedar Grove",
  "Lakeview",
  "Maple Ridge",
  "Pine Hollow",
  "Harbor Point",
  "Willow Creek",
  "Stonebridge",
  "Fairhaven",
  "Oak Terrace",
  "Meadowbrook",
  "Summit Park",
  "Bayside",
  "Elm Springs",
  "Northgate",
  "Southfield",
  "Westbrook",
  "Eastwood",
  "Clearwater",
];

/** Space-separated words as a list (long name lists stay a few lines). */
const words = (text: string): readonly string[] => text.split(" ");

export const FEMALE_FIRST_NAMES = words(
  "Maria Jennifer Jessica Ashley Sarah Emily Amanda Megan Brittany Samantha Lauren Rachel Nicole " +
    "Stephanie Katherine Elizabeth Hannah Olivia Grace Chloe Aaliyah Imani Keisha Latoya Guadalupe " +
    "Rosa Ana Lucia Mei Priya Fatima Leilani Danielle Courtney Heather Tiffany Crystal Amber Kayla " +
    "Destiny",
);
export const MALE_FIRST_NAMES = words(
  "James Michael Robert David William Joseph Christopher Matthew Daniel Anthony Joshua Andrew Tyler " +
    "Brandon Justin Kevin Jason Eric Ryan Jacob Jose Luis Carlos Juan Miguel DeShawn Marcus Terrell " +
    "Darnell Wei Raj Ahmed Kai Cody Dustin Travis Shane Kyle Austin Zachary",
);
export const UNISEX_FIRST_NAMES = words("Jordan Taylor Alex Casey Riley Morgan Jamie Avery Quinn Skyler");
export const LAST_NAMES = words(
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez " +
    "Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris " +
    "Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill " +
    "Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips " +
    "Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers " +
    "Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson " +
    "Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders " +
    "Patel Myers Long Ross Foster Okafor",
);
/** Preferred names of some first names (the rest who have one pick a nickname of their own). */
export const NICKNAMES: Record<string, string> = {
  Katherine: "Kate",
  Elizabeth: "Liz",
  Samantha: "Sam",
  Jennifer: "Jen",
  Stephanie: "Steph",
  Danielle: "Dani",
  Michael: "Mike",
  Robert: "Bobby",
  William: "Will",
  Joseph: "Joe",
  Christopher: "Chris",
  Matthew: "Matt",
  Daniel: "Dan",
  Anthony: "Tony",
  Joshua: "Josh",
  Andrew: "Drew",
  Zachary: "Zach",
  Jacob: "Jake",
};
export const OTHER_PREFERRED = ["JJ", "Sunny", "Lulu", "Bear", "Ace", "Coco", "Red", "Benny"];
export const STREETS = [
  "Main St",
  "Oak Ave",
  "Pine St",
  "Maple Dr",
  "Cedar Ln",
  "Elm St",
  "Lake Rd",
  "Park Ave",
  "River Rd",
];

/** Admissions seen at a behavioural-health provider: intensive outpatient, residential and withdrawal management most. */
export const LEVEL_WEIGHTS: Record<string, number> = {
  "1": 8,
  "2.1": 14,
  "2.5": 7,
  "3.1": 5,
  "3.5": 12,
  "3.7": 8,
  "3.2-WM": 6,
  "3.7-WM": 4,
  "4e-1.5": 4,
  "4e-2.1": 6,
  "4e-3.5": 4,
  "4e-3.7": 2,
};
/** The next less intensive level a client steps down to within an episode; a level without one stays. */
export const STEP_DOWN: Record<string, string> = {
  "4": "3.7",
  "3.7": "3.5",
  "3.5": "3.1",
  "3.1": "2.5",
  "2.5": "2.1",
  "2.1": "1",
  "4-WM": "3.7",
  "3.7-WM": "3.5",
  "3.2-WM": "3.5",
  "2-WM": "2.1",
  "1-WM": "1",
  "4e-4.0": "4e-3.7",
  "4e-3.7": "4e-3.5",
  "4e-3.5": "4e-3.1",
  "4e-3.1": "4e-2.5",
  "4e-2.7": "4e-2.1",
  "4e-2.5": "4e-2.1",
  "4e-2.1": "4e-1.5",
  "4e-1.7": "4e-1.5",
};
export const STEP_DOWN_REASONS = [
  "Step-down after treatment team review",
  "Met criteria for a less intensive level",
  "Withdrawal complete; continuing care",
];
export const DISCHARGES: readonly [DischargeType, number, string][] = [
  ["planned", 60, "Completed treatment goals"],
  ["against_medical_advice", 18, "Left against medical advice"],
  ["administrative", 10, "Administrative discharge after repeated program violations"],
  ["transfer", 12, "Transferred to another provider for a different level of care"],
];
export const LABELS: readonly { name: string; color: LabelColor; share: number }[] = [
  { name: "MAT", color: "blue", share: 0.22 },
  { name: "Fall risk", color: "red", share: 0.05 },
  { name: "Court-ordered", color: "purple", share: 0.07 },
  { name: "Veteran", color: "green", share: 0.08 },
  { name: "Spanish-speaking", color: "teal", share: 0.1 },
  { name: "Suicide watch", color: "orange", share: 0.02 },
];
export const REFERRAL_SOURCES = [
  "Self",
  "Family",
  "Hospital emergency department",
  "Court",
  "Primary care physician",
  "Employer",
  "Another provider",
];
export const RELATIONSHIPS = [
  "Mother",
  "Father",
  "Spouse",
  "Partner",
  "Sister",
  "Brother",
  "Friend",
  "Daughter",
  "Son",
];
