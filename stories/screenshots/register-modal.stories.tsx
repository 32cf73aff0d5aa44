import type { Meta, StoryObj } from '@storybook/react-vite'
import registerMeta, { StepName, StepPassword } from '../auth/register-modal.stories.tsx'
import { screenshot } from './screenshot.ts'

/** The register modal's first step and its password step (strength meter, two password fields). */
const meta = { ...registerMeta, title: 'Screenshots/Register modal' } satisfies Meta<typeof registerMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const NameLightDesktop: Story = screenshot(StepName, 'light', 'desktop')
export const NameDarkDesktop: Story = screenshot(StepName, 'dark', 'desktop')
export const NameLightPhone: Story = screenshot(StepName, 'light', 'phone')
export const NameDarkPhone: Story = screenshot(StepName, 'dark', 'phone')
export const PasswordLightDesktop: Story = screenshot(StepPassword, 'light', 'desktop')
export const PasswordDarkDesktop: Story = screenshot(StepPassword, 'dark', 'desktop')
export const PasswordLightPhone: Story = screenshot(StepPassword, 'light', 'phone')
export const PasswordDarkPhone: Story = screenshot(StepPassword, 'dark', 'phone')
