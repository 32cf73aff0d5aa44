import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@mocks/db/index.ts'
import { depositBrasilcash } from '@/api/deposit.ts'
import { DepositWidget } from '@/shared/deposit/deposit-widget.tsx'
import { captureRequests, configureAppClient } from '@/testing/auth-fixtures.ts'
import { signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderInProviders, renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'

// prebet_bonus_disabled (Lei 14.790 art. 29): every screen that advertises a bonus granted before a bet hides it while
// the flag is on. Each case first shows the bonus with the flag off, so its absence with the flag on means something.

const setFlag = (on: boolean) => db.settings.update({ prebet_bonus_disabled: on })

describe.each([false, true])(
  'with prebet_bonus_disabled %s',
  (disabled) => {
    const shown = !disabled

    it(`the login modal ${shown ? 'shows' : 'hides'} the welcome bonus line`, async () => {
      setFlag(disabled)
      configureAppClient()
      renderRoute('/openlogin')
      const dialog = within(await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 8000 }))
      expect(dialog.getByRole('button', { name: 'Entrar' })).toBeInTheDocument()
      expect(dialog.queryByText(/^Bônus de boas-vindas de 100%/) !== null).toBe(shown)
    })

    it(`the deposit form ${shown ? 'offers' : 'does not offer'} the bonus and its preview`, async () => {
      setFlag(disabled)
      const { store } = signedInPlayer()
      renderInProviders(
        <Suspense fallback="…">
          <DepositWidget />
        </Suspense>,
        { store },
      )
      expect(await screen.findByRole('textbox', { name: 'Valor do depósito' })).toBeInTheDocument()
      expect(screen.queryByRole('checkbox', { name: /Quero receber o bônus/ }) !== null).toBe(shown)
      expect(screen.queryByText('Total com bônus') !== null).toBe(shown)
    })

    it(`a deposit asks for the bonus ${shown ? 'while it is offered' : 'never: none is offered'}`, async () => {
      setFlag(disabled)
      const calls = captureRequests(depositBrasilcash)
      const { store } = signedInPlayer()
      renderInProviders(
        <Suspense fallback="…">
          <DepositWidget />
        </Suspense>,
        { store },
      )
      const user = userEvent.setup()
      await fill(user, await screen.findByRole('textbox', { name: 'Valor do depósito' }), '50')
      await user.click(screen.getByRole('button', { name: 'Gerar PIX' }))
      await waitFor(() => expect(calls).toHaveLength(1))
      expect(calls[0]?.body).toMatchObject({ amount: '50.00', accept_bonus: shown })
    })

    it(`the promotions page ${shown ? 'shows' : 'hides'} the welcome bonus card`, async () => {
      setFlag(disabled)
      renderRoute('/promotions')
      expect(await screen.findByRole('heading', { level: 1, name: 'Promoções' }, { timeout: 10_000 })).toBeInTheDocument()
      // The programmes a player earns by playing stay.
      expect(await screen.findByRole('heading', { level: 2, name: 'Missões diárias e semanais' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { level: 2, name: 'Bônus de boas-vindas' }) !== null).toBe(shown)
    })

    it(`the home's call to register ${shown ? 'promises' : 'does not promise'} the first-deposit bonus, and the welcome banner ${shown ? 'shows' : 'is gone'}`, async () => {
      setFlag(disabled)
      renderRoute('/')
      const register = await screen.findByRole('button', { name: 'Criar conta' }, { timeout: 8000 })
      expect(register).toBeInTheDocument()
      expect(screen.queryByText('Novo por aqui? Crie sua conta e ganhe bônus no primeiro depósito.') !== null).toBe(
        shown,
      )
      expect(screen.queryByText('Novo por aqui? Crie sua conta em poucos passos.') !== null).toBe(disabled)
    })

    it(`the terms pages ${shown ? 'link' : 'do not link'} to the welcome bonus terms`, async () => {
      setFlag(disabled)
      renderRoute('/terms/bonus')
      const others = within(await screen.findByRole('navigation', { name: 'Outros documentos' }, { timeout: 10_000 }))
      expect(others.getByRole('link', { name: 'Termos de serviço' })).toBeInTheDocument()
      expect(others.queryByRole('link', { name: 'Bônus de boas-vindas' }) !== null).toBe(shown)
    })

    it(`the spin landing ${shown ? 'opens the wheel' : 'says the wheel is unavailable'}`, async () => {
      setFlag(disabled)
      renderRoute('/landing/spin')
      if (shown) {
        expect(await screen.findByRole('dialog', { name: 'Roleta de prêmios' }, { timeout: 10_000 })).toBeInTheDocument()
      } else {
        expect(
          await screen.findByRole('heading', { name: 'Roleta de prêmios indisponível' }, { timeout: 10_000 }),
        ).toBeInTheDocument()
        expect(screen.queryByRole('dialog', { name: 'Roleta de prêmios' })).not.toBeInTheDocument()
        expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
      }
    })

    it(`the registration ${shown ? 'promises' : 'does not promise'} the spin prize`, async () => {
      setFlag(disabled)
      const code = btoa(JSON.stringify({ signature: 'a'.repeat(64), nonce: 'n-1' })).replace(/=+$/, '')
      renderRoute(`/register/${code}`)
      expect(await screen.findByRole('textbox', { name: 'CPF' }, { timeout: 10_000 })).toBeInTheDocument()
      expect(
        screen.queryByText('Seu prêmio da roleta será creditado como bônus ao concluir o cadastro.') !== null,
      ).toBe(shown)
    })
  },
  // The first case of the file loads the route tree and the lazy pages cold: on a busy 2-core machine that alone can
  // take seconds. A bound, not a wait: each case still ends as soon as its screen shows.
  15_000,
)
