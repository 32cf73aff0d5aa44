import { Icon, type IconProps } from './icon.tsx'

export const IconArrowUp = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16V8M8.5 11.5 12 8l3.5 3.5" />
  </Icon>
)
