import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { userChannel } from '@/api/broadcasting.ts'
import { configureApi } from '@/api/client.ts'
import { transactionStatus } from '@/api/deposit.ts'
import { depositModalOpenAtom } from '@/shared/ui-state.ts'
import { signInAtom, signOutAtom } from '@/shared/session.ts'
import { signInAs } from '@mocks/auth/players.ts'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { settleDeposit } from '@mocks/pix/deposits.ts'
import { subscriberCount } from '@mocks/realtime.ts'
import { lastDeposit } from '@/testing/deposit-fixtures.ts'

async function openFromTopBar() {
  const { store } = signedInPlayer(DEMO_ID)
  const view = renderRoute('/support', { store })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Depósito' }, { timeout: 10_000 }))
  const dialog = await screen.findByRole('dialog', { name: 'Depósito via PIX' }, { timeout: 10_000 })
  return { ...view, user, dialog: within(dialog), dialogElement: dialog }
}

describe('deposit modal', () => {
  it("opens from the top bar's Depósito over the current page, with focus inside", async () => {
    const { dialog, dialogElement, router } = await openFromTopBar()
    expect(router.state.location.pathname).toBe('/support')
    expect(await dialog.findByRole('textbox', { name: 'Valor do depósito' })).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Gerar PIX' })).toBeDisabled()
    await waitFor(() => expect(dialogElement.contains(document.activeElement)).toBe(true))
  })

  it('closes with its close button and with Escape, back on the Depósito button', async () => {
    const { dialog, user, store } = await openFromTopBar()
    await user.click(dialog.getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(store.get(depositModalOpenAtom)).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Depósito' }))
    await screen.findByRole('dialog', { name: 'Depósito via PIX' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Depósito' })).toHaveFocus())
  })

  it('closing with a code on screen clears it, its checks and the realtime subscription', async () => {
    const catchUp = captureRequests(transactionStatus)
    const { dialog, user } = await openFromTopBar()
    await fill(user, await dialog.findByRole('textbox', { name: 'Valor do depósito' }), '50')
    await user.click(dialog.getByRole('button', { name: 'Gerar PIX' }))
    await dialog.findByRole('region', { name: 'Aguardando pagamento' })
    await waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(1))
    // The one check once the channel listens (for a payment pushed before it did); none after the modal closes.
    await waitFor(() => expect(catchUp).toHaveLength(1))
    const checks = captureRequests(transactionStatus)

    await user.click(dialog.getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(0))

    // Reopened: the form, not the old code.
    await user.click(screen.getByRole('button', { name: 'Depósito' }))
    const again = within(await screen.findByRole('dialog', { name: 'Depósito via PIX' }))
    expect(await again.findByRole('textbox', { name: 'Valor do depósito' })).toHaveValue('')
    expect(again.queryByRole('region', { name: 'Aguardando pagamento' })).not.toBeInTheDocument()
    expect(checks).toHaveLength(0)
  })

  it('Continuar after the payment closes the modal; the top bar shows the new balance', async () => {
    const { dialog, user } = await openFromTopBar()
    const balance = await screen.findByRole('link', { name: /^Saldo: R\$/ })
    const before = Number(balance.textContent?.replace(/\D/g, ''))
    await fill(user, await dialog.findByRole('textbox', { name: 'Valor do depósito' }), '50')
    await user.click(dialog.getByRole('button', { name: 'Gerar PIX' }))
    await dialog.findByRole('region', { name: 'Aguardando pagamento' })
    await waitFor(() => expect(subscriberCount(userChannel(DEMO_ID))).toBe(1))
    settleDeposit(lastDeposit().id)

    await dialog.findByRole('heading', { name: 'Pagamento confirmado com sucesso!' })
    await waitFor(() => expect(Number(balance.textContent?.replace(/\D/g, ''))).toBe(before + 5000))
    await user.click(dialog.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('a visitor has no Depósito button and gets no widget, whatever the flag says', async () => {
    const { store } = renderRoute('/support')
    await screen.findByRole('button', { name: 'Entrar' })
    expect(screen.queryByRole('button', { name: 'Depósito' })).not.toBeInTheDocument()
    await act(async () => {
      store.set(depositModalOpenAtom, true)
    })
    // For a visitor the host renders nothing at all (not even the modal's lazy chunk starts loading).
    expect(screen.queryByRole('dialog', { name: 'Depósito via PIX' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Valor do depósito' })).not.toBeInTheDocument()
    // The same flag does open it once the player is signed in: the visitor saw nothing because of the session alone.
    const { token, user } = signInAs(DEMO_ID)
    configureApi({ getToken: () => token })
    store.set(signInAtom, { token, user })
    expect(await screen.findByRole('dialog', { name: 'Depósito via PIX' }, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('signing out while it is open closes it for good', async () => {
    const { store } = await openFromTopBar()
    store.set(signOutAtom)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Depósito via PIX' })).not.toBeInTheDocument())
    // The modal resets its flag in an effect, after the signed-out render commits. The dialog can leave the
    // accessibility tree before that (a suspended shell hides it while a visitor's chunk loads), so wait for the flag.
    await waitFor(() => expect(store.get(depositModalOpenAtom)).toBe(false))
  })
})
