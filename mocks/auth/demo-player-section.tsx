import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { authLogin } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { isApiError } from '@/api/errors.ts'
import { PANEL_REFETCH_MS, panelCall, usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/**
 * The keys and formats of the app's session (src/shared/session.ts, which mocks/ may not import): `token`
 * as the raw string, `user` as JSON.
 */
export const SESSION_STORAGE = { token: 'token', user: 'user' } as const

/** Side effects the section triggers, replaceable in tests (jsdom cannot reload a page). */
export const demoPlayerEffects = {
  storage: (): Storage => globalThis.localStorage,
  reload: (): void => globalThis.location.reload(),
}

/** Looks at the stored token again as often as the panel reads the mock, and at once when another tab changes it. */
function subscribeToStoredToken(onChange: () => void): () => void {
  const timer = setInterval(onChange, PANEL_REFETCH_MS)
  globalThis.addEventListener('storage', onChange)
  return () => {
    clearInterval(timer)
    globalThis.removeEventListener('storage', onChange)
  }
}

/** The app's session token in this browser (the app logs in and out while the panel is open). */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToStoredToken, () => demoPlayerEffects.storage().getItem(SESSION_STORAGE.token))
}

function formatPhone(digits: string): string {
  return digits.length === 11 ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` : digits
}

function Credential({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" w={110}>
        {label}
      </Text>
      <Text component="dd" size="sm" ff="monospace" m={0} style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </Group>
  )
}

/** The demo player's credentials, a one-click login through the API, and the session's 401 path. */
export function DemoPlayerSection() {
  const { t, i18n } = useLingui()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [expired, setExpired] = useState(false)

  // The live row for the e-mail and phone. The password is DEMO_PLAYER's: the database keeps only its hash
  // (mocks/auth/passwords.ts), so after a password reset in the demo this login fails until the database is reset.
  const storedToken = useStoredToken()
  const read = usePanelRead('demo-player.get', storedToken)
  const expireSession = usePanelAction('session.expire')
  const demo = read.data?.player ?? null
  const password = read.data?.password ?? ''
  const viewer = read.data?.viewer ?? null

  const signIn = async () => {
    if (!demo) return
    setPending(true)
    setError(null)
    try {
      // The panel is the demo's operator, not a guesser: wrong passwords typed in the form before must not lock its
      // one-click login out (the throttle still guards the form, mocks/README.md).
      await panelCall('demo-player.clear-login-failures')
      const session = await callApi(authLogin, {
        body: { email: demo.email, password, remember: true },
      })
      const storage = demoPlayerEffects.storage()
      storage.setItem(SESSION_STORAGE.token, session.access_token)
      storage.setItem(SESSION_STORAGE.user, JSON.stringify(session.user))
      demoPlayerEffects.reload()
    } catch (cause) {
      setError(isApiError(cause) ? (cause.messages[0] ?? cause.kind) : String(cause))
      setPending(false)
    }
  }

  const expire = () => {
    if (storedToken) expireSession.mutate([storedToken], { onSuccess: (done) => setExpired(done) })
  }

  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const playerName = viewer?.name
  const validUntil = viewer ? dateTime.format(new Date(viewer.expiresAt)) : ''

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>Um jogador com saldo, estatísticas e indicados. Entre pelo e-mail ou pelo telefone:</Trans>
      </Text>
      {read.data === undefined ? (
        <PanelRead read={read}>{() => null}</PanelRead>
      ) : demo ? (
        <Stack component="dl" gap={4} m={0}>
          <Credential label={t`E-mail`}>{demo.email}</Credential>
          <Credential label={t`Telefone`}>{formatPhone(demo.phone)}</Credential>
          <Credential label={t`Senha`}>{password}</Credential>
          <Credential label={t`Código de indicação`}>{demo.code ?? '—'}</Credential>
        </Stack>
      ) : (
        <Text size="sm">
          <Trans>O jogador de demonstração não existe nestes dados. Restaure os dados iniciais.</Trans>
        </Text>
      )}
      <Button onClick={() => void signIn()} loading={pending} disabled={!demo}>
        <Trans>Entrar como jogador de demonstração</Trans>
      </Button>
      {error ? (
        <Alert color="red" role="alert" p="xs">
          <Trans>Não foi possível entrar: {error}</Trans>
        </Alert>
      ) : null}

      <Text size="sm" role="status">
        {viewer ? (
          <Trans>
            Sessão atual: {playerName}, válida até {validUntil}.
          </Trans>
        ) : expired ? (
          <Trans>Sessão expirada: a próxima chamada do app recebe 401 e ele volta ao login.</Trans>
        ) : (
          <Trans>Nenhuma sessão ativa neste navegador.</Trans>
        )}
      </Text>
      <Button variant="light" color="orange" onClick={expire} disabled={!viewer}>
        <Trans>Expirar a sessão atual</Trans>
      </Button>
    </Stack>
  )
}
