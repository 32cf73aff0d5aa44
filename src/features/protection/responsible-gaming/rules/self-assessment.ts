import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The short self-assessment of the responsible-gaming page: yes/no questions about the usual warning signs of
 * problem gambling. Answered on the device only; nothing is sent or stored.
 */
export const SELF_ASSESSMENT_QUESTIONS: readonly MessageDescriptor[] = [
  msg`Você já apostou mais dinheiro do que podia perder?`,
  msg`Precisou apostar valores cada vez maiores para sentir a mesma emoção?`,
  msg`Voltou a apostar para tentar recuperar o que tinha perdido?`,
  msg`Pegou dinheiro emprestado ou vendeu algo para apostar?`,
  msg`Escondeu ou mentiu para pessoas próximas sobre quanto aposta?`,
  msg`Sentiu ansiedade, culpa ou irritação por causa das apostas?`,
]

export type Answer = 'yes' | 'no'
export type AssessmentLevel = 'none' | 'some' | 'many'

export interface AssessmentResult {
  /** How many questions got a yes. */
  yes: number
  /** How many are still unanswered: a result shows only once every question has its answer. */
  unanswered: number
  level: AssessmentLevel
}

/** From this many yes answers on, the page urges a pause and help rather than limits. */
export const MANY_SIGNS = 3

/** Counts the answers (one per question, undefined when not answered yet) and says what they mean. */
export function assessAnswers(
  answers: ReadonlyArray<Answer | undefined>,
  questions = SELF_ASSESSMENT_QUESTIONS.length,
) {
  let yes = 0
  let answered = 0
  for (let i = 0; i < questions; i += 1) {
    const answer = answers[i]
    if (answer === undefined) continue
    answered += 1
    if (answer === 'yes') yes += 1
  }
  const level: AssessmentLevel = yes === 0 ? 'none' : yes < MANY_SIGNS ? 'some' : 'many'
  return { yes, unanswered: questions - answered, level } satisfies AssessmentResult
}
