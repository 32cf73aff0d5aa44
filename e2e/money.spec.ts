import { expect, test, type Page } from '@playwright/test'
import { parseBrCode } from '../mocks/pix/br-code.ts'
import { control, giveCpf, openInApp, registerFreshPlayer } from './support.ts'

// The money loop end to end in the demo build (mock on, in the service worker).

/** Counts the POSTs to an API path, whoever answers them (the service worker in the demo). */
function countPosts(page: Page, path: string) {
  const counter = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${path}`) counter.count += 1
  })
  return counter
}

async function openDemoPanel(page: Page) {
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await expect(panel).toBeVisible()
  return panel
}

test('register, deposit by PIX, paid, the wallet shows it, withdraw, the history shows both', async ({ page }) => {
  test.setTimeout(90_000)
  await registerFreshPlayer(page)

  // Deposit: the widget on /profile/deposit, R$ 50,00 with the welcome bonus preview.
  await expect(page.getByRole('heading', { name: 'Depósito via PIX' })).toBeVisible()
  await page.getByLabel('Valor do depósito').fill('50')
  await expect(page.getByText('Total com bônus')).toBeVisible()
  // Registered without a CPF: the first deposit asks for it once, and the account keeps it.
  await giveCpf(page)
  const pixRequests = countPosts(page, 'brasilcash/qrcode-pix')
  // A rapid double click sends one request.
  await page.getByRole('button', { name: 'Gerar PIX' }).dblclick()

  // The QR (drawn locally) and the copy-and-paste code: a valid BR Code for R$ 50,00.
  await expect(page.getByText('QR Code gerado com sucesso')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR Code do PIX de R$ 50,00' })).toBeVisible()
  const code = await page.getByLabel('Código PIX copia e cola').inputValue()
  const parsed = parseBrCode(code)
  expect(parsed.ok, code).toBe(true)
  expect(code).toContain('br.gov.bcb.pix')
  expect(code).toContain('540550.00')
  expect(pixRequests.count).toBe(1)

  // Paid from the demo panel: the realtime push confirms before the next 30-second check.
  const panel = await openDemoPanel(page)
  await panel.getByRole('button', { name: /^Pagar agora o depósito de R\$\s50,00/ }).click()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeVisible()
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByLabel('Valor do depósito')).toHaveValue('')

  // The wallet: R$ 50,00 of cash and the R$ 50,00 welcome bonus (total R$ 100,00 in the top bar).
  await openInApp(page, '/profile/wallet')
  await expect(page.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Saldo: R\$\s100,00$/ })).toBeVisible()

  // Withdraw all the cash by PIX to the player's own CPF, kept since the deposit (not asked again).
  await openInApp(page, '/profile/withdraw')
  await expect(page.getByRole('heading', { name: 'Saque via PIX' })).toBeVisible()
  await page.getByRole('button', { name: 'Sacar Total' }).click()
  await expect(page.getByLabel('Valor do saque')).toHaveValue(/50,00/)
  await expect(page.getByRole('textbox', { name: /^CPF/ })).toHaveCount(0)
  const withdrawRequests = countPosts(page, 'profile/withdraw')
  await page.getByRole('button', { name: 'Solicitar Saque' }).dblclick()
  await expect(page.getByText('Saque solicitado com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(withdrawRequests.count).toBe(1)

  // The history: the withdrawal (in analysis, no proof yet) and the paid deposit.
  await openInApp(page, '/profile/transactions')
  await expect(page.getByRole('heading', { name: 'Histórico de Transações' })).toBeVisible()
  const withdrawals = page.getByRole('region', { name: 'Saques' })
  await expect(withdrawals.getByText('Processando')).toBeVisible()
  await expect(withdrawals.getByText('Pendente')).toBeVisible()
  await expect(withdrawals.getByText(/R\$\s50,00/)).toBeVisible()
  const deposits = page.getByRole('region', { name: 'Depósitos' })
  await expect(deposits.getByText('Concluído')).toBeVisible()
  await expect(deposits.getByText(/R\$\s50,00/)).toBeVisible()
})
