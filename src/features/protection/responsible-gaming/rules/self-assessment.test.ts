import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { assessAnswers, MANY_SIGNS, SELF_ASSESSMENT_QUESTIONS, type Answer } from './self-assessment.ts'

const n = SELF_ASSESSMENT_QUESTIONS.length
const answer = fc.constantFrom<Answer | undefined>('yes', 'no', undefined)

describe('assessAnswers', () => {
  it('no yes is no warning sign; one or two are some; three or more are many', () => {
    expect(assessAnswers(Array<Answer>(n).fill('no'))).toEqual({ yes: 0, unanswered: 0, level: 'none' })
    expect(assessAnswers(['yes', ...Array<Answer>(n - 1).fill('no')])).toMatchObject({ yes: 1, level: 'some' })
    expect(assessAnswers(['yes', 'yes', 'yes', ...Array<Answer>(n - 3).fill('no')])).toMatchObject({
      yes: 3,
      level: 'many',
    })
  })

  it('counts what is not answered yet', () => {
    expect(assessAnswers([])).toEqual({ yes: 0, unanswered: n, level: 'none' })
    expect(assessAnswers(['yes', undefined, 'no'])).toMatchObject({ yes: 1, unanswered: n - 2 })
  })

  it('yes + no + unanswered is always the number of questions, and the level follows the yes count', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: n + 3 }), (answers) => {
        const result = assessAnswers(answers)
        const no = answers.slice(0, n).filter((a) => a === 'no').length
        expect(result.yes + no + result.unanswered).toBe(n)
        expect(result.level).toBe(result.yes === 0 ? 'none' : result.yes < MANY_SIGNS ? 'some' : 'many')
      }),
    )
  })

  it('one more yes never lowers the level', () => {
    const rank = { none: 0, some: 1, many: 2 }
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Answer>('yes', 'no'), { minLength: n, maxLength: n }),
        fc.nat(n - 1),
        (answers, i) => {
          const more = answers.with(i, 'yes')
          expect(rank[assessAnswers(more).level]).toBeGreaterThanOrEqual(rank[assessAnswers(answers).level])
        },
      ),
    )
  })
})
