import { describe, expect, it } from 'vitest'
import { createTestI18n } from '@/testing/providers.ts'
import { LOADING_TIPS, nextTip, TIP_INTERVAL_MS } from './tips.ts'

describe('loading tips', () => {
  it('four tips, every 3 s, in a loop', () => {
    const i18n = createTestI18n()
    expect(LOADING_TIPS.map((tip) => i18n._(tip))).toEqual([
      'Preparando os jogos…',
      'Verificando a conexão…',
      'Otimizando a experiência…',
      'Quase pronto…',
    ])
    expect(TIP_INTERVAL_MS).toBe(3_000)
    expect([0, 1, 2, 3].map(nextTip)).toEqual([1, 2, 3, 0])
  })
})
