import { Icon, type IconProps } from './icon.tsx'

export const IconTelegram = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 10-4 4 6 6 4-16-18 7 4 2 2 6 3-4" />
  </Icon>
)
