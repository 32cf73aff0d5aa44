import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { control, freshPlayer, giveCpf, notNowToLimits, openInApp, registerFreshPlayer } from './support.ts'

// The affiliate programme and the profile data page in the demo build (mock on, in the service worker).

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * A fresh browser context that starts from another one's mock database but signed out: the demo's backend lives in
 * each context's IndexedDB (the service worker's), so a new player registering "elsewhere" needs the referrer to exist
 * there.
 */
async function freshContextFrom(browser: Browser, from: BrowserContext): Promise<BrowserContext> {
  const state = await from.storageState({ indexedDB: true })
  const origins = state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter(({ name }) => name !== 'token' && name !== 'user'),
  }))
  return browser.newContext({ storageState: { cookies: state.cookies, origins } })
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/')
  await control(page, 'Entrar').first().click()
  const dialog = page.getByRole('dialog', { name: 'Entrar na sua conta' })
  await dialog.getByLabel('Email ou telefone').fill(email)
  await dialog.getByLabel(/^Senha/).fill(password)
  await dialog.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible()
  await notNowToLimits(page)
}


async function depositPaid(page: Page, reais: string) {
  await openInApp(page, '/profile/deposit')
  await page.getByLabel('Valor do depósito').fill(reais)
  await page.getByRole('button', { name: 'Gerar PIX' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await panel.getByRole('button', { name: new RegExp(`^Pagar agora o depósito de R\\$\\s${reais},00`) }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeVisible()
}

const stat = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]')

test('generate a code, share it, a friend registers through the link and deposits, the earnings are withdrawn', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const referrer = await registerFreshPlayer(page)

  await openInApp(page, '/profile/affiliate')
  await expect(page.getByRole('heading', { level: 1, name: 'Programa de afiliados' })).toBeVisible()
  await page.getByRole('button', { name: 'Gerar meu código' }).click()
  await expect(page.getByText('Seu código foi gerado com sucesso')).toBeVisible()
  const link = page.getByRole('textbox', { name: 'Seu link de indicação' })
  await expect(link).toHaveValue(/\/register\?code=[A-Z2-9]{8}$/)
  const url = await link.inputValue()

  await page.getByRole('button', { name: 'Copiar link' }).click()
  await expect(page.getByText('Link copiado com sucesso')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

  await page.getByRole('button', { name: 'QR Code' }).click()
  const qr = page.getByRole('dialog', { name: 'QR Code do seu link' })
  const downloading = page.waitForEvent('download')
  await qr.getByRole('button', { name: 'Baixar QR Code' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^qrcode-[A-Z2-9]{8}\.png$/)
  const png = await readFile(await download.path())
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  await expect(page.getByText('QR Code baixado com sucesso')).toBeVisible()
  await page.keyboard.press('Escape')

  // The friend, in a browser of their own: registers through the link and makes a first deposit.
  const friendContext = await freshContextFrom(browser, context)
  const friend = await friendContext.newPage()
  await friend.goto(new URL(url).pathname + new URL(url).search)
  await expect(friend.getByText(/^Código de indicação: [A-Z2-9]{8}$/)).toBeVisible()
  const friendData = freshPlayer()
  await friend.getByLabel('CPF').fill('11144477735')
  await friend.getByLabel('Nome completo', { exact: true }).fill('Amiga Indicada')
  await friend.getByLabel('Telefone com DDD').fill(`21${friendData.phone.slice(2)}`)
  await friend.getByLabel('Email', { exact: true }).fill(`amiga.${friendData.email}`)
  await friend.getByLabel('Senha', { exact: true }).fill(friendData.password)
  await friend.getByLabel('Confirmar senha').fill(friendData.password)
  await friend.getByLabel(/^Li e aceito os termos/).check()
  await friend.getByRole('button', { name: 'Criar conta' }).click()
  await expect(friend.getByRole('button', { name: 'Menu da conta' })).toBeVisible()
  await notNowToLimits(friend)
  await depositPaid(friend, '50')

  // Back as the referrer, in a context that holds the friend's deposit: the CPA (R$ 10,00) is in the earnings.
  const referrerContext = await freshContextFrom(browser, friendContext)
  await friendContext.close()
  const back = await referrerContext.newPage()
  await login(back, referrer.email, referrer.password)
  await openInApp(back, '/profile/affiliate')
  await expect(stat(back, 'Indicações')).toHaveText('1')
  await expect(stat(back, 'Ganhos')).toHaveText(/R\$\s10,00/)

  await back.getByRole('button', { name: 'Sacar ganhos' }).click()
  const modal = back.getByRole('dialog', { name: 'Sacar ganhos' })
  await expect(modal.getByRole('textbox', { name: /^Valor/ })).toHaveValue('10')
  await modal.getByRole('combobox', { name: /^Tipo de chave/ }).selectOption('email')
  await modal.getByRole('textbox', { name: /^Chave PIX/ }).fill(referrer.email)
  // The referrer registered without a CPF: the withdrawal asks for it once.
  await giveCpf(modal)
  await modal.getByRole('button', { name: 'Solicitar saque' }).click()
  await expect(back.getByText('Saque solicitado com sucesso!')).toBeVisible()
  await expect(back).toHaveURL(/\/profile\/wallet$/)
  await openInApp(back, '/profile/transactions')
  await expect(back.getByRole('region', { name: 'Saques' }).getByText(/R\$\s10,00/)).toBeVisible()
  await referrerContext.close()
})

test('edit and save the profile data, reload, still saved', async ({ page }) => {
  await registerFreshPlayer(page)
  await page.goto('/profile/perfil')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible()
  const address = page.getByRole('region', { name: 'Endereço' })
  await address.getByLabel('CEP').fill('01310100')
  await address.getByLabel('Estado').selectOption('SP')
  await address.getByLabel('Cidade').fill('São Paulo')
  await address.getByRole('button', { name: 'Salvar Endereço' }).click()
  await expect(page.getByText('Dados salvos com sucesso')).toBeVisible()
  const info = page.getByRole('region', { name: 'Informações do usuário' })
  await info.getByLabel('CPF').fill('39053344705')
  // The first save's toast may still be up: wait for this save's own answer before reloading.
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/profile/data'))
  await info.getByRole('button', { name: 'Salvar Informações do usuário' }).click()
  expect((await saved).status()).toBe(200)

  await page.reload()
  await expect(address.getByLabel('CEP')).toHaveValue('01310-100')
  await expect(address.getByLabel('Estado')).toHaveValue('SP')
  await expect(address.getByLabel('Cidade')).toHaveValue('São Paulo')
  await expect(info.getByLabel('CPF')).toHaveValue('390.533.447-05')
})
