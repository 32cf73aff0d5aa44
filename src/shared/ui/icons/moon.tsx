import { Icon, type IconProps } from './icon.tsx'

export const IconMoon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3a7 7 0 0 0 9 9 9 9 0 1 1-9-9" />
  </Icon>
)
