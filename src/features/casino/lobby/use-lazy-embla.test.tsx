import { useEffect } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { EmblaCarouselType } from 'embla-carousel'
import { useLazyEmbla } from './use-lazy-embla.ts'

let current: EmblaCarouselType | undefined
const keep = (embla: EmblaCarouselType | undefined) => {
  current = embla
}

function Carousel({ start, load }: { start: boolean; load?: Parameters<typeof useLazyEmbla>[2] }) {
  const [viewportRef, embla] = useLazyEmbla({ loop: true, align: 'start' }, start, load)
  useEffect(() => keep(embla), [embla])
  return (
    <div ref={viewportRef} data-testid="viewport">
      <div>
        <div>1</div>
        <div>2</div>
      </div>
    </div>
  )
}

describe('useLazyEmbla', () => {
  it("asks for Embla's code only once it may start, then starts it on the viewport with the options", async () => {
    const load = vi.fn(() => import('embla-carousel'))
    const { rerender } = render(<Carousel start={false} load={load} />)
    expect(screen.getByTestId('viewport')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    expect(current).toBeUndefined()

    rerender(<Carousel start load={load} />)
    await waitFor(() => expect(current).toBeDefined())
    expect(load).toHaveBeenCalledTimes(1)
    expect(current?.rootNode()).toBe(screen.getByTestId('viewport'))
    expect(current?.internalEngine().options.loop).toBe(true)
  })

  it('destroys Embla when the carousel goes', async () => {
    const { unmount } = render(<Carousel start />)
    await waitFor(() => expect(current).toBeDefined())
    const embla = current
    const destroyed = vi.fn()
    embla?.on('destroy', destroyed)
    unmount()
    expect(destroyed).toHaveBeenCalled()
  })

  it('leaves the first banner as it is when the download fails, and says so in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failure = new Error('chunk failed')
    render(<Carousel start load={() => Promise.reject(failure)} />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('[home] the banner carousel could not start', failure))
    await act(async () => undefined)
    expect(current).toBeUndefined()
    expect(screen.getByTestId('viewport')).toBeInTheDocument()
  })
})
