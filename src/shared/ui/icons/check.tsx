import { Icon, type IconProps } from './icon.tsx'

export const IconCheck = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12 5 5L20 7" />
  </Icon>
)

/** The age notice as a badge: a circle with "18+". */
