/**
 * Remembers the last element the person clicked, described for a crash report (§3 "clicked
 * element"): tag, id, classes and its accessible text, never the value of a field.
 */
let lastClicked: string | null = null;

export function describeElement(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const id = element.id ? `#${element.id}` : "";
  const classes =
    typeof element.className === "string"
      ? element.className
          .split(/\s+/)
          .filter((c) => c && !c.startsWith("css-"))
          .slice(0, 3)
      : [];
  const label =
    element.getAttribute("aria-label") ??
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? (element.labels?.[0]?.textContent ?? element.name)
      : element.textContent);
  const text = (label ?? "").replace(/\s+/g, " ").trim().slice(0, 80);
  return `${tag}${id}${classes.map((c) => `.${c}`).join("")}${text ? ` "${text}"` : ""}`.slice(0, 500);
}

/** The nearest element a person means to click (a button or link rather than the icon inside it). */
const clickable = (target: Element): Element =>
  target.closest(
    "button, a, [role='button'], [role='link'], [role='menuitem'], [role='tab'], input, select, textarea, label",
  ) ?? target;

export function installClickTracker(target: Document = document): () => void {
  const onClick = (event: Event) => {
    if (event.target instanceof Element) lastClicked = describeElement(clickable(event.target));
  };
  target.addEventListener("click", onClick, { capture: true });
  return () => target.removeEventListener("click", onClick, { capture: true });
}

export const lastClickedElement = (): string | null => lastClicked;
