import { Button, type ButtonProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

type AnchorAttrs = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>

function ButtonAnchor({ ref, ...props }: ButtonProps & AnchorAttrs & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" ref={ref} {...props} />
}

/** A Mantine Button that is a typed router link (a real <a href>, so it opens in a new tab too). */
export const LinkButton = createLink(ButtonAnchor)
