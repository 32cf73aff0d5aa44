import { describe, expect, it } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { settleRequests } from './requests.ts'

const SLOW = 'http://localhost/testing/slow'

describe('requests tied to the test', () => {
  it('a request still out when the test ends is aborted, and has settled when settleRequests resolves', async () => {
    server.use(
      http.get(SLOW, async () => {
        await delay(50)
        return HttpResponse.json({ late: true })
      }),
    )
    // Left alone, the request answers.
    expect(await (await fetch(SLOW)).json()).toEqual({ late: true })

    let outcome = 'out'
    void fetch(SLOW).then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = (error as Error).name),
    )
    await settleRequests()
    expect(outcome).toBe('AbortError')
  })

  it("keeps the caller's own signal: aborting it still aborts the request", async () => {
    server.use(
      http.get(SLOW, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const request = fetch(new Request(SLOW, { signal: controller.signal }))
    controller.abort()
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
  })
})
