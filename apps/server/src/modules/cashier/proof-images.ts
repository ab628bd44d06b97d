import { proofLimits } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export interface ProofImage {
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever the upload claims: only PNG and JPEG pass. */
export const sniffImageType = (data: Buffer): ProofImage['contentType'] | null => {
  if (data.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (data.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  return null;
};

const normaliseDeclared = (mimetype: string) => (mimetype === 'image/jpg' ? 'image/jpeg' : mimetype);

/**
 * Reads a multipart form of text fields and `proof` image files. Each file must be declared
 * png/jpeg AND start with that format's magic bytes; at most 3, each at most 5 MB.
 */
export const readProofForm = async (request: FastifyRequest) => {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const proofs: ProofImage[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: proofLimits.maxBytes, files: proofLimits.maxFiles, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== 'proof')
        throw new AppError('PROOF_INVALID', `${part.fieldname}: unexpected file`);
      if (data.length === 0) continue;
      const declared = normaliseDeclared(part.mimetype);
      const actual = sniffImageType(data);
      if (!actual || declared !== actual) {
        throw new AppError('PROOF_INVALID', `proof: ${part.filename || 'file'} is not a PNG or JPEG image`);
      }
      proofs.push({ contentType: actual, data });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PROOF_INVALID', 'proof: each image must be at most 5 MB');
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError('PROOF_INVALID', 'proof: at most 3 images');
    // anything else the parser threw (a cut-short body, a missing boundary) is a form it could not read
    throw new AppError('VALIDATION_FAILED', 'body: the form could not be read');
  }
  return { fields, proofs };
};
