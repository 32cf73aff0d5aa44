import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import { protectionRealityCheckUpdate, protectionSession } from '@/api/protection-activity.ts'
import { RealityCheck } from '@/features/protection/reality-check/components/reality-check.tsx'
import { RealityCheckSettings } from '@/features/protection/reality-check/components/reality-check-settings.tsx'
import { override } from '@mocks/override.ts'
import { all, expectToast, seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/**
 * The session began a whole interval ago, less half a second: the reminder opens at once. Its totals are the
 * answer's (a loss of R$ 12,00).
 */
function sessionDueNow(net: string, staked: string, won: string) {
  return override(protectionSession, sessionAnswer(net, staked, won))
}

function sessionAnswer(net: string, staked: string, won: string) {
  return () =>
    HttpResponse.json({
      started_at: new Date(Date.now() - 30 * 60_000 + 500).toISOString(),
      now: new Date().toISOString(),
      staked,
      won,
      net,
    })
}

const meta = {
  title: 'Protection/Reality check',
  component: RealityCheck,
  parameters: { store: seedDemoSession },
  beforeEach: () => all(signInDemo()),
} satisfies Meta<typeof RealityCheck>

export default meta
type Story = StoryObj<typeof meta>

const findReminder = () => screen.findByRole('dialog', { name: 'Lembrete de tempo de jogo' }, { timeout: 5000 })

/** 30 minutes played, a loss: the time, the totals, the interval, Continuar and Sair. */
export const Reminder: Story = {
  beforeEach({ msw }) {
    msw.use(sessionDueNow('-12.00', '30.00', '18.00'))
  },
  play: async () => {
    const dialog = within(await findReminder())
    await expect(dialog.getByText(/Você está jogando há/)).toHaveTextContent('30 min')
    await waitFor(() => expect(dialog.getByText('Resultado da sessão').nextSibling).toHaveTextContent(/−R\$\s12,00/))
    await expect(dialog.getByRole('radio', { name: '30 minutos' })).toBeChecked()
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Continuar' })).toHaveFocus())
    await expect(dialog.getByRole('button', { name: 'Sair' })).toBeVisible()
  },
}

/** A winning session, in the dark theme. */
export const ReminderWinningDark: Story = {
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(sessionDueNow('25.50', '40.00', '65.50'))
  },
  play: async () => {
    const dialog = within(await findReminder())
    await waitFor(() => expect(dialog.getByText('Resultado da sessão').nextSibling).toHaveTextContent(/\+R\$\s25,50/))
  },
}

/**
 * The totals are read when the reminder opens (those of that moment): the answer is held here until the play lets it
 * go. Continuar and Sair stay where they are when the totals arrive, so a tap aimed at one cannot land on the other.
 */
let releaseTotals: () => void = () => {}
export const ReminderTotalsArriving: Story = {
  beforeEach({ msw }) {
    let calls = 0
    const held = new Promise<void>((resolve) => (releaseTotals = resolve))
    const answerNow = sessionAnswer('-12.00', '30.00', '18.00')
    msw.use(
      override(protectionSession, async () => {
        calls += 1
        // The first read starts the timer; the reminder's own read waits.
        if (calls > 1) await held
        return answerNow()
      }),
    )
  },
  play: async () => {
    const dialog = within(await findReminder())
    await expect(dialog.getByText('Carregando o resultado da sessão…')).toBeVisible()
    const continuar = dialog.getByRole('button', { name: 'Continuar' })
    const sair = dialog.getByRole('button', { name: 'Sair' })
    const before = [continuar.getBoundingClientRect().top, sair.getBoundingClientRect().top]
    releaseTotals()
    await waitFor(() => expect(dialog.getByText('Resultado da sessão').nextSibling).toHaveTextContent(/−R\$\s12,00/))
    await expect([continuar.getBoundingClientRect().top, sair.getBoundingClientRect().top]).toEqual(before)
  },
}

/** The interval setting as the limits page shows it. */
export const Settings: StoryObj<typeof RealityCheckSettings> = {
  render: () => <RealityCheckSettings />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('radio', { name: '30 minutos' })).toBeChecked())
    await expect(canvas.getByText(/um aviso mostra há quanto tempo você joga/)).toBeVisible()
  },
}

/** Saving the interval fails: the choice goes back, and a notice says so. */
export const SettingsRefused: StoryObj<typeof RealityCheckSettings> = {
  render: () => <RealityCheckSettings />,
  beforeEach({ msw }) {
    msw.use(
      override(protectionRealityCheckUpdate, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('radio', { name: '30 minutos' })).toBeChecked())
    canvas.getByRole('radio', { name: '15 minutos' }).click()
    await expectToast(canvasElement, 'Não foi possível salvar o intervalo do lembrete.')
    await waitFor(() => expect(canvas.getByRole('radio', { name: '30 minutos' })).toBeChecked())
  },
}
