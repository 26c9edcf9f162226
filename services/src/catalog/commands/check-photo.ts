// Spec 5: an image URL must point to a photo.
import { ErrorCode } from '@ledgerhouse/contracts';
import type { ImageProbe } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';

export async function checkPhoto(images: ImageProbe, url: string | null | undefined): Promise<void> {
  if (!url || (await images.servesImage(url))) return;
  throw new DomainError(ErrorCode.PHOTO_NOT_FOUND, {}, { fields: [{ field: 'photoUrl', code: ErrorCode.PHOTO_NOT_FOUND }] });
}
