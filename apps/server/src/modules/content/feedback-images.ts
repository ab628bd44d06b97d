import { feedbackFieldsSchema, feedbackLimits } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export interface FeedbackImage {
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever the upload claims: only PNG and JPEG pass. */
export const sniffImageType = (data: Buffer): FeedbackImage['contentType'] | null => {
  if (data.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (data.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  return null;
};

const invalid = (field: string, message: string) => {
  const text = `body.${field}: ${message}`;
  return new AppError('VALIDATION_FAILED', text, { fields: [text] });
};

const textFields = new Set(['category', 'content']);

/**
 * Reads the multipart feedback form whole before anything is stored: the text fields and the
 * `image` files, each declared png/jpeg AND starting with that format's magic bytes, at most 3,
 * each at most 5 MB. Any other file, a fourth image, or an over-long field refuses the request.
 */
export const readFeedbackForm = async (request: FastifyRequest) => {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const images: FeedbackImage[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: feedbackLimits.maxImageBytes,
        files: feedbackLimits.maxImages,
        fields: 10,
        // 1000 characters are at most 4000 bytes of UTF-8; room for CRLF line ends besides
        fieldSize: 16 * 1024,
      },
    })) {
      if (part.type === 'field') {
        if (!textFields.has(part.fieldname)) continue;
        if (part.valueTruncated) throw invalid(part.fieldname, 'is too long');
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== 'image') throw invalid(part.fieldname, 'unexpected file');
      // a browser sends an empty part for a file input left empty
      if (data.length === 0) continue;
      const declared = part.mimetype === 'image/jpg' ? 'image/jpeg' : part.mimetype;
      const actual = sniffImageType(data);
      if (!actual || declared !== actual) {
        throw invalid('image', `${part.filename || 'file'} is not a PNG or JPEG image`);
      }
      images.push({ contentType: actual, data });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('image', 'each image must be at most 5 MB');
    if (code === 'FST_FILES_LIMIT') throw invalid('image', `at most ${feedbackLimits.maxImages} images`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalid('form', 'too many fields');
    // anything else the parser threw (a cut-short body, a missing boundary) is a form it could not read
    throw new AppError('VALIDATION_FAILED', 'body: the form could not be read');
  }
  const parsed = feedbackFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => `body.${issue.path.join('.')}: ${issue.message}`);
    throw new AppError('VALIDATION_FAILED', messages.join('; '), { fields: messages });
  }
  return { fields: parsed.data, images };
};
