import { z } from '../validation/zod';
import { idNumber } from './answers';

/** `/{id}/replies/{replyId}/attachments/{attachmentId}`: a file of a reply or answer of one request or prospect. */
export const attachmentParams = z.object({ id: idNumber, replyId: idNumber, attachmentId: idNumber });
/** `/{id}/emails/{emailId}/attachments/{attachmentId}`: a file joined to an e-mail written to one prospect. */
export const emailAttachmentParams = z.object({ id: idNumber, emailId: idNumber, attachmentId: idNumber });

/** A file joined to an e-mail, as it was sent: the serializer leaves bytes alone, the schema documents the answer. */
export const attachmentFileAnswer = z.unknown().describe('Pièce jointe (PDF, PNG, JPEG, WebP, Word, Excel, PowerPoint ou OpenDocument)');
