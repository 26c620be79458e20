/** Sends a response loaded from dist/ exactly as generated. */
import type { Response } from 'express';
import type { StoredFile } from '../dist-store';

export function sendStored(res: Response, file: StoredFile): void {
  res.status(200).type(file.contentType).send(file.body);
}
