import { useState } from 'react'
import { Button, Group, Radio } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { assessAnswers, SELF_ASSESSMENT_QUESTIONS, type Answer } from '../rules/self-assessment.ts'
import classes from './self-assessment.module.css'

/**
 * The yes/no questions and what the answers mean, once all are answered. Kept in this component's state only:
 * nothing is sent, stored or counted anywhere.
 */
export function SelfAssessment() {
  const { i18n } = useLingui()
  const [answers, setAnswers] = useState<ReadonlyArray<Answer | undefined>>([])
  const result = assessAnswers(answers)
  const answer = (index: number, value: string) =>
    setAnswers((current) => {
      const next = [...current]
      next[index] = value === 'yes' ? 'yes' : 'no'
      return next
    })
  return (
    <div className={classes.assessment}>
      <ol className={classes.questions}>
        {SELF_ASSESSMENT_QUESTIONS.map((question, index) => (
          <li key={question.id}>
            <Radio.Group
              label={i18n._(question)}
              value={answers[index] ?? null}
              onChange={(value) => answer(index, value)}
            >
              <Group gap="lg" mt={6}>
                <Radio value="yes" label={<Trans>Sim</Trans>} />
                <Radio value="no" label={<Trans>Não</Trans>} />
              </Group>
            </Radio.Group>
          </li>
        ))}
      </ol>
      <div role="status" className={classes.result} data-level={result.unanswered === 0 ? result.level : undefined}>
        {result.unanswered > 0 ? (
          <p>
            <Plural
              value={result.unanswered}
              one="Falta # pergunta para ver o resultado."
              other="Faltam # perguntas para ver o resultado."
            />
          </p>
        ) : (
          <>
            <p className={classes.count}>
              <Plural
                value={result.yes}
                _0="Nenhuma resposta “sim”."
                one="# resposta “sim”."
                other="# respostas “sim”."
              />
            </p>
            <p>
              {result.level === 'none' ? (
                <Trans>
                  Suas respostas não mostram sinais de alerta. Continue apostando só o que pode perder e use os limites
                  para manter o controle.
                </Trans>
              ) : result.level === 'some' ? (
                <Trans>
                  Há sinais de alerta. Vale definir limites agora, acompanhar seu histórico e conversar com alguém de
                  confiança sobre como você aposta.
                </Trans>
              ) : (
                <Trans>
                  Há vários sinais de alerta: as apostas podem estar virando um problema. Faça uma pausa ou se
                  autoexclua e procure ajuda; os contatos estão logo abaixo.
                </Trans>
              )}
            </p>
            <p className={classes.note}>
              <Trans>Esta avaliação não é um diagnóstico, e suas respostas não saem deste aparelho.</Trans>
            </p>
          </>
        )}
      </div>
      {answers.length > 0 ? (
        <Button variant="subtle" onClick={() => setAnswers([])} className={classes.reset}>
          <Trans>Responder de novo</Trans>
        </Button>
      ) : null}
    </div>
  )
}
