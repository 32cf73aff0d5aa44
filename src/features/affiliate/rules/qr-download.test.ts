import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadQrPng } from './qr-download.ts'

// jsdom has no object URLs: the test puts its own and takes them away again.
const { createObjectURL, revokeObjectURL } = URL
afterEach(() => {
  vi.restoreAllMocks()
  URL.createObjectURL = createObjectURL
  URL.revokeObjectURL = revokeObjectURL
})

function canvasGiving(blob: Blob | null | 'throws'): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.toBlob = (callback) => {
    if (blob === 'throws') throw new DOMException('tainted', 'SecurityError')
    callback(blob)
  }
  return canvas
}

describe('downloadQrPng', () => {
  it('is missing without a canvas', async () => {
    expect(await downloadQrPng(null, 'qr.png')).toBe('missing')
  })

  it("clicks a download link to the canvas's PNG", async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
    const created = vi.fn((_blob: Blob) => 'blob:qr')
    URL.createObjectURL = created
    URL.revokeObjectURL = vi.fn()
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })
    expect(await downloadQrPng(canvasGiving(png), 'qrcode-X.png')).toBe('downloaded')
    expect(created).toHaveBeenCalledWith(png)
    expect(clicks[0]?.download).toBe('qrcode-X.png')
    expect(clicks[0]?.href).toBe('blob:qr')
    expect(clicks[0]?.isConnected).toBe(false)
  })

  it('fails when the browser cannot encode or refuses the canvas', async () => {
    expect(await downloadQrPng(canvasGiving(null), 'qr.png')).toBe('failed')
    expect(await downloadQrPng(canvasGiving('throws'), 'qr.png')).toBe('failed')
  })
})
