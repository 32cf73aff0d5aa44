import { Icon, type IconProps } from './icon.tsx'

export const IconArrowDown = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8.5 12.5 12 16l3.5-3.5" />
  </Icon>
)
