import { useState } from 'react'
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { describeApiFailure } from '@/shared/notices.ts'
import { useToast } from '@/shared/toast.ts'
import { Page } from '@/shared/ui/page.tsx'
import { IconTelegram } from '@/shared/ui/icons/telegram.tsx'
import { IconWhatsapp } from '@/shared/ui/icons/whatsapp.tsx'
import { CopyField } from './components/copy-field.tsx'
import { QrModal } from './components/qr-modal.tsx'
import { StatCards } from './components/stat-cards.tsx'
import { WithdrawEarningsModal } from './components/withdraw-earnings-modal.tsx'
import { affiliateInfoQueryOptions, affiliateRatesQueryOptions, useGenerateCode } from './queries.ts'
import { telegramShareUrl, whatsappShareUrl } from './rules/affiliate.ts'
import { affiliateTexts, generateFailure } from './rules/failures.ts'
import type { downloadQrPng } from './rules/qr-download.ts'
import classes from './affiliate-page.module.css'

/** Where a player shares the link: the apps' own names (not translated) and their share addresses. */
const SHARE_TARGETS = [
  { name: 'WhatsApp', url: whatsappShareUrl, Icon: IconWhatsapp },
  { name: 'Telegram', url: telegramShareUrl, Icon: IconTelegram },
] as const

export interface AffiliatePageProps {
  /** Where the QR's PNG comes from (tests and stories replace it). */
  downloadQr?: typeof downloadQrPng
  /** How long a copy button says `Copiado` (ms; stories hold the state while axe checks it). */
  copiedFor?: number
}

/**
 * The affiliate programme (/profile/affiliate): the referral code and link with copy buttons, sharing by WhatsApp,
 * Telegram and QR code, the stat cards, the withdraw-earnings modal, the advanced panel's link and how it works.
 * Without a code, the generate button instead of the sharing tools.
 */
export function AffiliatePage({ downloadQr, copiedFor }: AffiliatePageProps) {
  const { t } = useLingui()
  const { data: info } = useSuspenseQuery(affiliateInfoQueryOptions())
  // The rates come from the player's record; the page works without them (the cards show a dash).
  const { data: rates = null } = useQuery(affiliateRatesQueryOptions())
  const [qrOpen, setQrOpen] = useState(false)
  const [withdrawOpen, setWithdrawOpen] = useState(false)
  const rewards = info.wallet.refer_rewards

  return (
    <Page title={t`Programa de afiliados`}>
      {info.code && info.url ? (
        <Paper
          withBorder
          p="lg"
          radius="md"
          className={classes.card}
          component="section"
          aria-labelledby="affiliate-share"
        >
          <Stack gap="md">
            <Title order={2} size="h3" id="affiliate-share">
              <Trans>Convide amigos e ganhe</Trans>
            </Title>
            <CopyField
              label={t`Seu código de indicação`}
              value={info.code}
              copyLabel={t`Copiar código`}
              copiedLabel={t`Código copiado`}
              copiedFor={copiedFor}
              copiedNotice={affiliateTexts.codeCopied}
            />
            <CopyField
              label={t`Seu link de indicação`}
              value={info.url}
              copyLabel={t`Copiar link`}
              copiedLabel={t`Link copiado`}
              copiedFor={copiedFor}
              copiedNotice={affiliateTexts.linkCopied}
            />
            <Group gap="sm">
              <ShareButtons link={info.url} />
              <Button variant="default" onClick={() => setQrOpen(true)}>
                <Trans>QR Code</Trans>
              </Button>
            </Group>
          </Stack>
          <QrModal
            opened={qrOpen}
            onClose={() => setQrOpen(false)}
            code={info.code}
            url={info.url}
            download={downloadQr}
          />
        </Paper>
      ) : (
        <GenerateCode />
      )}

      <section aria-labelledby="affiliate-stats">
        <Stack gap="sm">
          <Title order={2} size="h3" id="affiliate-stats">
            <Trans>Seus resultados</Trans>
          </Title>
          <StatCards indications={info.indications} earnings={rewards} rates={rates} />
          <Group gap="sm">
            <Button onClick={() => setWithdrawOpen(true)} disabled={rewards <= 0}>
              <Trans>Sacar ganhos</Trans>
            </Button>
            <Anchor href="/affiliate/login">
              <Trans>Painel de afiliado avançado</Trans>
            </Anchor>
          </Group>
        </Stack>
      </section>
      <WithdrawEarningsModal
        opened={withdrawOpen}
        onClose={() => setWithdrawOpen(false)}
        rewards={rewards}
        cpf={rates?.cpf ?? null}
      />

      <HowItWorks />
    </Page>
  )
}

/** No code yet: generate it (GET profile/affiliates/generate), then the info reloads with it. */
/** The link, shared to each target in its own app (a new tab). */
function ShareButtons({ link }: { link: string }) {
  const { t } = useLingui()
  return SHARE_TARGETS.map(({ name, url, Icon }) => (
    <Button
      key={name}
      component="a"
      href={url(t`Jogue comigo na Jogada!`, link)}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      leftSection={<Icon size={18} />}
    >
      {name}
    </Button>
  ))
}

function GenerateCode() {
  const toast = useToast()
  const generate = useGenerateCode()
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      className={classes.card}
      component="section"
      aria-labelledby="affiliate-generate"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="affiliate-generate">
          <Trans>Você ainda não tem um código de indicação</Trans>
        </Title>
        <Text>
          <Trans>Gere o seu código para convidar amigos e ganhar com cada um que se cadastrar e jogar.</Trans>
        </Text>
        <Button
          loading={generate.isPending}
          onClick={() =>
            generate.mutate(undefined, {
              onSuccess: (answer) => {
                if (answer.status) toast.success(affiliateTexts.generated)
                else toast.errors(answer.message ? [answer.message] : [affiliateTexts.generate])
              },
              onError: (error) => toast.errors(describeApiFailure(error, generateFailure)),
            })
          }
        >
          <Trans>Gerar meu código</Trans>
        </Button>
      </Stack>
    </Paper>
  )
}

function HowItWorks() {
  return (
    <section aria-labelledby="affiliate-how">
      <Stack gap="sm">
        <Title order={2} size="h3" id="affiliate-how">
          <Trans>Como funciona</Trans>
        </Title>
        <ol className={classes.steps}>
          <li>
            <Text>
              <Trans>Compartilhe o seu link ou código com os amigos.</Trans>
            </Text>
          </li>
          <li>
            <Text>
              <Trans>Eles se cadastram pelo seu link e fazem o primeiro depósito: você recebe o CPA.</Trans>
            </Text>
          </li>
          <li>
            <Text>
              <Trans>Enquanto eles jogam, você recebe a sua parte da receita e saca os ganhos por PIX.</Trans>
            </Text>
          </li>
        </ol>
      </Stack>
    </section>
  )
}
