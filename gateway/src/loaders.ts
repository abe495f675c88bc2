import type { Me } from "@hearth/schema";
import type { RestClient } from "./rest/client";

/** Per-request memos of the kernel: what several resolvers of one request ask the API once. */
export class Loaders {
  private meOnce: Promise<Me | null> | undefined;

  constructor(private readonly rest: RestClient) {}

  /** The signed-in user, asked once per request however many objects' `permissions` need it. */
  me(): Promise<Me | null> {
    return (this.meOnce ??= this.rest.me());
  }
}
