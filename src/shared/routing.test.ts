import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { IdParam, OptionalText, PageSearch, parseParams, readUrlCredentials, RedirectSearch, sameSitePath, SlugParam } from './routing.ts'

describe('route param and search schemas', () => {
  it('ids are positive integers from digit strings', () => {
    expect(parseParams(v.object({ id: IdParam }), { id: '42' })).toEqual({ id: 42 })
    expect(parseParams(v.object({ id: IdParam }), { id: '0' })).toBe(false)
    expect(parseParams(v.object({ id: IdParam }), { id: '4.2' })).toBe(false)
    expect(parseParams(v.object({ id: IdParam }), { id: 'abc' })).toBe(false)
    expect(parseParams(v.object({ slug: SlugParam }), { slug: '' })).toBe(false)
  })

  it('page is an integer from 1, anything else is page 1', () => {
    const schema = v.object({ page: PageSearch })
    expect(v.parse(schema, {}).page).toBe(1)
    expect(v.parse(schema, { page: 3 }).page).toBe(3)
    expect(v.parse(schema, { page: 0 }).page).toBe(1)
    expect(v.parse(schema, { page: 2.5 }).page).toBe(1)
    expect(v.parse(schema, { page: 'dois' }).page).toBe(1)
  })

  it('free text: numbers the router parsed become text again; junk is absent', () => {
    const schema = v.object({ q: OptionalText })
    expect(v.parse(schema, { q: 777 }).q).toBe('777')
    expect(v.parse(schema, { q: '  sweet ' }).q).toBe('sweet')
    expect(v.parse(schema, { q: '' }).q).toBeUndefined()
    expect(v.parse(schema, { q: { a: 1 } }).q).toBeUndefined()
  })

  it('redirect targets stay on this site', () => {
    const schema = v.object({ redirect: RedirectSearch })
    const redirect = (value: unknown) => v.parse(schema, { redirect: value }).redirect
    expect(redirect('/profile/wallet?x=1')).toBe('/profile/wallet?x=1')
    expect(redirect('/casino/search?q=slots#top')).toBe('/casino/search?q=slots#top')
    expect(redirect('//evil.example')).toBeUndefined()
    expect(redirect('https://evil.example')).toBeUndefined()
    expect(redirect('https://evil.example/profile')).toBeUndefined()
    // Browsers resolve these as protocol-relative: another site.
    expect(redirect('/\\evil.example')).toBeUndefined()
    expect(redirect('/\\/evil.example')).toBeUndefined()
    // `?redirect=/%09/evil.example` reaches the schema decoded, with a real tab, which URL parsing drops.
    expect(redirect('/\t/evil.example')).toBeUndefined()
    expect(redirect('/\n/evil.example')).toBeUndefined()
    expect(redirect('javascript:alert(1)')).toBeUndefined()
    expect(redirect('JavaScript:alert(1)')).toBeUndefined()
    expect(redirect('data:text/html,hi')).toBeUndefined()
    expect(redirect(42)).toBeUndefined()
    expect(redirect(`${location.origin}/support`)).toBe('/support')
  })

  it('an encoded tab that is still encoded stays a path on this site', () => {
    expect(sameSitePath('/%09/evil.example')).toBe('/%09/evil.example')
    expect(new URL(sameSitePath('/%09/evil.example') ?? '', location.origin).origin).toBe(location.origin)
  })

  it('URL credentials are the raw strings of the address', () => {
    expect(readUrlCredentials('?user=a%40b.com&pass=1e3')).toEqual({ user: 'a@b.com', pass: '1e3' })
    expect(readUrlCredentials('?user=11987654321&pass=%20x%20')).toEqual({ user: '11987654321', pass: ' x ' })
    expect(readUrlCredentials('?pass=%22quoted%22')).toEqual({ user: null, pass: '"quoted"' })
    expect(readUrlCredentials('')).toEqual({ user: null, pass: null })
  })
})
