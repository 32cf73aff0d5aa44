import { Button, createTheme, Modal, Drawer, type MantineColorsTuple } from '@mantine/core'

// Jogada green: shade 7 passes WCAG AA on white for text and as a filled button with white label.
const jogada: MantineColorsTuple = [
  '#e6fbef', '#d2f3e0', '#a6e6c1', '#76d8a0', '#4fcc84', '#35c572', '#24c168', '#13aa57', '#01974b', '#00833e',
]

export const theme = createTheme({
  primaryColor: 'jogada',
  primaryShade: { light: 8, dark: 7 },
  colors: { jogada },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Modal: Modal.extend({ defaultProps: { centered: true, radius: 'lg' } }),
    Drawer: Drawer.extend({ defaultProps: { radius: 0 } }),
  },
})
