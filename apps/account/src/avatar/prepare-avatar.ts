/** The side of the square photo sent to the server. */
const AVATAR_SIDE = 512;

export interface SquareCrop {
  sx: number;
  sy: number;
  side: number;
  target: number;
}

/** The centred square of an image and the size it is drawn at (never enlarged). */
export function squareCrop(width: number, height: number, maxSide = AVATAR_SIDE): SquareCrop {
  const side = Math.min(width, height);
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    target: Math.min(side, maxSide),
  };
}

/**
 * Crops a photo to a centred square and downscales it to {@link AVATAR_SIDE} pixels as JPEG in the
 * browser, so that a phone photo fits the limit. Returns the original file when the browser cannot
 * decode it or has no canvas; the size check then applies to that original.
 */
export async function prepareAvatar(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const crop = squareCrop(bitmap.width, bitmap.height);
    if (crop.side === crop.target && bitmap.width === bitmap.height && file.type === 'image/jpeg')
      return file;
    const canvas = document.createElement('canvas');
    canvas.width = crop.target;
    canvas.height = crop.target;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.target, crop.target);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ? new File([blob], 'avatar.jpg', { type: 'image/jpeg' }) : file;
  } finally {
    bitmap.close();
  }
}

/**
 * Whether the browser can read the file as an image. Only then is a preview shown: a file that only
 * claims an image type is left to the size check and the server's answer, without a broken preview.
 * True where the browser cannot tell (no createImageBitmap).
 */
export async function canDecodeImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}
