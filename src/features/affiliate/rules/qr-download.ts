/** Why a QR download did not happen: no image to draw from, or the browser could not make or save the file. */
export type QrDownloadResult = 'downloaded' | 'missing' | 'failed'

/** The canvas's PNG as a Blob (toBlob's callback, as a promise; null when the browser could not encode it). */
function pngOf(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(resolve, 'image/png')
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
}

/**
 * Saves the QR code drawn in `canvas` as a PNG file, made in the browser (no image service): the canvas's own
 * pixels, through a temporary object URL and a download link.
 */
export async function downloadQrPng(canvas: HTMLCanvasElement | null, fileName: string): Promise<QrDownloadResult> {
  if (!canvas) return 'missing'
  try {
    const blob = await pngOf(canvas)
    if (!blob) return 'failed'
    const href = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = href
    link.download = fileName
    document.body.append(link)
    link.click()
    link.remove()
    // The click has handed the file to the browser; the URL can go once this task ends.
    setTimeout(() => URL.revokeObjectURL(href), 0)
    return 'downloaded'
  } catch {
    return 'failed'
  }
}
