import { AppError, AppErrorCode } from '@halaqa/shared/errors';

/**
 * A multipart body read with a size limit that holds while it streams in: a declared
 * Content-Length over the limit is refused before anything is read, and the bytes are counted as
 * they arrive, so a body without a length (chunked) or with a false one is refused as soon as it
 * passes the limit, never buffered whole. Callers check who is asking first: nothing here runs
 * for an anonymous request.
 */
export async function readFormWithLimit(request: Request, limit: number): Promise<FormData> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new AppError(AppErrorCode.BODY_TOO_LARGE);
  if (!request.body) throw missingFile();
  let received = 0;
  let tooLarge = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) {
          tooLarge = true;
          controller.error(new AppError(AppErrorCode.BODY_TOO_LARGE));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
    // Cancelling the request's own stream would close the connection before the 413 is sent;
    // left unread, the rest of the body is simply never taken in.
    { preventCancel: true },
  );
  const limited = new Request(request.url, { method: request.method, headers: request.headers, body: counted, duplex: 'half' } as RequestInit);
  try {
    return await limited.formData();
  } catch {
    if (tooLarge) throw new AppError(AppErrorCode.BODY_TOO_LARGE);
    throw missingFile();
  }
}

const missingFile = () => new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.fileMissing', field: 'file' });
