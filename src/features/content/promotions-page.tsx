import type { ReactNode } from 'react'
import { Button } from '@mantine/core'
import { useSetAtom } from 'jotai'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatBRL } from '@/shared/money.ts'
import { useSettings } from '@/shared/settings.ts'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { Page } from '@/shared/ui/page.tsx'
import { promotionsFrom, type Promotion } from './rules/promotions.ts'
import classes from './promotions-page.module.css'

/** /promotion: the site's standing promotions, their figures from the settings, each with its terms. */
export function PromotionsPage() {
  const { t } = useLingui()
  const promotions = promotionsFrom(useSettings())
  return (
    <Page title={t`Promoções`}>
      <ul className={classes.grid} aria-label={t`Promoções`}>
        {promotions.map((promotion) => (
          <li key={promotion.kind}>
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </ul>
    </Page>
  )
}

function PromotionCard({ promotion }: { promotion: Promotion }) {
  switch (promotion.kind) {
    case 'welcome-bonus':
      return <WelcomeBonusCard promotion={promotion} />
    case 'missions':
      return (
        <Card title={<Trans>Missões diárias e semanais</Trans>} terms="bonus" action={<OpenMissionsButton />}>
          <Trans>Complete desafios nos jogos e nas apostas esportivas e ganhe bônus todos os dias.</Trans>
        </Card>
      )
    case 'vip':
      return (
        <Card
          title={<Trans>Programa VIP</Trans>}
          terms="bonus"
          action={
            <LinkButton to="/vip" variant="light">
              <Trans>Ver níveis VIP</Trans>
            </LinkButton>
          }
        >
          <Trans>Suas apostas valem pontos: suba de nível e receba bônus de nível, semanais, mensais e anuais.</Trans>
        </Card>
      )
    case 'referral':
      return (
        <Card
          title={<Trans>Indique e ganhe</Trans>}
          terms="bonus"
          action={
            <LinkButton to="/profile/affiliate" variant="light">
              <Trans>Meu código de indicação</Trans>
            </LinkButton>
          }
        >
          <Trans>Convide amigos com seu link e ganhe por cada indicado que depositar e jogar.</Trans>
        </Card>
      )
  }
}

function WelcomeBonusCard({ promotion }: { promotion: Extract<Promotion, { kind: 'welcome-bonus' }> }) {
  const { percent } = promotion
  const cap = promotion.maxBonus === null ? null : formatBRL(promotion.maxBonus)
  const minimum = formatBRL(promotion.minDeposit)
  const rollover = promotion.rollover
  return (
    <Card
      title={<Trans>Bônus de boas-vindas</Trans>}
      terms="bonus-welcome"
      highlight
      action={
        <LinkButton to="/profile/deposit">
          <Trans>Depositar</Trans>
        </LinkButton>
      }
    >
      <p className={classes.figure}>
        {cap === null ? (
          <Trans>{percent}% no primeiro depósito</Trans>
        ) : (
          <Trans>
            {percent}% no primeiro depósito, até {cap}
          </Trans>
        )}
      </p>
      <ul className={classes.facts}>
        <li>
          <Trans>Depósito mínimo: {minimum}</Trans>
        </li>
        <li>{rollover > 0 ? <Trans>Rollover: {rollover}x o valor do bônus</Trans> : <Trans>Sem rollover</Trans>}</li>
      </ul>
    </Card>
  )
}

function OpenMissionsButton() {
  const openMissions = useSetAtom(missionsModalOpenAtom)
  return (
    <Button variant="light" onClick={() => openMissions(true)}>
      <Trans>Ver missões</Trans>
    </Button>
  )
}

function Card({
  title,
  terms,
  action,
  highlight = false,
  children,
}: {
  title: ReactNode
  /** The document its terms are in (/terms/<name>). */
  terms: 'bonus' | 'bonus-welcome'
  action: ReactNode
  highlight?: boolean
  children: ReactNode
}) {
  return (
    <article className={classes.card} data-highlight={highlight || undefined}>
      <h2 className={classes.title}>{title}</h2>
      <div className={classes.text}>{children}</div>
      <div className={classes.actions}>
        {action}
        <Link to="/terms/$name" params={{ name: terms }} className={classes.terms}>
          <Trans>Ver termos</Trans>
        </Link>
      </div>
    </article>
  )
}
