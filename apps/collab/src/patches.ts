import type { EventBus } from "@hearth/schema";
import { fromBase64 } from "./api";
import type { DocumentRegistry } from "./documents";

/**
 * "document.patched" on the bus: an update the API wrote into a document itself (a client's template
 * added to a group note) and already stored. Open copies apply it and relay it to their peers. Returns an unsubscribe.
 */
export function watchDocumentPatches(bus: EventBus, registry: DocumentRegistry): () => void {
  return bus.subscribe((event) => {
    if (event.name === "document.patched") registry.patch(event.payload.documentName, fromBase64(event.payload.update));
  });
}
