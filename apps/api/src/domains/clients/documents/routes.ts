/**
 * /auth/clients/:mrNo/documents and profile-photo (§7). Uploads are multipart/form-data (what a
 * browser's FormData sends, streamed and cut off past the limit rather than buffered whole);
 * downloads and the photo are the file's bytes, so both stay REST (GraphQL lists and deletes).
 */
import multipart from "@fastify/multipart";
import { z } from "zod";
import {
  ClientDocumentDeleteBody,
  ClientDocumentListQuery,
  ClientDocumentParams,
  DOCUMENT_CATEGORIES,
  acceptedTypesText,
  megabytes,
  UPLOAD_RULES,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { chartRouteAccess } from "../chartRouteAccess";
import {
  deleteDocument,
  listDocuments,
  openDocumentDownload,
  openProfilePhoto,
  photoTag,
  setProfilePhoto,
  uploadDocument,
} from "./service";
import { attachmentDisposition, readUpload } from "./upload";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });
const MULTIPART = ["multipart/form-data"];

/** A file's bytes are never sniffed, kept or shown in another site's page. */
const FILE_HEADERS = {
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
};

export function documentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this part's routes take multipart bodies; the limits are set per upload (readUpload).
    await app.register(multipart);
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/clients/:mrNo/documents",
      {
        config: chartRouteAccess("client:documents_read"),
        ...auth,
        schema: {
          tags,
          summary:
            "The client's documents, newest first (by `category`; with `includeDeleted`, the deleted ones after them)",
          params: MrNoParams,
          querystring: ClientDocumentListQuery,
        },
      },
      async (request) => ({
        results: await listDocuments(deps, ctxOf(request), request.params.mrNo, request.query),
      }),
    );

    app.post(
      "/auth/clients/:mrNo/documents",
      {
        config: chartRouteAccess("client:document_upload"),
        ...auth,
        schema: {
          tags,
          summary: "Upload a document",
          description:
            `multipart/form-data with \`category\` (${DOCUMENT_CATEGORIES.join(", ")}), \`title\` (the file's name ` +
            `when empty) and \`file\`: a ${acceptedTypesText("document")} file of at most ` +
            `${megabytes(UPLOAD_RULES.document.maxBytes)} MB, its type read from its bytes (413 too large, 415 another type).`,
          params: MrNoParams,
          consumes: MULTIPART,
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          results: await uploadDocument(deps, ctxOf(request), request.params.mrNo, () =>
            readUpload(request, "document"),
          ),
        }),
    );

    app.get(
      "/auth/clients/:mrNo/documents/:documentId/download",
      {
        config: chartRouteAccess("client:document_download"),
        ...auth,
        schema: {
          tags,
          summary: "Download a document: the file as uploaded, with its detected type (logged as a disclosure)",
          params: ClientDocumentParams,
        },
      },
      async (request, reply) => {
        const file = await openDocumentDownload(deps, ctxOf(request), request.params.mrNo, request.params.documentId);
        return reply
          .headers({
            ...FILE_HEADERS,
            "content-type": file.contentType,
            "content-length": String(file.size),
            "content-disposition": attachmentDisposition(file.fileName),
            "cache-control": "no-store",
          })
          .send(file.body);
      },
    );

    app.delete(
      "/auth/clients/:mrNo/documents/:documentId",
      {
        config: chartRouteAccess("client:document_delete"),
        ...auth,
        schema: {
          tags,
          summary: "Delete a document, with a reason: it leaves the chart, its file is kept (records retention)",
          params: ClientDocumentParams,
          body: ClientDocumentDeleteBody,
        },
      },
      async (request) => ({
        results: await deleteDocument(
          deps,
          ctxOf(request),
          request.params.mrNo,
          request.params.documentId,
          request.body.reason,
        ),
      }),
    );

    app.put(
      "/auth/clients/:mrNo/profile-photo",
      {
        config: chartRouteAccess("client:photo_update"),
        ...auth,
        schema: {
          tags,
          summary: "Change the client's profile photo",
          description:
            `multipart/form-data with \`file\`: a ${acceptedTypesText("photo")} image of at most ` +
            `${megabytes(UPLOAD_RULES.photo.maxBytes)} MB, its type read from its bytes. Earlier photos are kept.`,
          params: MrNoParams,
          consumes: MULTIPART,
        },
      },
      async (request) => ({
        results: await setProfilePhoto(deps, ctxOf(request), request.params.mrNo, () => readUpload(request, "photo")),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/profile-photo",
      {
        config: chartRouteAccess("client:demographics_read"),
        ...auth,
        schema: {
          tags,
          summary: "The client's profile photo, for an <img> (404 when there is none)",
          params: MrNoParams,
        },
      },
      async (request, reply) => {
        const { photo, body } = await openProfilePhoto(
          deps,
          ctxOf(request),
          request.params.mrNo,
          request.headers["if-none-match"],
        );
        // Kept by the browser, but asked about every time: access is checked on each view.
        void reply.headers({ ...FILE_HEADERS, etag: photoTag(photo), "cache-control": "private, no-cache" });
        if (!body) return reply.status(304).send();
        return reply
          .headers({ "content-type": photo.contentType, "content-length": String(photo.sizeBytes) })
          .send(body);
      },
    );
  };
}
