import type { UserEvent } from '@testing-library/user-event'

/**
 * Puts a whole value into a field as a paste does: a click into it, then one input event, where `user.type` sends
 * five events and a render per character. For the fields a test fills on its way to what it is about (a step of the
 * register modal, a form to send); a test about typing itself (a mask as it grows, a keypad, a check per key) types.
 * A form re-renders whole on every keystroke: typing was most of the register modal's test time (docs/testing.md,
 * Unit and component tests). `user` is a `userEvent.setup()` instance or `userEvent` itself (a file that calls its
 * direct API): only its click and paste are used.
 */
export async function fill(user: Pick<UserEvent, 'click' | 'paste'>, field: HTMLElement, value: string): Promise<void> {
  await user.click(field)
  await user.paste(value)
}
