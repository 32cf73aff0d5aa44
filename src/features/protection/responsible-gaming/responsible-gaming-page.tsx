import type { ReactNode } from 'react'
import { VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/shared/ui/page.tsx'
import { SelfAssessment } from './components/self-assessment.tsx'
import { PlayerTools } from './components/player-tools.tsx'
import classes from './responsible-gaming-page.module.css'

/** The national self-exclusion platform of the Ministério da Fazenda's Secretaria de Prêmios e Apostas (gov.br). */
export const NATIONAL_SELF_EXCLUSION_URL = 'https://www.gov.br/autoexclusaoapostas'

/**
 * /jogo-responsavel: the risks of betting, the warning signs with a short self-assessment, where to get help, the
 * player's own tools and the national self-exclusion platform. Public: a visitor reads it before opening an account.
 */
export function ResponsibleGamingPage() {
  const { t } = useLingui()
  return (
    <Page title={t`Jogo responsável`}>
      <p className={classes.lead}>
        <Trans>
          Apostar deve ser diversão, nunca uma forma de ganhar dinheiro ou de resolver problemas. Aqui você encontra os
          riscos, os sinais de alerta, onde buscar ajuda e as ferramentas para manter o controle.
        </Trans>
      </p>

      <nav aria-label={t`Nesta página`} className={classes.toc}>
        <p className={classes.tocTitle}>
          <Trans>Nesta página</Trans>
        </p>
        <ol>
          <li>
            <a href="#riscos">
              <Trans>Os riscos das apostas</Trans>
            </a>
          </li>
          <li>
            <a href="#sinais">
              <Trans>Sinais de alerta e autoavaliação</Trans>
            </a>
          </li>
          <li>
            <a href="#ajuda">
              <Trans>Onde buscar ajuda</Trans>
            </a>
          </li>
          <li>
            <a href="#ferramentas">
              <Trans>Suas ferramentas de controle</Trans>
            </a>
          </li>
          <li>
            <a href="#autoexclusao">
              <Trans>Autoexclusão em todas as casas de apostas</Trans>
            </a>
          </li>
        </ol>
      </nav>

      <Section id="riscos" title={<Trans>Os riscos das apostas</Trans>}>
        <ul>
          <li>
            <Trans>Em jogos e apostas, a casa tem vantagem: no longo prazo, quem aposta perde mais do que ganha.</Trans>
          </li>
          <li>
            <Trans>
              Nenhuma estratégia, sistema ou “dica” garante resultado. Cada rodada é independente da anterior.
            </Trans>
          </li>
          <li>
            <Trans>
              Apostar pode causar dependência (transtorno do jogo, reconhecido pela Organização Mundial da Saúde), com
              prejuízos à saúde mental, às finanças, ao trabalho e às relações.
            </Trans>
          </li>
          <li>
            <Trans>Apostas são proibidas para menores de 18 anos.</Trans>
          </li>
        </ul>
      </Section>

      <Section id="sinais" title={<Trans>Sinais de alerta e autoavaliação</Trans>}>
        <p>
          <Trans>
            Responda com sinceridade pensando nos últimos 12 meses. O resultado aparece aqui mesmo e nada é enviado.
          </Trans>
        </p>
        <SelfAssessment />
      </Section>

      <Section id="ajuda" title={<Trans>Onde buscar ajuda</Trans>}>
        <ul className={classes.help}>
          <li>
            <strong>
              <Trans>CVV — Centro de Valorização da Vida</Trans>
            </strong>
            <span>
              <Trans>
                Apoio emocional gratuito e sigiloso, 24 horas por dia: ligue <a href="tel:188">188</a> ou converse pelo
                site.
              </Trans>
            </span>
            <ExternalLink href="https://cvv.org.br">cvv.org.br</ExternalLink>
          </li>
          <li>
            <strong>
              <Trans>CAPS — Centros de Atenção Psicossocial (SUS)</Trans>
            </strong>
            <span>
              <Trans>
                Atendimento gratuito em saúde mental, inclusive para o jogo problemático. Procure o CAPS ou a Unidade
                Básica de Saúde mais perto de você.
              </Trans>
            </span>
            <ExternalLink href="https://www.gov.br/saude/pt-br/composicao/saes/desmad/raps/caps">
              gov.br/saude
            </ExternalLink>
          </li>
          <li>
            <strong>
              <Trans>Jogadores Anônimos</Trans>
            </strong>
            <span>
              <Trans>Grupos de apoio mútuo, gratuitos, para quem quer parar de jogar.</Trans>
            </span>
            <ExternalLink href="https://jogadoresanonimos.com.br">jogadoresanonimos.com.br</ExternalLink>
          </li>
        </ul>
      </Section>

      <Section id="ferramentas" title={<Trans>Suas ferramentas de controle</Trans>}>
        <p>
          <Trans>Com a sua conta, você pode:</Trans>
        </p>
        <PlayerTools />
      </Section>

      <Section id="autoexclusao" title={<Trans>Autoexclusão em todas as casas de apostas</Trans>}>
        <p>
          <Trans>
            Na plataforma do Governo Federal (Secretaria de Prêmios e Apostas do Ministério da Fazenda), você pede, com
            a sua conta gov.br, o bloqueio do seu CPF em todos os sites de apostas autorizados no Brasil de uma só vez.
          </Trans>
        </p>
        <ExternalLink href={NATIONAL_SELF_EXCLUSION_URL}>
          <Trans>Plataforma Centralizada de Autoexclusão (gov.br)</Trans>
        </ExternalLink>
      </Section>
    </Page>
  )
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={classes.section}>
      <h2 id={`${id}-titulo`} className={classes.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.external}>
      {children}
      <VisuallyHidden> {t`(abre em nova aba)`}</VisuallyHidden>
    </a>
  )
}
