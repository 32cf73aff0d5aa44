import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Operator } from '@/api/operator.ts'
import { formatCnpj } from '@/shared/br/cnpj.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { operatorQueryOptions } from '../queries.ts'
import { operatorTexts } from '../rules/failures.ts'
import { formatActDate, phoneContact } from '../rules/operator-lines.ts'
import classes from './operator-identification.module.css'

/**
 * Who runs the site, in the footer of every page: legal and trade name, CNPJ, the authorising act, the head office,
 * SAC and ombudsman. It loads on its own once the footer mounts; a failure stays inside this block (with a retry) so
 * the page and the rest of the footer are unaffected.
 */
export function OperatorIdentification() {
  const headingId = useId()
  const operator = useQuery(operatorQueryOptions())
  return (
    <section aria-labelledby={headingId} className={classes.operator}>
      <Text component="h2" id={headingId} size="sm" fw={600}>
        <Trans>Operador</Trans>
      </Text>
      {operator.isPending ? (
        <SectionPending>
          <Trans>Carregando dados do operador…</Trans>
        </SectionPending>
      ) : operator.isError ? (
        <LoadFailure
          layout="section"
          message={operatorTexts.load}
          error={operator.error}
          unavailable={operatorTexts.unavailable}
          retrying={operator.isFetching}
          onRetry={() => void operator.refetch()}
        />
      ) : (
        <OperatorDetails operator={operator.data} />
      )}
    </section>
  )
}

function OperatorDetails({ operator }: { operator: Operator }) {
  const { i18n } = useLingui()
  const actDate = formatActDate(operator.authorization_date, i18n.locale)
  const act = operator.authorization_act
  const sac = phoneContact(operator.sac_phone)
  const ombudsman = operator.ombudsman_phone ? phoneContact(operator.ombudsman_phone) : null
  return (
    <dl className={classes.details}>
      <div className={classes.item}>
        <dt>
          <Trans>Razão social</Trans>
        </dt>
        <dd>{operator.legal_name}</dd>
      </div>
      <div className={classes.item}>
        <dt>
          <Trans>Nome fantasia</Trans>
        </dt>
        <dd>{operator.trade_name}</dd>
      </div>
      <div className={classes.item}>
        <dt>CNPJ</dt>
        <dd>{formatCnpj(operator.cnpj)}</dd>
      </div>
      <div className={classes.item}>
        <dt>
          <Trans>Autorização</Trans>
        </dt>
        <dd>
          <Trans>
            {act}, de <time dateTime={operator.authorization_date}>{actDate}</time>
          </Trans>
        </dd>
      </div>
      <div className={classes.item}>
        <dt>
          <Trans>Sede</Trans>
        </dt>
        <dd>{operator.address}</dd>
      </div>
      <div className={classes.item}>
        <dt>
          <Trans>Atendimento (SAC)</Trans>
        </dt>
        <dd>
          <a href={sac.href}>{sac.text}</a> · <a href={`mailto:${operator.sac_email}`}>{operator.sac_email}</a>
        </dd>
      </div>
      {ombudsman || operator.ombudsman_email ? (
        <div className={classes.item}>
          <dt>
            <Trans>Ouvidoria</Trans>
          </dt>
          <dd>
            {ombudsman ? <a href={ombudsman.href}>{ombudsman.text}</a> : null}
            {ombudsman && operator.ombudsman_email ? ' · ' : null}
            {operator.ombudsman_email ? (
              <a href={`mailto:${operator.ombudsman_email}`}>{operator.ombudsman_email}</a>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
