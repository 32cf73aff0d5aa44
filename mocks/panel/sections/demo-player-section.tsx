import { useState, type ReactNode } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { authLogin } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { isApiError } from '@/api/errors.ts'
import { accountKey, clearLoginFailures } from '../../auth/login-throttle.ts'
import { db, DEMO_PLAYER } from '../../db/index.ts'
import { LOCAL_CLIENT } from '../../handlers/client.ts'
import { expireSession, findViewer } from '../../db/sessions.ts'
import { useDbVersion } from '../use-db-version.ts'

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
  useDbVersion()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [expired, setExpired] = useState(false)

  // The live row for the e-mail and phone. The password comes from DEMO_PLAYER: the database keeps only its hash
  // (mocks/db/passwords.ts), so after a password reset in the demo this login fails until the database is reset.
  const demo = db.users.findBy((u) => u.email === DEMO_PLAYER.email)
  const storedToken = demoPlayerEffects.storage().getItem(SESSION_STORAGE.token)
  const viewer = findViewer(storedToken)

  const signIn = async () => {
    if (!demo) return
    setPending(true)
    setError(null)
    try {
      // The panel is the demo's operator, not a guesser: wrong passwords typed in the form before must not lock its
      // one-click login out (the throttle still guards the form, mocks/README.md).
      clearLoginFailures(accountKey(demo.email, demo.id), LOCAL_CLIENT)
      const session = await callApi(authLogin, {
        body: { email: demo.email, password: DEMO_PLAYER.password, remember: true },
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
    if (storedToken && expireSession(storedToken)) setExpired(true)
  }

  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const playerName = viewer?.user.name
  const validUntil = viewer ? dateTime.format(new Date(viewer.session.expires_at)) : ''

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>Um jogador com saldo, estatísticas e indicados. Entre pelo e-mail ou pelo telefone:</Trans>
      </Text>
      {demo ? (
        <Stack component="dl" gap={4} m={0}>
          <Credential label={t`E-mail`}>{demo.email}</Credential>
          <Credential label={t`Telefone`}>{formatPhone(demo.phone)}</Credential>
          <Credential label={t`Senha`}>{DEMO_PLAYER.password}</Credential>
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
