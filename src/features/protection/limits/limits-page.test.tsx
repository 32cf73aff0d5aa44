import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { clock } from '@mocks/sim/clock.ts'
import { updateLimits } from '@mocks/protection/limits.ts'
import { protectionLimits, protectionLimitsUpdate } from '@/api/protection-limits.ts'
import { noLimits } from '@/shared/protection/limits.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { NEW_PLAYER_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { formatLimitDateTime } from './rules/limits-form.ts'

async function openPage() {
  const { store } = signedInPlayer(NEW_PLAYER_ID)
  const view = renderRoute('/profile/limits', { store })
  await screen.findByRole('heading', { level: 1, name: 'Limites' }, { timeout: 10_000 })
  return view
}

/** The R$ of formatted amounts carries Intl's no-break space. */
const nb = (text: string) => text.replaceAll('R$ ', 'R$\u00a0')
const field = (name: string) => screen.getByRole('textbox', { name })
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar limites' }))
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })

describe('limits page', () => {
  it('shows every limit empty, with what was used in each period', async () => {
    await openPage()
    for (const name of [
      'Depósito diário',
      'Depósito semanal',
      'Depósito mensal',
      'Perda diária',
      'Perda semanal',
      'Perda mensal',
      'Minutos conectado por dia',
    ])
      expect(field(name)).toHaveValue('')
    expect(field('Depósito diário')).toHaveAccessibleDescription(nb('Sem limite · Depositado: R$ 0,00'))
    expect(field('Perda semanal')).toHaveAccessibleDescription(nb('Sem limite · Perdido: R$ 0,00'))
    expect(field('Minutos conectado por dia')).toHaveAccessibleDescription('Sem limite · Usado hoje: 0 min')
  })

  it("has the reality check's interval as a section below the limits, 30 minutes until the player chooses", async () => {
    await openPage()
    const section = await screen.findByRole('region', { name: 'Lembrete de tempo de jogo' })
    expect(await within(section).findByRole('radio', { name: /30/ })).toBeChecked()
  })

  it('saves a new limit at once and shows a raise as pending with its date and time', async () => {
    await openPage()
    await fill(userEvent, field('Depósito diário'), '100')
    await fill(userEvent, field('Minutos conectado por dia'), '120')
    await save()
    await toast('Limites salvos.')
    await waitFor(() =>
      expect(field('Depósito diário')).toHaveAccessibleDescription(
        nb('Em vigor: R$ 100,00 · Depositado: R$ 0,00 · Disponível: R$ 100,00'),
      ),
    )
    expect(field('Minutos conectado por dia')).toHaveAccessibleDescription(
      expect.stringMatching(/^Em vigor: 120 min · Usado hoje: \d+ min · Restante: \d+ min$/),
    )

    await userEvent.clear(field('Depósito diário'))
    await fill(userEvent, field('Depósito diário'), '300')
    await userEvent.clear(field('Minutos conectado por dia'))
    await save()
    const at = formatLimitDateTime(new Date(clock.nowMs() + 86_400_000).toISOString(), 'pt-BR')
    await waitFor(() =>
      expect(field('Depósito diário')).toHaveAccessibleDescription(
        nb(`Em vigor: R$ 100,00 · Depositado: R$ 0,00 · Disponível: R$ 100,00\nPendente: R$ 300,00 a partir de ${at}`),
      ),
    )
    expect(field('Minutos conectado por dia')).toHaveAccessibleDescription(
      expect.stringContaining(`Pendente: sem limite a partir de ${at}`),
    )
    // What the player typed stays.
    expect(field('Depósito diário')).toHaveValue('300')
  }, 15_000)

  it('starts from a pending change, so saving unchanged keeps it', async () => {
    updateLimits(NEW_PLAYER_ID, { ...noLimits(), loss_day: 5_000 })
    updateLimits(NEW_PLAYER_ID, { ...noLimits(), loss_day: 9_000 })
    await openPage()
    expect(field('Perda diária')).toHaveValue('90,00')
    expect(field('Perda diária')).toHaveAccessibleDescription(
      expect.stringContaining(nb('Pendente: R$ 90,00 a partir de')),
    )
  })

  it('checks each field before sending anything', async () => {
    await openPage()
    const sent = captureRequests(protectionLimitsUpdate)
    await fill(userEvent, field('Depósito semanal'), '0,50')
    await fill(userEvent, field('Perda mensal'), 'abc')
    await fill(userEvent, field('Minutos conectado por dia'), '2')
    await save()
    expect(await screen.findByText('O limite mínimo é R$ 1,00.')).toBeInTheDocument()
    expect(screen.getByText('Digite um valor válido, como 100,00.')).toBeInTheDocument()
    expect(screen.getByText('Digite um número inteiro de minutos entre 5 e 1440.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it("shows the server's field message under the field and keeps what was typed", async () => {
    await openPage()
    server.use(
      override(
        protectionLimitsUpdate,
        faults.json(422, { deposit_month: ['O campo limite de depósito mensal é inválido.'] }),
      ),
    )
    await fill(userEvent, field('Depósito mensal'), '500')
    await save()
    expect(
      await screen.findByText('O campo limite de depósito mensal é inválido.', {
        selector: '.mantine-TextInput-error',
      }),
    ).toBeInTheDocument()
    expect(field('Depósito mensal')).toHaveValue('500')
  })

  it.each([
    ['a 500', faults.html500(), 'Erro ao salvar seus limites'],
    ['no answer', faults.network(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['a malformed answer', faults.malformed(), 'Erro ao salvar seus limites'],
  ])('says so after %s, and keeps the fields', async (_, answer, text) => {
    await openPage()
    server.use(override(protectionLimitsUpdate, answer))
    await fill(userEvent, field('Perda diária'), '50')
    await save()
    await toast(text)
    expect(field('Perda diária')).toHaveValue('50')
  })

  it('a page that cannot load says so and retries', async () => {
    server.use(override(protectionLimits, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    const { store } = signedInPlayer(NEW_PLAYER_ID)
    renderRoute('/profile/limits', { store })
    expect(await screen.findAllByText('Erro ao carregar seus limites', {}, { timeout: 10_000 })).not.toHaveLength(0)
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Limites' })).toBeInTheDocument()
  })
})
