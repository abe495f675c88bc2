/**
 * Pure, role-aware rules that more than one app needs. The API decides every call; the gateway
 * matches live events with these and computes `permissions`, the web app reads `Me.capabilities`.
 * No app restates a role comparison of its own (lint forbids it in the gateway's resolvers and the
 * web app's features).
 */
export * from "./principal";
export * from "./events";
export * from "./groupTherapy";
export * from "./staff";
export * from "./capabilities";
export * from "./clientChart";
export { AREA_ROLES, CLINICAL_RECORD_ROLES, mayOpenArea, readsClinicalRecord } from "../access";
export type { Area } from "../access";
