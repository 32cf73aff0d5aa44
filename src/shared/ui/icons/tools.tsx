import { Icon, type IconProps } from './icon.tsx'

export const IconTools = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 21h4L20 8a2.8 2.8 0 0 0-4-4L3 17v4" />
    <path d="m14.5 5.5 4 4" />
  </Icon>
)
