import { Icon, type IconProps } from './icon.tsx'

export const IconMinimize = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 4v4H4" />
    <path d="M16 4v4h4" />
    <path d="M8 20v-4H4" />
    <path d="M16 20v-4h4" />
  </Icon>
)
