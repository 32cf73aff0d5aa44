import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderInProviders } from '@/testing/render.tsx'
import { SECTOR_COUNT } from '../rules/wheel.ts'
import { Wheel } from './wheel.tsx'

const prizes = (count: number) => Array.from({ length: count }, (_, i) => ({ value: (i + 1) * 100, currency: 'BRL' }))

function renderWheel(count: number) {
  renderInProviders(
    <Wheel prizes={prizes(count)} rotation={0} instant onStopped={() => {}} spinButton={<button>Girar</button>} />,
  )
  const disc = screen.getByTestId('wheel-disc')
  return { disc, sectors: disc.querySelectorAll('path'), labels: disc.querySelectorAll('text') }
}

describe('Wheel', () => {
  it('is the spec’s 420 by 633: the frame (wheel and stand) in those proportions, the wheel 420 across', () => {
    renderWheel(SECTOR_COUNT)
    const frame = screen.getByTestId('wheel-frame')
    expect(frame.style.aspectRatio).toBe('420 / 633')
    expect(frame.style.maxWidth).toBe('420px')
    expect(screen.getByTestId('wheel-stand')).toHaveAttribute('viewBox', '0 0 420 633')
    expect(screen.getByTestId('wheel-disc').querySelector('svg')).toHaveAttribute('viewBox', '0 0 420 420')
  })

  it.each([
    [20, 20],
    [5, 5],
    [25, 20],
  ])('draws the 20 sectors of the constant from %i prizes, %i of them labelled', (count, labelled) => {
    const { sectors, labels } = renderWheel(count)
    expect(sectors).toHaveLength(SECTOR_COUNT)
    expect(labels).toHaveLength(labelled)
    expect(screen.getByRole('img', { name: 'Roleta com 20 prêmios' })).toBeInTheDocument()
  })
})
