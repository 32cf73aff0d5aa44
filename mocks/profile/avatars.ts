/** Laravel's `max:2048` (kilobytes) on the upload. */
export const AVATAR_MAX_BYTES = 2048 * 1024
/** Stored avatars are at most this many pixels across: the app shows them at 34 to 96 px. */
export const AVATAR_SIZE = 256
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

function base64(bytes: Uint8Array): string {
  let binary = ''
  // In chunks: String.fromCharCode(...bytes) overflows the call stack on a photo.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * A square, centre-cropped copy at most AVATAR_SIZE across, where the runtime can decode images (browsers);
 * null elsewhere (Node, jsdom) or when the file is no decodable image.
 */
async function downscale(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return null
  try {
    const bitmap = await createImageBitmap(file)
    const side = Math.min(bitmap.width, bitmap.height)
    const size = Math.min(AVATAR_SIZE, side)
    const canvas = new OffscreenCanvas(size, size)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size)
    bitmap.close()
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.85 })
  } catch {
    return null
  }
}

/**
 * What the mock stores as the player's avatar: a data URL, which survives a reload in the browser's stored
 * database and needs no file server. In the browser the image is first cut down to a small square, so the
 * stored database stays far below the localStorage quota.
 */
export async function avatarDataUrl(file: Blob): Promise<string> {
  const stored = (await downscale(file)) ?? file
  return `data:${stored.type || 'application/octet-stream'};base64,${base64(new Uint8Array(await stored.arrayBuffer()))}`
}
